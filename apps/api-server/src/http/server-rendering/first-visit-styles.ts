import type { SharedStylesheet } from './server-bundle';

/** Names this build's shared stylesheets in the visitor's browser: set on the page that wrote them in. */
export const STYLES_COOKIE = 'fwd_styles';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * A visitor's first page carries the shared stylesheets written in; every later page links them (docs/decisions.md,
 * "Issue 28: the global sheet inline on a first visit"). Measured in Lighthouse: a first page whose paint waited for
 * the linked sheet showed its text 1.2–2.3 s after navigation in 3 of 4 runs, against 0.2–0.35 s with it written in.
 * The cookie names the sheets by their content-hashed paths, so a new build's sheets count as not yet loaded.
 */
export interface FirstVisitStyles {
  /** Whether the request's cookies say the browser was given this build's sheets. */
  known(cookieHeader: string | undefined): boolean;
  /** The page with every shared sheet written in place of its link. */
  inline(html: string): string;
  /** The Set-Cookie value that marks the sheets as given. */
  setCookie: string;
}

export function firstVisitStyles(sheets: readonly SharedStylesheet[], origin: string): FirstVisitStyles | null {
  if (sheets.length === 0) return null;
  // `/assets/global-<hash>.css` → `global-<hash>`: cookie-safe characters ([\w-]).
  const id = sheets.map((sheet) => sheet.path.replace(/^.*\//, '').replace(/\.css$/, '')).join('.');
  const secure = origin.startsWith('https:') ? '; Secure' : '';
  const pattern = new RegExp(`(?:^|;\\s*)${STYLES_COOKIE}=([^;]*)`);
  return {
    known: (cookieHeader) => pattern.exec(cookieHeader ?? '')?.[1] === id,
    inline: (html) => sheets.reduce((page, sheet) => page.replace(sheet.linked, () => sheet.inline), html),
    setCookie: `${STYLES_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  };
}
