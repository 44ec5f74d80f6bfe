import { joinLocalePath, type Locale } from '@forwarder/i18n';

/**
 * Where a page-content `linkUrl` (a site path or an absolute URL) leads: a router path inside this app, a full page
 * load into another app (/user, /merchant: their own bundles and guards), or an external site.
 */
export type ContentTarget =
  | { kind: 'route'; to: string }
  | { kind: 'document'; href: string }
  | { kind: 'external'; href: string };

const OTHER_APPS = /^\/(user|merchant)(\/|$|\?)/;

export function contentTarget(linkUrl: string | null | undefined, locale: Locale): ContentTarget | null {
  const url = linkUrl?.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url };
  if (!url.startsWith('/')) return null;
  if (OTHER_APPS.test(url)) return { kind: 'document', href: joinLocalePath(locale, url) };
  return { kind: 'route', to: joinLocalePath(locale, url) };
}
