import type { PublishedPage, PublishedPages } from '../site-sources';

// sitemaps.org 0.9 with hreflang alternates (xhtml:link), one <url> per page and language. Every page is served in
// both languages (an article written in one language only is shown in it under either prefix, with a notice), so
// both are listed (docs/decisions.md, "Issue 15: sitemap").

/** The public site's pages that are not content rows, as the app manifest names them. */
export const STATIC_PAGES = ['/', '/article', '/list', '/nav', '/site', '/site/contact-us', '/site/tracking', '/site/quote'] as const;

const LANGUAGES = [
  { hreflang: 'zh-Hans', prefix: '' },
  { hreflang: 'en', prefix: '/en' },
] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** W3C Datetime to the second in UTC (what sitemaps.org asks for); null for a value that is no date. */
export function w3cDate(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `/en` + path, without the trailing slash `/en/` would have. */
const inLanguage = (prefix: string, path: string) => (prefix && path === '/' ? prefix : prefix + path);

interface Entry {
  path: string;
  lastModified: string | null;
}

function urlElements(origin: string, entry: Entry): string[] {
  const href = (prefix: string) => escapeXml(origin + inLanguage(prefix, entry.path));
  const lastmod = entry.lastModified ? w3cDate(entry.lastModified) : null;
  const alternates = [
    ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${href(l.prefix)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href('')}"/>`,
  ].join('');
  return LANGUAGES.map(
    (language) => `<url><loc>${href(language.prefix)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
  );
}

export function sitemapXml(origin: string, pages: PublishedPages): string {
  const rows = (base: string, list: PublishedPage[]): Entry[] =>
    list.map((p) => ({ path: `${base}/${encodeURIComponent(p.id)}`, lastModified: p.lastModified }));
  const content = [...rows('/article', pages.articles), ...rows('/list', pages.categories), ...rows('/nav', pages.navs)];
  // The static pages list the newest content (home's news, the lists), so they change when any of it does.
  const newest = content.reduce<string | null>((at, e) => (e.lastModified && (!at || Date.parse(e.lastModified) > Date.parse(at)) ? e.lastModified : at), null);
  const entries = [...STATIC_PAGES.map((path) => ({ path, lastModified: newest })), ...content];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) => urlElements(origin, entry)),
    '</urlset>',
    '',
  ].join('\n');
}
