import { useCallback, useState } from 'react';
import { orderMoves } from '../../../../shared/reorder';

type Stored = { id: number; order: number };

const storedOf = <T extends { id: number }>(items: T[]): Stored[] => items.map((item, index) => ({ id: item.id, order: (item as { order?: number }).order ?? index }));

/**
 * A saved list edited in place: adds, edits and deletes are saved at once by the sub-editor, while
 * the order is kept locally until the page Save sends the moves.
 */
export function useOrderedList<T extends { id: number }>(initial: T[]) {
  const [items, setItems] = useState(initial);
  const [stored, setStored] = useState(() => storedOf(initial));
  const added = useCallback((item: T) => {
    setItems((list) => [...list, item]);
    setStored((list) => [...list, { id: item.id, order: (item as { order?: number }).order ?? Math.max(-1, ...list.map((s) => s.order)) + 1 }]);
  }, []);
  const updated = useCallback((item: T) => setItems((list) => list.map((i) => (i.id === item.id ? item : i))), []);
  const removed = useCallback((item: T) => {
    setItems((list) => list.filter((i) => i.id !== item.id));
    setStored((list) => list.filter((s) => s.id !== item.id));
  }, []);
  const moves = orderMoves(stored, items.map((i) => i.id));
  return { items, setItems, added, updated, removed, moves, dirty: moves.length > 0, onSaved: (item: T, created: boolean) => (created ? added(item) : updated(item)) };
}

export type OrderedList<T extends { id: number }> = ReturnType<typeof useOrderedList<T>>;
