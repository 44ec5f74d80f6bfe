import type { NavItem } from '@forwarder/api-client';

/** Depth-first walk of the nav tree. */
export function flattenNav(items: NavItem[], depth = 0): Array<{ item: NavItem; depth: number }> {
  return items.flatMap((item) => [{ item, depth }, ...flattenNav(item.children, depth + 1)]);
}

export function findNav(items: NavItem[], id: string): NavItem | undefined {
  return flattenNav(items).find((entry) => entry.item.id === id)?.item;
}
