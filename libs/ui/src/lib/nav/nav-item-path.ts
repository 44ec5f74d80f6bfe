import { NavType, SitePage } from '@forwarder/contracts/api-f';
import { DEFAULT_LOCALE, joinLocalePath, type Locale } from '@forwarder/i18n';

/**
 * The fields of a navigation item this lib reads. Structural on purpose: `libs/ui` cannot import
 * the API client, and the contract's `NavItem` is assignable to it.
 */
export interface NavItemLike {
  id: string;
  navId: string | null;
  navType: number;
  sitePage: number | null;
  displayName: string;
  linkData: {
    url: string | null;
    categoryId: string | null;
    articleId: string | null;
    openInNewTab: boolean;
  };
  children: NavItemLike[];
}

/**
 * Where a navigation item leads.
 * - `route`: a page of the public site (client-side navigation);
 * - `document`: a page of another app (`/user/...`): a full page load;
 * - `external`: another site (`newTab` from the item's link data).
 */
export interface NavTarget {
  kind: 'route' | 'document' | 'external';
  href: string;
  newTab: boolean;
}

const enc = encodeURIComponent;

/** The unprefixed path of an item (spec section 2 "Navigation items turned into paths"); null for a group. */
function unprefixedPath(item: NavItemLike): string | null {
  switch (item.navType) {
    case NavType.Content:
      return `/nav/${enc(item.id)}`;
    case NavType.ArticleCategory:
      return item.linkData.categoryId ? `/list/${enc(item.linkData.categoryId)}` : '/list';
    case NavType.NavDetail:
      return item.navId ? `/nav/${enc(item.navId)}` : '/nav';
    case NavType.ArticleDetail:
      return item.linkData.articleId ? `/article/${enc(item.linkData.articleId)}` : '/article';
    case NavType.ArticleList:
      return '/article';
    case NavType.ShowSubList:
      return null;
    case NavType.SitePage:
      switch (item.sitePage) {
        case SitePage.Home:
          return '/';
        case SitePage.OrderTracking:
          return '/site/tracking';
        case SitePage.ContactUs:
          return '/site/contact-us';
        case SitePage.OrderSubmit:
        case SitePage.OrderPrint:
          return '/user/order';
        default:
          return '/';
      }
    default:
      return '/';
  }
}

/** True for paths served by another app (member/merchant portals): links to them are full page loads. */
function isOtherAppPath(path: string): boolean {
  return /^\/(user|merchant)(\/|$)/.test(path);
}

/**
 * Where a navigation item leads in the given language, or null for a show-sub-list group (4),
 * which has no page of its own. Used by the header, the mobile menu and the footer.
 */
export function navItemTarget(item: NavItemLike, locale: Locale = DEFAULT_LOCALE): NavTarget | null {
  if (item.navType === NavType.ExternalLink) {
    const url = item.linkData.url?.trim();
    if (url) return { kind: 'external', href: url, newTab: item.linkData.openInNewTab };
    return { kind: 'route', href: joinLocalePath(locale, '/'), newTab: false };
  }
  const path = unprefixedPath(item);
  if (path === null) return null;
  return {
    kind: isOtherAppPath(path) ? 'document' : 'route',
    href: joinLocalePath(locale, path),
    newTab: false,
  };
}

/** The href of a navigation item in the given language (null for a group); see `navItemTarget`. */
export function navItemPath(item: NavItemLike, locale: Locale = DEFAULT_LOCALE): string | null {
  return navItemTarget(item, locale)?.href ?? null;
}
