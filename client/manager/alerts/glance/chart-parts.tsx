import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/** A chart: a titled figure (the title names it for screen readers too). */
export const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 16px 18px;
  figcaption { font-weight: 700; font-size: 1.05rem; }
  .intro { margin: 2px 0 12px; color: ${theme.color.muted}; font-size: 0.9rem; }
  .empty { margin: 0; color: ${theme.color.muted}; }
`;

/** A colour square beside a value, for the eye only (the text names the value). */
export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
  flex: none;
`;

type TableProps = { caption: string; head: readonly string[]; rows: readonly (readonly [string, ...ReactNode[]])[] };

/** A chart's text equivalent: its figures as a table that screen readers read and nobody sees. */
export function ChartTable({ caption, head, rows }: TableProps) {
  return (
    // The table inside the hidden box: a table widens to its cells, whatever width it is given.
    <VisuallyHidden as="div">
      <table data-testid="chart-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
