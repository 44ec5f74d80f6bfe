import { joinLocalePath, type Locale } from '@forwarder/i18n';
import { navItemPath } from '@forwarder/ui';
import type { SiteNav } from '@forwarder/api-client/ops';

// Where the console's Preview buttons lead: the public site itself, which shows drafts with `?preview=1` to staff
// (apps/public-site/src/app/preview.ts). The path of a nav item is the public site's own rule (navItemPath in
// libs/ui, the one implementation the header and footer use).

/** The nav item as the public site's link rule reads it (the contract's staff shape carries both names). */
const asNavItem = (item: SiteNav) => ({ ...item, displayName: item.displayNameZh, children: [] });

/** The public path of a nav item in a language; null for a show-sub-list group, which has no page. */
export const publicNavPath = (item: SiteNav, locale: Locale): string | null => navItemPath(asNavItem(item), locale);

/** True when the item leads off this site (an external link): nothing to preview. */
export const isExternal = (path: string): boolean => !path.startsWith('/');

/** A public path with the preview switched on. */
export const withPreview = (path: string): string => `${path}${path.includes('?') ? '&' : '?'}preview=1`;

/** The public home page in a language. */
export const homePath = (locale: Locale): string => joinLocalePath(locale, '/');
