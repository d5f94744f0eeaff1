import type { ReactNode } from 'react';
import type { Column, RenderHeaderCellProps } from 'react-data-grid';
import { renderHeaderCell } from 'react-data-grid';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';
import { canEdit, type Approvable } from '../../../shared/approval';
import type { GridField } from './grid-rows';
import { HeaderHelp } from './HeaderHelp';
import { CloneIcon, EditIcon, PreviewIcon } from './icons';

/** A sortable header over its filter (a text box, or a select of fixed choices). */
const Head = styled.div`
  display: grid;
  gap: 4px;
  line-height: 1.2;
  padding: 6px 0;
  input, select { font: inherit; font-weight: 400; font-size: 0.8rem; padding: 3px 6px; border: 1px solid ${theme.color.border}; border-radius: 4px; width: 100%; background: #fff; }
`;

/** A cell of two lines: the link to the row's record over a muted line (a tenant's e-mail, a ticket's words), each cut short with an ellipsis. */
export const LinkCell = styled.span`
  display: grid;
  line-height: 1.25;
  min-width: 0;
  a, span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  a { color: ${theme.color.action}; font-weight: 600; text-decoration: none; }
  a:hover, a:focus-visible { text-decoration: underline; }
  span { color: ${theme.color.muted}; font-size: 0.82rem; }
`;

/** A long text in a cell (a lease period's name, a reason) takes a second line rather than an ellipsis. */
export const TwoLines = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  white-space: normal;
  line-height: 1.25;
