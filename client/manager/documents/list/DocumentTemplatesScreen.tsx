import { useEffect, useMemo, useState } from 'react';
import { DataGrid, type SortColumn } from 'react-data-grid';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { TEMPLATE_DIALOG_RESET_MS } from '../../../../shared/documents/types';
import { DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import type { DocumentTemplate, DocumentTemplateRow } from '../../../../shared/types/documents';
import { PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { GridBox, GridEmpty, observeWidth, useGridStyles } from '../../components/grid';
import { useManager } from '../../context';
import { documentsApi } from '../documents-api';
import { templateColumns } from './columns';
import { templatePaths } from './paths';
import { indexRows, shownRows, type TemplateFilters } from './template-rows';
import { TemplateDialog, type TemplateDialogMode } from './TemplateDialog';
import { ScreenBar } from '../../components/ScreenBar';
import { useFadingDialog } from '../../components/use-fading-dialog';

const Bar = styled(ScreenBar)`
  a.secondary { padding: 10px 18px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; background: #fff; color: ${theme.color.action}; font-weight: 600; text-decoration: none; }
  @media (max-width: 600px) { h1 { flex-basis: 100%; } a.secondary, button { flex: 1 1 auto; text-align: center; } }
`;

/** Only what the list shows of a template the dialog answered. */
const listRow = ({ id, name, type, approved, approved_by, approved_at, created_by, created_at }: DocumentTemplate): DocumentTemplateRow => ({ id, name, type, approved, approved_by, approved_at, created_by, created_at });

/** Document templates (3-templates-and-application.md §2.1): grid, New Document Template, clone, preview, edit. */
export function DocumentTemplatesScreen() {
  useGridStyles();
  const { canWrite, notify } = useManager();
  const navigate = useNavigate();
  const [rows, setRows] = useState<DocumentTemplateRow[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [sortColumns, setSortColumns] = useState<SortColumn[]>([]);
  const [filters, setFilters] = useState<TemplateFilters>({});
  const [gridWidth, setGridWidth] = useState(0);
  const { dialog, open: openDialog, close: closeDialog, dismiss: dismissDialog } = useFadingDialog<TemplateDialogMode>(TEMPLATE_DIALOG_RESET_MS);

  useEffect(() => {
    let left = false;
    documentsApi
      .templates()
      .then((list) => !left && setRows(list))
      .catch(() => !left && notify({ tone: 'error', text: DOCUMENT_SNACKBARS.loadListFailed }))
      .finally(() => setLoaded(true));
    return () => {
      left = true;
    };
  }, [notify]);

  const saved = (template: DocumentTemplate) => {
    // A new template or clone joins the end of the list with its own created_at; then its editor opens.
    setRows((all) => [...all, listRow(template)]);
    dismissDialog();
    navigate(templatePaths.edit(template.id));
  };

  const columns = useMemo(
    () =>
      templateColumns({
        canWrite,
        filters,
        setFilter: (key, value) => setFilters((f) => ({ ...f, [key]: value })),
        edit: (row) => navigate(templatePaths.edit(row.id)),
        clone: (row) => openDialog({ kind: 'clone', source: row }),
        preview: (row) => navigate(templatePaths.preview(row.id)),
        gridWidth,
      }),
    [canWrite, filters, gridWidth, navigate, openDialog],
  );

  const index = useMemo(() => indexRows(rows), [rows]);
  const shown = useMemo(() => shownRows(index, filters, sortColumns[0]), [index, filters, sortColumns]);
  const filtering = Object.values(filters).some((q) => q?.trim());

  return (
    <>
      <Bar>
        <h1>Document Templates</h1>
        <Link className="secondary" to={templatePaths.contentBlocks}>
          Content Blocks
        </Link>
        {canWrite && (
          <PrimaryButton type="button" onClick={() => openDialog({ kind: 'new' })}>
            New Document Template
          </PrimaryButton>
        )}
      </Bar>
      <GridBox ref={(el) => observeWidth(el, setGridWidth)}>
        <DataGrid
          aria-label="Document templates"
          aria-busy={!loaded}
          columns={columns}
          rows={shown}
          rowKeyGetter={(r) => r.id}
          headerRowHeight={78}
          rowHeight={44}
          sortColumns={sortColumns}
          onSortColumnsChange={(s) => setSortColumns(s.slice(-1))}
          defaultColumnOptions={{ sortable: true, resizable: true, minWidth: 100 }}
          onCellDoubleClick={({ row, column }) => column.key !== 'actions' && navigate(templatePaths.preview(row.id))}
          renderers={{ noRowsFallback: loaded ? <GridEmpty>{filtering ? 'No templates match these filters.' : 'No document templates yet.'}</GridEmpty> : null }}
        />
      </GridBox>
      {dialog && <TemplateDialog key={dialog.key} mode={dialog.mode} closing={dialog.closing} onClose={closeDialog} onSaved={saved} />}
    </>
  );
}
