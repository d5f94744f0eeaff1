import type { Editor } from '@tiptap/core';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { ALLOWED_FORMATS } from '../../../../shared/documents/formats';
import { stripLineBreaks } from '../../../../shared/documents/length';
import type { SignatureTag } from '../../../../shared/documents/signature-tags';
import { DOCUMENT_LIMITS, type DocNode } from '../../../../shared/documents/types';
import { bodyErrors, subjectErrors } from '../../../../shared/documents/validate';
import type { VariableKey } from '../../../../shared/documents/variables';
import { DOCUMENT_MESSAGES, DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import type { DocumentTemplate } from '../../../../shared/types/documents';
import { withDetail } from '../../../api/error-details';
import { fieldErrorLists } from '../../../../shared/api-errors';
import { FieldError, PrimaryButton, TextField } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { ApprovalConfirm } from '../../components/ApprovalConfirm';
import { useMediaQuery } from '../../components/use-media-query';
import { useManager } from '../../context';
import { useUnsavedChangesPrompt } from '../../webpages/save/unsaved-changes';
import { documentsApi } from '../documents-api';
import { InsertMenus, InsertPanel } from './InsertPanel';
import { TemplateDetails } from './TemplateDetails';
import { TemplateLayout } from './TemplateLayout';
import type { Loaded } from './TemplateScreen';
import { useApproval } from './use-approval';

// tiptap is fetched only here: the list and the previewer never download it.
const BodyEditor = lazy(() => import('../editor/BodyEditor'));

const BodyField = styled.div`
  display: grid;
  gap: 6px;
  .label { font-weight: 600; font-size: 0.9rem; }
  .loading { min-height: 280px; border: 1px solid #C9D1DB; border-radius: ${theme.radius}; padding: 12px; color: ${theme.color.muted}; }
`;

type Errors = { name?: string; subject?: string; body?: string };

/** Block ids in the body, visiting block nodes only (text is never walked, so this stays cheap on long leases). */
function presentBlockIds(editor: Editor): Set<number> {
  const ids = new Set<number>();
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'contentBlock') ids.add(node.attrs.id as number);
    return !node.isTextblock;
  });
  return ids;
}

