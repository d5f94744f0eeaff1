import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { TEMPLATE_DIALOG_RESET_MS } from '../../../../shared/documents/types';
import { DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import type { DocumentTemplate, DocumentTemplateRow } from '../../../../shared/types/documents';
import { PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { ExportMenu, FilterGrid, useFilterGrid } from '../../components/FilterGrid';
import { newestFirst } from '../../components/grid-rows';
import { useLoad } from '../../components/use-load';
import { useManager } from '../../context';
import { documentsApi } from '../documents-api';
import { TEMPLATE_CHOICES, templateColumns } from './columns';
import { templatePaths } from './paths';
import { TEMPLATE_FIELDS } from './template-rows';
import { TemplateDialog, type TemplateDialogMode } from './TemplateDialog';
import { ScreenBar } from '../../components/ScreenBar';
import { useFadingDialog } from '../../components/use-fading-dialog';

const Bar = styled(ScreenBar)`
  a.secondary { padding: 10px 18px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; background: #fff; color: ${theme.color.action}; font-weight: 600; text-decoration: none; }
  @media (max-width: 600px) { h1 { flex-basis: 100%; } a.secondary, button { flex: 1 1 auto; text-align: center; } }
`;

const NONE: DocumentTemplateRow[] = [];

/** Only what the list shows of a template the dialog answered. */
const listRow = ({ id, name, type, approved, approved_by, approved_at, created_by, created_at }: DocumentTemplate): DocumentTemplateRow => ({ id, name, type, approved, approved_by, approved_at, created_by, created_at });

/** Document templates (3-templates-and-application.md §2.1): grid, New Document Template, clone, preview, edit. */
export function DocumentTemplatesScreen() {
  const { canWrite, notify } = useManager();
  const navigate = useNavigate();
  const load = useLoad('templates', (signal) => documentsApi.templates(signal), { onFailed: () => notify({ tone: 'error', text: DOCUMENT_SNACKBARS.loadListFailed }) });
  const grid = useFilterGrid(load.data ?? NONE, TEMPLATE_FIELDS, { tie: newestFirst, choices: TEMPLATE_CHOICES });
  const { dialog, open: openDialog, close: closeDialog, dismiss: dismissDialog } = useFadingDialog<TemplateDialogMode>(TEMPLATE_DIALOG_RESET_MS);

  const saved = (template: DocumentTemplate) => {
    // A new template or clone joins the end of the list with its own created_at; then its editor opens.
    load.update((all) => [...all, listRow(template)]);
    dismissDialog();
    navigate(templatePaths.edit(template.id));
  };

  const columns = templateColumns(grid, {
    canWrite,
    edit: (row) => navigate(templatePaths.edit(row.id)),
    clone: (row) => openDialog({ kind: 'clone', source: row }),
    preview: (row) => navigate(templatePaths.preview(row.id)),
  });

  return (
    <>
      <Bar>
        <h1>Document Templates</h1>
        <ExportMenu onExport={(kind) => grid.exportAs(kind, 'document-templates')} disabled={!grid.shown.length} />
        <Link className="secondary" to={templatePaths.contentBlocks}>
          Content Blocks
        </Link>
        {canWrite && (
          <PrimaryButton type="button" onClick={() => openDialog({ kind: 'new' })}>
            New Document Template
          </PrimaryButton>
        )}
      </Bar>
      <FilterGrid
        grid={grid}
        label="Document templates"
        columns={columns}
        loaded={load.loaded}
        minColumnWidth={100}
        onOpen={(row) => navigate(templatePaths.preview(row.id))}
        empty={grid.filtering ? 'No templates match these filters.' : 'No document templates yet.'}
      />
      {dialog && <TemplateDialog key={dialog.key} mode={dialog.mode} closing={dialog.closing} onClose={closeDialog} onSaved={saved} />}
    </>
  );
}
