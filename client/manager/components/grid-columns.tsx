import type { RenderHeaderCellProps } from 'react-data-grid';
import { renderHeaderCell } from 'react-data-grid';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** A sortable header over its filter (a text box, or a select of fixed choices). */
const Head = styled.div`
  display: grid;
  gap: 4px;
  line-height: 1.2;
  padding: 6px 0;
  input, select { font: inherit; font-weight: 400; font-size: 0.8rem; padding: 3px 6px; border: 1px solid ${theme.color.border}; border-radius: 4px; width: 100%; background: #fff; }
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
};

/** The header renderer of filterable columns: 'Filter {column}' boxes that keep their clicks and keys from the sort. */
export function filterHeader<Row, K extends string>({ filters, setFilter, choices = {} }: FilterState<K>) {
  return function Header(props: RenderHeaderCellProps<Row>) {
    const key = props.column.key as K;
    const label = `Filter ${String(props.column.name)}`;
    const value = filters[key] ?? '';
    const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
    const keep = { onClick: stop, onKeyDown: stop };
    const options = choices[key];
    return (
      <Head>
        <span>{renderHeaderCell(props)}</span>
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
