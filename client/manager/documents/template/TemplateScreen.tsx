import { canEdit } from '../../../../shared/approval';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { VariableKey } from '../../../../shared/documents/variables';
import { DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import type { ContentBlock, DocumentTemplate } from '../../../../shared/types/documents';
import { useManager } from '../../context';
import { documentsApi } from '../documents-api';
import { TemplateEditor } from './TemplateEditor';
import { TemplatePreview } from './TemplatePreview';

export type Loaded = { template: DocumentTemplate; blocks: ContentBlock[]; variables: [VariableKey, string][] };

/**
 * The editor and previewer of spec §2.2: one screen in two modes. An approved template, or a reader
 * who cannot write, always gets the previewer (which renders without downloading the editor).
 */
export function TemplateScreen({ mode }: { mode: 'edit' | 'preview' }) {
  const id = Number(useParams().id);
  const { notify, canWrite } = useManager();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const fail = (text: string) => {
      if (!live) return;
      notify({ tone: 'error', text });
      setFailed(true);
    };
    void (async () => {
      const template = await documentsApi.template(id).catch(() => null);
      if (!template) return fail(DOCUMENT_SNACKBARS.loadFailed);
      const editing = mode === 'edit' && canEdit(template, canWrite);
      // Blocks are shown expanded in both modes; the variable names only matter to the editor's panel.
      const [blocks, variables] = await Promise.all([
        template.type === 'Lease Agreement' ? documentsApi.contentBlocks().catch(() => null) : [],
        editing ? documentsApi.variables().catch(() => null) : {},
      ]);
      if (!blocks) return fail(DOCUMENT_SNACKBARS.blocksFailed);
      if (!variables) return fail(DOCUMENT_SNACKBARS.variablesFailed);
      if (live) setLoaded({ template, blocks, variables: Object.entries(variables) as [VariableKey, string][] });
    })();
    return () => {
      live = false;
    };
  }, [id, mode, canWrite, notify]);

  if (failed) return <p role="alert">{DOCUMENT_SNACKBARS.loadFailed}.</p>;
  if (!loaded) return <p aria-busy="true">Loading the template…</p>;
  const editing = mode === 'edit' && canEdit(loaded.template, canWrite);
  return editing ? (
    <TemplateEditor key={loaded.template.id} loaded={loaded} onChange={(template) => setLoaded((l) => l && { ...l, template })} />
  ) : (
    <TemplatePreview loaded={loaded} onChange={(template) => setLoaded((l) => l && { ...l, template })} />
  );
}

// Keyed by id: another template starts from a fresh load.
export const TemplateEditScreen = () => <TemplateScreen key={useParams().id} mode="edit" />;
export const TemplatePreviewScreen = () => <TemplateScreen key={useParams().id} mode="preview" />;
