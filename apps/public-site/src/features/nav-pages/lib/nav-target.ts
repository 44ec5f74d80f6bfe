import type { NavItem } from '@forwarder/api-client';

/**
 * Where a navigation item leads (spec section 2, "Navigation items turned into paths"), as an unprefixed path:
 * `route` for this app's router, `document` for another app (full page load), `external` for other sites.
 */
export type NavTarget =
  | { kind: 'route'; path: string }
  | { kind: 'document'; path: string }
  | { kind: 'external'; href: string; newTab: boolean };

const SITE_PAGE_PATHS: Partial<Record<number, NavTarget>> = {
  11: { kind: 'route', path: '/' },
  21: { kind: 'document', path: '/user/order' },
  22: { kind: 'document', path: '/user/order' },
  23: { kind: 'route', path: '/site/tracking' },
  24: { kind: 'route', path: '/site/tracking-detail' },
  41: { kind: 'route', path: '/site/contact-us' },
};

export function navTarget(item: NavItem): NavTarget | null {
  const { linkData } = item;
  switch (item.navType) {
    case 1:
    case 4:
      return { kind: 'route', path: `/nav/${item.id}` };
    case 2:
      return item.sitePage === null ? null : (SITE_PAGE_PATHS[item.sitePage] ?? { kind: 'route', path: '/site' });
    case 3:
      return linkData.url ? { kind: 'external', href: linkData.url, newTab: linkData.openInNewTab } : null;
    case 11:
    case 12:
      return linkData.categoryId ? { kind: 'route', path: `/list/${linkData.categoryId}` } : { kind: 'route', path: '/list' };
    case 21:
      return linkData.tag ? { kind: 'route', path: `/article?tag=${encodeURIComponent(linkData.tag)}` } : null;
    case 31:
      return { kind: 'route', path: '/article' };
    case 32:
      return linkData.articleId ? { kind: 'route', path: `/article/${linkData.articleId}` } : null;
    case 41:
      return item.navId ? { kind: 'route', path: `/nav/${item.navId}` } : null;
    default:
      return null;
  }
}

/** Depth-first walk of the nav tree. */
export function flattenNav(items: NavItem[], depth = 0): Array<{ item: NavItem; depth: number }> {
  return items.flatMap((item) => [{ item, depth }, ...flattenNav(item.children, depth + 1)]);
}

export function findNav(items: NavItem[], id: string): NavItem | undefined {
  return flattenNav(items).find((entry) => entry.item.id === id)?.item;
}
