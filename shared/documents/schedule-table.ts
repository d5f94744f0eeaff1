import { escapeHtml } from '../escape-html';
import type { DocNode } from './types';

/** One entry of a chosen plan as a lease prints it: money as text, nothing where zero; `total` is the running total. */
export type ScheduleTableRow = { due: string; description: string; charge: string; credit: string; total: string };
/** A chosen plan's entries in ledger order, and the sums of its charges, credits and both. */
export type ScheduleTable = { rows: ScheduleTableRow[]; foot: { charge: string; credit: string; total: string } };

/** The variable that prints the chosen plan's schedule: as a table where it stands alone in a paragraph. */
export const SCHEDULE_VARIABLE = 'payment_schedule';
export const SCHEDULE_HEADINGS = { due: 'Due', description: 'Description', charge: 'Charge', credit: 'Credit', total: 'Total' } as const;
export const SCHEDULE_FOOT_LABEL = 'Total of the plan';

const isBlank = (node: DocNode) => node.type === 'hardBreak' || (node.type === 'text' && !(node.text ?? '').trim());

/**
 * Whether a paragraph holds the payment schedule variable and nothing else (spaces aside): such a
 * paragraph prints the schedule as a table (a table cannot sit inside a line of text, so anywhere
 * else the variable prints as one line: scheduleText).
 */
export function isScheduleParagraph(node: DocNode): boolean {
  if (node.type !== 'paragraph') return false;
  const content = (node.content ?? []).filter((child) => !isBlank(child));
  return content.length === 1 && content[0]!.type === 'variable' && content[0]!.attrs?.key === SCHEDULE_VARIABLE;
}

/** The schedule as one line of text (a message, or the variable inside a sentence): "Due Today: Application fee, charge $50.00; …". */
export function scheduleText(table: ScheduleTable): string {
  const entries = table.rows.map((r) => `${r.due}: ${r.description}, ${[r.charge && `charge ${r.charge}`, r.credit && `credit ${r.credit}`].filter(Boolean).join(', ')}`);
  return entries.length ? `${entries.join('; ')}; total ${table.foot.total}` : '';
}

/** The schedule as an HTML table, every text escaped. */
export function scheduleTableHtml(table: ScheduleTable): string {
  const h = SCHEDULE_HEADINGS;
  const cells = (r: ScheduleTableRow) => [r.due, r.description, r.charge, r.credit, r.total].map((text, i) => `<td${i > 1 ? ' class="money"' : ''}>${escapeHtml(text)}</td>`).join('');
  return (
    `<table class="doc-schedule"><thead><tr>${[h.due, h.description, h.charge, h.credit, h.total].map((t) => `<th scope="col">${t}</th>`).join('')}</tr></thead>` +
    `<tbody>${table.rows.map((r) => `<tr>${cells(r)}</tr>`).join('')}</tbody>` +
    `<tfoot><tr><th scope="row" colspan="2">${SCHEDULE_FOOT_LABEL}</th>${[table.foot.charge, table.foot.credit, table.foot.total].map((t) => `<td class="money">${escapeHtml(t)}</td>`).join('')}</tr></tfoot></table>`
  );
}
