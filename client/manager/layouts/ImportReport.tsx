import { styled } from 'styled-components';
import { LAYOUT_IMPORT_MESSAGES } from '../../../shared/messages';
import { theme } from '../../ui/theme';
import type { ImportRowProblem } from '../../../shared/layouts/import-rows';

/** What an import came to: the beds imported, or the first bad rows and how many more (and nothing imported). */
export type ImportOutcome = { kind: 'imported'; count: number } | { kind: 'refused'; detail: string; rows: ImportRowProblem[]; more: number };

const Box = styled.div<{ $ok: boolean }>`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border-radius: ${theme.radius};
  background: ${({ $ok }) => ($ok ? '#E3F4DC' : '#FFF0F6')};
  color: ${({ $ok }) => ($ok ? '#22600A' : '#8E0F41')};
  p { margin: 0; font-weight: 600; }
  ol { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; max-height: 180px; overflow: auto; font-size: 0.9rem; }
  li { display: grid; grid-template-columns: 4.5em 1fr; gap: 8px; }
  li b { font-variant-numeric: tabular-nums; }
  li[data-more] { display: block; font-style: italic; }
`;

/** The report under the import form. */
export function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  if (outcome.kind === 'imported')
    return (
      <Box $ok role="status" data-testid="import-report">
        <p>{LAYOUT_IMPORT_MESSAGES.imported(outcome.count)}</p>
      </Box>
    );
  const { more } = outcome;
  return (
    <Box $ok={false} role="alert" data-testid="import-report">
      <p>{outcome.detail}</p>
      {outcome.rows.length > 0 && (
        <ol aria-label="Rows with errors">
          {outcome.rows.map((r) => (
            <li key={r.row}>
              <b>Row {r.row}</b>
              <span>{r.messages.join(' ')}</span>
            </li>
          ))}
          {more > 0 && <li data-more>…and {more.toLocaleString('en-US')} more rows.</li>}
        </ol>
      )}
    </Box>
  );
}
