import { canEdit } from '../../../../shared/approval';
import { useParams } from 'react-router-dom';
import { MESSAGE_VARIABLES, type VariableKey } from '../../../../shared/documents/variables';
import { DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import type { ContentBlock, DocumentTemplate } from '../../../../shared/types/documents';
import { Loading, useLoad } from '../../components/use-load';
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
  const load = useLoad(
    `${id}:${mode}`,
    async (signal) => {
      const template = await documentsApi.template(id, signal).catch(() => Promise.reject(new Error(DOCUMENT_SNACKBARS.loadFailed)));
      const editing = mode === 'edit' && canEdit(template, canWrite);
      // Blocks are shown expanded in both modes; the variable names only matter to the editor's panel.
      const [blocks, variables] = await Promise.all([
        template.type === 'Lease Agreement' ? documentsApi.contentBlocks(signal).catch(() => Promise.reject(new Error(DOCUMENT_SNACKBARS.blocksFailed))) : [],
        editing ? documentsApi.variables().catch(() => Promise.reject(new Error(DOCUMENT_SNACKBARS.variablesFailed))) : {},
      ]);
      // A lease agreement cannot fill what only a message knows (a link, an amount due): it is not offered.
      const offered = (Object.entries(variables) as [VariableKey, string][]).filter(([key]) => template.type !== 'Lease Agreement' || !(MESSAGE_VARIABLES as VariableKey[]).includes(key));
      return { template, blocks, variables: offered } satisfies Loaded;
    },
    { onFailed: (err) => notify({ tone: 'error', text: err instanceof Error ? err.message : DOCUMENT_SNACKBARS.loadFailed }) },
  );
  const setTemplate = (template: DocumentTemplate) => load.update((l) => ({ ...l, template }));
  return (
    <Loading load={load} busy="Loading the template…" failed={`${DOCUMENT_SNACKBARS.loadFailed}.`}>
      {(loaded) =>
        mode === 'edit' && canEdit(loaded.template, canWrite) ? (
          <TemplateEditor key={loaded.template.id} loaded={loaded} onChange={setTemplate} />
        ) : (
          <TemplatePreview loaded={loaded} onChange={setTemplate} />
        )
      }
    </Loading>
  );
}

// Keyed by id: another template starts from a fresh load.
export const TemplateEditScreen = () => <TemplateScreen key={useParams().id} mode="edit" />;
export const TemplatePreviewScreen = () => <TemplateScreen key={useParams().id} mode="preview" />;
