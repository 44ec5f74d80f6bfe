import type { SiteNav } from '@forwarder/api-client/ops';

/** An item of the tree with its depth (0 = top level), in display order: a flat view for selects and lists. */
export interface FlatNav {
  item: SiteNav;
  depth: number;
}

export function flattenSiteNav(items: readonly SiteNav[], depth = 0): FlatNav[] {
  return items.flatMap((item) => [{ item, depth }, ...flattenSiteNav(item.children, depth + 1)]);
}

/** The ids of an item and everything under it: none of them can become its parent. */
export function subtreeIds(item: SiteNav): Set<string> {
  return new Set(flattenSiteNav([item]).map(({ item: i }) => i.id));
}

/** An item's name as a select option shows it: indented by depth, both languages. */
export const optionLabel = ({ item, depth }: FlatNav): string => `${'\u00a0\u00a0'.repeat(depth)}${item.displayNameZh} / ${item.displayNameEn}`;
