import { MoveDirection } from '@forwarder/contracts/api-ops';

/** Gap between renumbered sort values: room to insert by hand in SQL without renumbering again. */
export const SORT_STEP = 10;

interface Sorted {
  id: string;
  sort: number;
}

export const byDisplayOrder = (a: Sorted, b: Sorted): number => Number(a.sort) - Number(b.sort) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The new sort values of a group of siblings after moving one of them a place up or down: all of them renumbered
 * 10, 20, 30… in the new order, so seeded or hand-written equal values cannot make a move a no-op. Null when the
 * item is already first (up) or last (down).
 */
export function movedOrder(siblings: readonly Sorted[], id: string, direction: MoveDirection): Sorted[] | null {
  const ordered = [...siblings].sort(byDisplayOrder);
  const from = ordered.findIndex((s) => s.id === id);
  const to = direction === MoveDirection.Up ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ordered.length) return null;
  const [item] = ordered.splice(from, 1);
  if (item) ordered.splice(to, 0, item);
  return ordered.map((s, i) => ({ id: s.id, sort: (i + 1) * SORT_STEP }));
}

/** The sort value that puts a new item last among its siblings. */
export const lastSort = (siblings: readonly Sorted[]): number =>
  siblings.reduce((max, s) => Math.max(max, Number(s.sort)), 0) + SORT_STEP;
