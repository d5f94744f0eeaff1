import { describe, expect, it } from '@jest/globals';
import { changedFields } from '../../shared/changed-fields';
import { canMove, moveItem, orderMoves, ordersUnique } from '../../shared/reorder';

describe('up/down reordering', () => {
  it('swaps neighbours; the first cannot go up and the last cannot go down', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect([canMove(0, 3, -1), canMove(0, 3, 1), canMove(2, 3, 1), canMove(2, 3, -1), canMove(0, 1, 1)]).toEqual([false, true, false, true, false]);
  });
});

/** Applies moves the way the server's change_order does: place the item, renumber the rest. */
function applyMoves(stored: { id: number; order: number }[], moves: { id: number; order: number }[]) {
  const ids = [...stored].sort((a, b) => a.order - b.order || a.id - b.id).map((i) => i.id);
  for (const m of moves) {
    ids.splice(ids.indexOf(m.id), 1);
    ids.splice(m.order, 0, m.id);
  }
  return ids;
}

describe('orderMoves', () => {
  const stored = [
    { id: 10, order: 0 },
    { id: 11, order: 1 },
    { id: 12, order: 2 },
    { id: 13, order: 3 },
  ];

  it('needs no call when nothing moved', () => {
    expect(orderMoves(stored, [10, 11, 12, 13])).toEqual([]);
  });

  it('reaches any wanted order with the server’s one-item moves', () => {
    for (const wanted of [[13, 10, 11, 12], [11, 10, 12, 13], [13, 12, 11, 10], [10, 12, 13, 11]]) {
      const moves = orderMoves(stored, wanted);
      expect(applyMoves(stored, moves)).toEqual(wanted);
      expect(moves.length).toBeLessThan(wanted.length);
    }
  });

  it('renumbers every item by position when stored orders repeat', () => {
    const repeated = [
      { id: 1, order: 0 },
      { id: 2, order: 0 },
      { id: 3, order: 5 },
    ];
    expect(ordersUnique(repeated)).toBe(false);
    expect(orderMoves(repeated, [1, 2, 3])).toEqual([
      { id: 1, order: 0 },
      { id: 2, order: 1 },
      { id: 3, order: 2 },
    ]);
  });

  it('ignores ids that are not stored (deleted meanwhile)', () => {
    expect(applyMoves(stored, orderMoves(stored, [99, 12, 10, 11, 13]))).toEqual([12, 10, 11, 13]);
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose value changed', () => {
    expect(changedFields({ name: 'A', city: 'Austin', lat: 1 }, { name: 'A', city: 'Dallas', lat: 2 })).toEqual({ city: 'Dallas', lat: 2 });
    expect(changedFields({ name: 'A' }, { name: 'A' })).toEqual({});
  });
});
