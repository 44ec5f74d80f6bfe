import { withHeadHtml } from '../html-shell';

/** What the public site's server bundle rendered for one page (`renderPage` of apps/public-site/src/entry-server.tsx). */
export interface RenderedBody {
  /** `<html lang>` of the page's language. */
  htmlLang: string;
  /** Title, meta and link elements the page rendered. */
  head: string;
  /** The HTML of `#root`. */
  body: string;
  /** The query cache as JSON, `<` already escaped. */
  state: string;
}

const HTML_LANG = /<html\b([^>]*?)\s+lang="[^"]*"/i;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/i;
const ROOT = /<div id="root"><\/div>/;

/**
 * The built index.html with a rendered page in it: the page's language, its head elements in place of the shell's
 * title, its HTML in `#root` and its query cache in a JSON script element (data, not code: the CSP allows no inline
 * script). Throws when the shell has no empty `#root`, so a changed index.html fails loudly rather than half-rendered.
 */
export function pageDocument(shell: string, page: RenderedBody): string {
  if (!ROOT.test(shell)) throw new Error('index.html has no empty <div id="root"></div> to render into');
  const withLang = HTML_LANG.test(shell) ? shell.replace(HTML_LANG, (_, attributes: string) => `<html${attributes} lang="${page.htmlLang}"`) : shell;
  const head = page.head.includes('<title') ? withLang.replace(TITLE, '') : withLang;
  return withHeadHtml(head, page.head).replace(
    ROOT,
    () => `<div id="root">${page.body}</div><script type="application/json" id="ssr-state">${page.state}</script>`,
  );
}
