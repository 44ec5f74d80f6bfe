// String edits of a built app's index.html before it is sent: the tenant's name and icon in every shell, the
// analytics snippet in the public site's. Pure, so the server-rendered pages can reuse them.

/** Text or attribute value made safe for HTML (both quote kinds, so it fits any attribute). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** `extraHeadHtml` just before `</head>` (at the start when the page has no head). */
export function withHeadHtml(html: string, extraHeadHtml: string): string {
  if (!extraHeadHtml) return html;
  const at = html.search(/<\/head\s*>/i);
  return at < 0 ? extraHeadHtml + html : html.slice(0, at) + extraHeadHtml + html.slice(at);
}

export interface TenantHead {
  siteName: string;
  /** The tenant's favicon URL; empty: /favicon.ico, where the server answers a built-in icon. */
  faviconUrl: string;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
// An icon link the build may carry (the dev placeholder): the tenant's replaces it.
const ICON_LINK = /<link\b(?=[^>]*\brel\s*=\s*["']?(?:shortcut\s+)?icon["'\s>])[^>]*>\s*/gi;

/**
 * The shell with the tenant's site name as its title and the tenant's favicon link, so a bookmark or tab of a
 * portal shows the tenant before the app's own title arrives.
 */
export function withTenantHead(html: string, tenant: TenantHead): string {
  const title = `<title>${escapeHtml(tenant.siteName)}</title>`;
  const page = TITLE.test(html) ? html.replace(TITLE, () => title) : withHeadHtml(html, title);
  const href = tenant.faviconUrl.trim() || '/favicon.ico';
  return withHeadHtml(page.replace(ICON_LINK, ''), `<link rel="icon" href="${escapeHtml(href)}">`);
}