/** Edit mode: name, subject (e-mails), the body with its panel; Save, or Final Approval for a clean lease agreement. */
export function TemplateEditor({ loaded, onChange }: { loaded: Loaded; onChange: (template: DocumentTemplate) => void }) {
  const { template, blocks, variables } = loaded;
  const { notify } = useManager();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 961px)');
  const [name, setName] = useState(template.name);
  const [subject, setSubject] = useState(template.subject);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [presentBlocks, setPresentBlocks] = useState<ReadonlySet<number>>(() => new Set());
  const bodyTouched = useRef(false);
  const bodyCheck = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastField = useRef<'subject' | 'body'>('body');
  const subjectInput = useRef<HTMLInputElement>(null);
  const isLease = template.type === 'Lease Agreement';
  const isEmail = template.type === 'Email Template';
  const blockMap = useMemo(() => new Map(blocks.map((b) => [b.id, b.body])), [blocks]);
  const blockBody = useCallback((id: number) => blockMap.get(id), [blockMap]);
  const approval = useApproval(template, (approved) => {
    onChange(approved);
    navigate(`/settings/document-templates/${approved.id}`);
  });
  useUnsavedChangesPrompt(dirty, DOCUMENT_SNACKBARS.unsavedChanges);

  const checkBody = (e: Editor) => bodyErrors(template.type, e.getJSON() as DocNode, blockBody)[0];
  const validate = (): Errors => {
    const found: Errors = {
      name: name.trim() ? undefined : DOCUMENT_MESSAGES.nameRequired,
      subject: isEmail ? subjectErrors(subject)[0] : undefined,
      body: editor ? checkBody(editor) : undefined,
    };
    setErrors(found);
    return found;
  };

  const save = async () => {
    if (!editor) return;
    bodyTouched.current = true;
    const found = validate();
    if (found.name || found.subject || found.body) return;
    setSaving(true);
    try {
      const saved = await documentsApi.updateTemplate(template.id, { name: name.trim(), ...(isEmail && { subject }), body: editor.getJSON() as DocNode, version: template.version });
      setDirty(false);
      onChange(saved);
      notify({ tone: 'success', text: DOCUMENT_SNACKBARS.updated });
    } catch (err) {
      const fields = fieldErrorLists(err);
      if (fields) setErrors({ name: fields.name?.[0], subject: fields.subject?.[0], body: fields.body?.[0] });
      notify({ tone: 'error', text: withDetail(DOCUMENT_SNACKBARS.updateFailed, err) });
    } finally {
      setSaving(false);
    }
  };

  const insertVariable = (key: VariableKey) => {
    const input = subjectInput.current;
    if (isEmail && input && lastField.current === 'subject') {
      const at = input.selectionStart ?? subject.length;
      const end = input.selectionEnd ?? at;
      const next = `${subject.slice(0, at)}{{${key}}}${subject.slice(end)}`;
      setSubject(next);
      setDirty(true);
      requestAnimationFrame(() => {
        input.focus();
        input.setSelectionRange(at + key.length + 4, at + key.length + 4);
      });
      return;
    }
    editor?.chain().focus().insertContent({ type: 'variable', attrs: { key } }).run();
  };
  const insertBlock = (id: number) => editor?.chain().focus().insertContent({ type: 'contentBlock', attrs: { id } }).run();
  const insertTag = (tag: SignatureTag) => editor?.chain().focus().insertContent({ type: 'signatureTag', attrs: { signer: tag.signer, kind: tag.kind, required: true } }).run();
  const panel = {
    variables,
    blocks: isLease ? blocks : null,
    presentBlocks,
    signatureTags: isLease,
    onVariable: insertVariable,
    onBlock: insertBlock,
    onSignatureTag: insertTag,
  };

  const canApprove = approval.available && !dirty;
  return (
    <TemplateLayout
      template={template}
      editing
      actions={
        canApprove ? (
          <PrimaryButton type="button" disabled={approval.busy} onClick={approval.approve}>
            Final Approval
          </PrimaryButton>
        ) : (
          <PrimaryButton type="button" disabled={!dirty || saving || !editor} onClick={() => void save()}>
            {saving ? 'Saving…' : 'Save'}
          </PrimaryButton>
        )
      }
      side={
        <>
          <TemplateDetails template={template} />
          {wide && <InsertPanel {...panel} />}
        </>
      }
    >
      <TextField
        label="Template Name"
        name="name"
        value={name}
        error={errors.name}
        maxLength={200}
        onValue={(value) => {
          setName(value);
          setDirty(true);
          if (errors.name && value.trim()) setErrors((e) => ({ ...e, name: undefined }));
        }}
      />
      {isEmail && (
        <TextField
          label="Email Subject"
          name="subject"
          ref={subjectInput}
          value={subject}
          error={errors.subject}
          onFocus={() => (lastField.current = 'subject')}
          onKeyDown={(e) => {
            // A subject is one line (spec §5): Enter adds nothing.
            if (e.key === 'Enter') e.preventDefault();
          }}
          onValue={(value) => {
            const next = stripLineBreaks(value);
            setSubject(next);
            setDirty(true);
            if (errors.subject) setErrors((e) => ({ ...e, subject: subjectErrors(next)[0] }));
          }}
        />
      )}
      {!wide && <InsertMenus {...panel} />}
      <BodyField>
        <span className="label" id="body-label">
          Template Body
        </span>
        <Suspense fallback={<div className="loading" aria-busy="true">Loading the editor…</div>}>
          <BodyEditor
            label="Template Body"
            initial={template.body}
            formats={ALLOWED_FORMATS[template.type]}
            maxLength={template.type === 'SMS Template' ? DOCUMENT_LIMITS.smsMax : null}
            blockBody={blockBody}
            invalid={Boolean(errors.body)}
            describedBy={errors.body ? 'body-error' : undefined}
            onReady={(e) => {
              setEditor(e);
              setPresentBlocks(presentBlockIds(e));
              e.view.dom.addEventListener('focus', () => (lastField.current = 'body'));
            }}
            onChange={(e) => {
              setDirty(true);
              if (isLease) {
                const ids = presentBlockIds(e);
                setPresentBlocks((before) => (before.size === ids.size && [...ids].every((id) => before.has(id)) ? before : ids));
              }
              if (!bodyTouched.current) return;
              // Checking serializes the whole body: wait for a pause in typing.
              clearTimeout(bodyCheck.current);
              bodyCheck.current = setTimeout(() => setErrors((old) => ({ ...old, body: checkBody(e) })), 250);
            }}
            onBlur={() => {
              // Validation starts after the body's first blur (spec §5).
              bodyTouched.current = true;
              if (editor) setErrors((old) => ({ ...old, body: checkBody(editor) }));
            }}
          />
        </Suspense>
        {errors.body && <FieldError id="body-error">{errors.body}</FieldError>}
      </BodyField>
      <ApprovalConfirm approval={approval} />
    </TemplateLayout>
  );
}
