import type { Editor } from '@tiptap/core';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { CONTENT_BLOCK_FORMATS } from '../../../../shared/documents/formats';
import { EMPTY_DOCUMENT, type DocNode } from '../../../../shared/documents/types';
import { variableNames, type VariableKey } from '../../../../shared/documents/variables';
import { CONTENT_BLOCK_MESSAGES, DOCUMENT_MESSAGES, DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import type { ContentBlock } from '../../../../shared/types/documents';
import { FieldError, TextField } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { FormDialog } from '../../components/FormDialog';
import { useSubmit } from '../../components/use-submit';
import { useManager } from '../../context';
import { useUnsavedChangesPrompt } from '../../webpages/save/unsaved-changes';
import { documentsApi } from '../documents-api';
import { hasContent } from '../../../../shared/documents/validate';

// tiptap is fetched when a block is opened: the list (and read-only staff) never download it.
const BodyEditor = lazy(() => import('../editor/BodyEditor'));

const VARIABLES = Object.entries(variableNames()) as [VariableKey, string][];
// A block's body holds no blocks, so the editor never has one to expand.
const noBlocks = () => undefined;

const BodyField = styled.div`
  display: grid;
  gap: 6px;
  .head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px; }
  .label { font-weight: 600; font-size: 0.9rem; }
  select { font: inherit; font-size: 0.9rem; padding: 7px 10px; border-radius: ${theme.radius}; border: 1px solid #C9D1DB; background: #fff; max-width: 100%; }
  .loading { min-height: 280px; border: 1px solid #C9D1DB; border-radius: ${theme.radius}; padding: 12px; color: ${theme.color.muted}; }
  .hint { margin: 0; font-size: 0.85rem; color: ${theme.color.muted}; }
`;

/** Writes a new block (block null) or changes one: its name and its rich text with variables. */
export function BlockEditorDialog({ block, onClose, onSaved }: { block: ContentBlock | null; onClose: () => void; onSaved: (block: ContentBlock) => void }) {
  const { notify } = useManager();
  const [name, setName] = useState(block?.name ?? '');
  const [editor, setEditor] = useState<Editor | null>(null);
  const [dirty, setDirty] = useState(false);
  const submission = useSubmit({ failed: CONTENT_BLOCK_MESSAGES.saveFailed });
  const { errors, setErrors } = submission;
  // Once a save was refused, the messages follow what is typed.
  const checked = useRef(false);
  const version = useRef(block?.version);
  useUnsavedChangesPrompt(dirty, DOCUMENT_SNACKBARS.unsavedChanges);

  const nameError = (value: string) => (value.trim() ? undefined : DOCUMENT_MESSAGES.blockNameRequired);
  const bodyError = (e: Editor) => (hasContent(e.getJSON() as DocNode) ? undefined : CONTENT_BLOCK_MESSAGES.bodyEmpty);

  const close = () => {
    if (dirty && !window.confirm(DOCUMENT_SNACKBARS.unsavedChanges)) return;
    onClose();
  };

  // Made when submitted: the check reads the refs then, not while rendering.
  const save = (e: FormEvent) =>
    submission.submit(
      () => {
        if (!editor) return null;
        checked.current = true;
        const found = { name: nameError(name), body: bodyError(editor) };
        if (found.name || found.body) return { errors: found };
        const body = editor.getJSON() as DocNode;
        return { send: () => (block ? documentsApi.updateContentBlock(block.id, { name: name.trim(), body, version: version.current }) : documentsApi.createContentBlock({ name: name.trim(), body })) };
      },
      (saved) => {
        version.current = saved.version;
        setDirty(false);
        notify({ tone: 'success', text: CONTENT_BLOCK_MESSAGES.saved });
        onSaved(saved);
      },
    )(e);

  const insertVariable = (key: VariableKey) => editor?.chain().focus().insertContent({ type: 'variable', attrs: { key } }).run();

  return (
    <FormDialog wide title={block ? 'Edit Content Block' : 'New Content Block'} onClose={close} submission={submission} onSubmit={save} submitLabel="Save" submitDisabled={!editor} shownFields={['name', 'body']}>
      <TextField
        label="Name"
        name="name"
        idPrefix="block-"
        value={name}
        error={errors.name}
        maxLength={200}
        autoComplete="off"
        onValue={(value) => {
          setName(value);
          setDirty(true);
          if (checked.current) setErrors((e) => ({ ...e, name: nameError(value) }));
        }}
      />
      <BodyField>
        <div className="head">
          <span className="label" id="block-body-label">
            Text
          </span>
          <select aria-label="Insert a variable" value="" disabled={!editor} onChange={(e) => e.target.value && insertVariable(e.target.value as VariableKey)}>
            <option value="">Insert a variable…</option>
            {VARIABLES.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Suspense fallback={<div className="loading" aria-busy="true">Loading the editor…</div>}>
          <BodyEditor
            label="Text"
            initial={block?.body ?? EMPTY_DOCUMENT}
            formats={CONTENT_BLOCK_FORMATS}
            maxLength={null}
            blockBody={noBlocks}
            invalid={Boolean(errors.body)}
            describedBy={errors.body ? 'block-body-error' : 'block-body-hint'}
            onReady={setEditor}
            onChange={(e) => {
              setDirty(true);
              if (checked.current) setErrors((old) => ({ ...old, body: bodyError(e) }));
            }}
            onBlur={() => {}}
          />
        </Suspense>
        {errors.body ? (
          <FieldError id="block-body-error">{errors.body}</FieldError>
        ) : (
          <p className="hint" id="block-body-hint">
            Variables are filled in when a lease is written from the template.
          </p>
        )}
      </BodyField>
    </FormDialog>
  );
}