`;

/** A row's icon buttons (their aria-labels name them); `.delete` in red, `.gap` keeps a missing one's place. */
export const RowActions = styled.div`
  display: flex;
  gap: 2px;
  align-items: center;
  height: 100%;
  button { display: grid; place-items: center; width: 32px; height: 32px; padding: 0; border: 0; border-radius: 6px; background: none; color: ${theme.color.action}; cursor: pointer; }
  button:hover, button:focus-visible { background: #E8EEFF; }
  button.delete { color: #B0144F; }
  button.delete:hover, button.delete:focus-visible { background: #FDE8F0; }
  .gap { width: 32px; }
`;

type FilterState<K extends string> = {
  filters: Partial<Record<K, string>>;
  setFilter: (key: K, value: string) => void;
  /** Columns filtered by picking one of these values rather than by typing. */
  choices?: Partial<Record<K, readonly string[]>>;
  /** Columns whose name gets a one-line help beside it (HeaderHelp). */
  help?: Partial<Record<K, string>>;
};

/** The header renderer of filterable columns: 'Filter {column}' boxes that keep their clicks and keys from the sort. */
export function filterHeader<Row, K extends string>({ filters, setFilter, choices = {}, help = {} }: FilterState<K>) {
  return function Header(props: RenderHeaderCellProps<Row>) {
    const key = props.column.key as K;
    const label = `Filter ${String(props.column.name)}`;
    const value = filters[key] ?? '';
    const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
    const keep = { onClick: stop, onKeyDown: stop };
    const options = choices[key];
    const about = help[key];
    return (
      <Head>
        <span>
          {renderHeaderCell(props)}
          {about && <HeaderHelp column={String(props.column.name)} text={about} />}
        </span>
        {options ? (
          <select aria-label={label} value={value} onChange={(e) => setFilter(key, e.target.value)} {...keep}>
            <option value="">All</option>
            {options.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        ) : (
          <input aria-label={label} value={value} onChange={(e) => setFilter(key, e.target.value)} {...keep} />
        )}
      </Head>
    );
  };
}

type Fit<R, K extends string> = {
  fields: readonly GridField<R, K>[];
  /** Each column's least width; wider grids widen them all alike. */
  widths: Record<K, number>;
  /** The grid's width in pixels. */
  width: number;
  /** What the other columns (actions, checkboxes) take. */
  reserved?: number;
  /** The filter header (useFilterGrid's `header`), on every column or on those `filtered` names. */
  header?: Column<R>['renderHeaderCell'];
  filtered?: readonly K[];
  cells?: Partial<Record<K, Column<R>['renderCell']>>;
  /** These columns stay in view while the others scroll sideways, on grids from `from` pixels that are too narrow for all. */
  frozen?: { keys: readonly K[]; from: number };
  /** Takes the pixels rounding leaves, so the columns end at the grid's edge. */
  spare?: K;
};

/** How much wider than their least widths the columns are drawn (1 on a grid too narrow for them: it scrolls sideways). */
export function fitScale(widths: Record<string, number>, reserved: number, width: number) {
  const minimum = Object.values(widths).reduce((a, b) => a + b, reserved);
  return { scale: Math.max(1, width / minimum), minimum };
}

/** A list's data columns fitted to the grid's width, with their filter headers and cells (the field's text unless given). */
export function fittedColumns<R, K extends string>({ fields, widths, width, reserved = 0, header, filtered, cells = {}, frozen, spare }: Fit<R, K>): Column<R>[] {
  const { scale, minimum } = fitScale(widths, reserved, width);
  const freezing = !!frozen && width >= frozen.from && width < minimum;
  const sizes = fields.map(({ key }) => Math.floor(widths[key] * scale));
  const spareAt = spare ? fields.findIndex((f) => f.key === spare) : -1;
  if (scale > 1 && spareAt >= 0) sizes[spareAt]! += width - sizes.reduce((a, b) => a + b, reserved);
  return fields.map((field, i) => ({
    key: field.key,
    name: field.name,
    width: sizes[i]!,
    frozen: freezing && frozen.keys.includes(field.key),
    ...(header && (!filtered || filtered.includes(field.key)) && { renderHeaderCell: header }),
    renderCell: cells[field.key] ?? (({ row }) => field.text(row)),
  }));
}

/** The row actions column at the grid's end: never sorted or resized. */
export function actionsColumn<R>(width: number, render: (row: R) => ReactNode, name = 'Action'): Column<R> {
  return { key: 'actions', name, frozen: 'end', sortable: false, resizable: false, width, renderCell: ({ row }) => render(row) };
}

/** What a row of templates or plans can do: preview it, and for managers clone it and (while a draft) edit it. */
export type ApprovableActions<R> = { canWrite: boolean; edit: (row: R) => void; clone: (row: R) => void; preview: (row: R) => void };
type ActionKey = 'edit' | 'clone' | 'preview';
const ACTION_ICONS: Record<ActionKey, [title: string, icon: ReactNode]> = { edit: ['Edit', <EditIcon key="edit" />], clone: ['Clone', <CloneIcon key="clone" />], preview: ['Preview', <PreviewIcon key="preview" />] };

/**
 * The row buttons of a record approved once (shared/approval.ts), in the screen's order: an approved
 * record is never edited (spec §4), and a gap keeps each action in its place.
 */
export function ApprovableRowActions<R extends Approvable & { name: string }>({ row, actions, order }: { row: R; actions: ApprovableActions<R>; order: readonly ActionKey[] }) {
  return (
    <RowActions>
      {order.map((key) => {
        if (key !== 'preview' && !actions.canWrite) return null;
        if (key === 'edit' && !canEdit(row)) return <span key={key} className="gap" />;
        const [title, icon] = ACTION_ICONS[key];
        return (
          <button key={key} type="button" aria-label={`${title} ${row.name}`} title={title} onClick={() => actions[key](row)}>
            {icon}
          </button>
        );
      })}
    </RowActions>
  );
}

/**
 * An unvirtualized grid's pinned leading columns (at most three), kept in view by CSS instead of
 * react-data-grid's `frozen`, which draws them twice when virtualization is off
 * (Comcast/react-data-grid#4120). Pinned columns keep their width: each one's offset is the sum of
 * the widths before it, given as CSS variables for the grid's box.
 */
export function pinnedByCss<R>(columns: readonly Column<R>[]): { columns: Column<R>[]; vars: Record<string, string> } {
  const startFrozen = (c: Column<R>) => c.frozen === true || c.frozen === 'start';
  const leading = columns.findIndex((c) => !startFrozen(c));
  const count = Math.min(leading === -1 ? columns.length : leading, 3);
  const vars: Record<string, string> = {};
  let offset = 0;
  const shown = columns.map((column, i) => {
    if (i >= count) return startFrozen(column) ? { ...column, frozen: false } : column;
    if (i > 0) vars[`--pinned-${i}`] = `${offset}px`;
    offset += typeof column.width === 'number' ? column.width : 0;
    const classes = `pinned-cell pinned-${i}${i === count - 1 ? ' pinned-last' : ''}`;
    return { ...column, frozen: false, resizable: false, cellClass: classes, headerCellClass: classes, summaryCellClass: classes };
  });
  return { columns: shown, vars };
}
