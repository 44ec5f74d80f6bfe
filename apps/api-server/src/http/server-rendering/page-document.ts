import { withHeadHtml } from '../html-shell';

/** What the public site's server bundle rendered for one page (`renderPage` of apps/public-site/src/entry-server.tsx). */
export interface RenderedBody {
  /** `<html lang>` of the page's language. */
  htmlLang: string;
  /** Title, meta and link elements the page rendered. */
  head: string;
  /** The HTML of `#root`. */
  body: string;
  /** The query cache in its JSON script element (made by the renderer, which also reads it back in the browser). */
  stateElement: string;
}

const HTML_LANG = /<html\b([^>]*?)\s+lang="[^"]*"/i;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** The public site's boot script (apps/public-site/public/boot.js). */
const BOOT_SCRIPT = '/boot.js';

/**
 * The shell's module script and preloads, deferred: the page is readable without them, so `boot.js` fetches them
 * after the first paint (the entry and its chunks are named in its data attributes, not in an inline script).
 */
export function deferScripts(shell: string): string {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) return shell;
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot = `<script type="module" src="${BOOT_SCRIPT}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return shell.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => boot);
}
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/i;
const ROOT = /<div id="root"><\/div>/;

/**
 * The built index.html with a rendered page in it: the page's language, its head elements in place of the shell's
 * title, its HTML in `#root`, its query cache in a JSON script element (data, not code: the CSP allows no inline
 * script) and its scripts deferred until it has painted. Throws when the shell has no empty `#root`, so a changed
 * index.html fails loudly rather than half-rendered.
 */
export function pageDocument(shell: string, page: RenderedBody): string {
  if (!ROOT.test(shell)) throw new Error('index.html has no empty <div id="root"></div> to render into');
  const deferred = deferScripts(shell);
  const withLang = HTML_LANG.test(deferred) ? deferred.replace(HTML_LANG, (_, attributes: string) => `<html${attributes} lang="${page.htmlLang}"`) : deferred;
  const head = page.head.includes('<title') ? withLang.replace(TITLE, '') : withLang;
  return withHeadHtml(head, page.head).replace(
    ROOT,
    () => `<div id="root">${page.body}</div>${page.stateElement}`,
  );
}
