/** Up/down reordering of sub-editor lists, and the moves that persist an order on Save. */

export type Direction = -1 | 1;

/** The first item cannot go up and the last cannot go down. */
export function canMove(index: number, length: number, direction: Direction): boolean {
  const target = index + direction;
  return index >= 0 && index < length && target >= 0 && target < length;
}

/** Swaps the item with its neighbour; the same list when the move is not possible. */
export function moveItem<T>(items: readonly T[], index: number, direction: Direction): T[] {
  if (!canMove(index, items.length, direction)) return [...items];
  const next = [...items];
  [next[index], next[index + direction]] = [next[index + direction]!, next[index]!];
  return next;
}

/** Whether every item has its own order value (otherwise all are renumbered by position). */
export function ordersUnique(items: readonly { order: number }[]): boolean {
  return new Set(items.map((i) => i.order)).size === items.length;
}

/**
 * The `change_order` calls that turn the stored order into the wanted one. Each call puts one item
 * at a position and renumbers the rest (as the server does), so the moves are simulated in turn.
 * When stored orders repeat, every item is placed, which renumbers them all by position.
 */
export function orderMoves(stored: readonly { id: number; order: number }[], wanted: readonly number[]): { id: number; order: number }[] {
  const current = [...stored].sort((a, b) => a.order - b.order || a.id - b.id).map((i) => i.id);
  const target = wanted.filter((id) => current.includes(id));
  const renumberAll = !ordersUnique(stored);
  const moves: { id: number; order: number }[] = [];
  target.forEach((id, position) => {
    if (!renumberAll && current[position] === id) return;
    current.splice(current.indexOf(id), 1);
    current.splice(position, 0, id);
    moves.push({ id, order: position });
  });
  return moves;
}
