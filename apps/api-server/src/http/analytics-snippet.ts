import { randomBytes } from 'node:crypto';
import { escapeHtml } from './html-shell';

// The tenant's statistics snippet (Baidu Tongji, Google Analytics, CNZZ) as the server puts it into the public
// site's pages. The page's CSP has no 'unsafe-inline': each inline script runs because it carries the response's
// nonce, and each external script loads only when its origin is one the admin listed (the CSP names exactly those).
// External scripts never get the nonce — a nonce would let a script of any origin run.

/** `https://host[:port]`, or `http://` for a loopback host with a port (a local test server, never a real site). */
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
const LOOPBACK_HTTP_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

/** Whether `value` is an origin the CSP may list: exact scheme, host and port, nothing a CSP would read as a wildcard. */
export function isAnalyticsOrigin(value: string): boolean {
  if (!HTTPS_ORIGIN.test(value) && !LOOPBACK_HTTP_ORIGIN.test(value)) return false;
  const port = /:(\d+)$/.exec(value.replace(/^https?:\/\//, ''))?.[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

export interface SnippetScript {
  /** The external script's URL; null for an inline script. */
  src: string | null;
  /** Kept attributes other than src, already checked (async, defer, charset, type, id, crossorigin). */
  attributes: Record<string, string | true>;
  /** The inline code (empty for an external script). */
  code: string;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const KEPT_ATTRIBUTES = new Set(['async', 'defer', 'charset', 'type', 'id', 'crossorigin']);
/** Types a browser runs as classic scripts; any other type (a template, JSON) is data and left out. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The `<script>` elements of a snippet, in order; everything else (noscript pixels, comments, other markup) is left
 * out, so the snippet cannot add markup to the page. External scripts keep their URL whatever its origin: one
 * outside the allowed list is left for the CSP to block, where the browser reports it.
 */
export function snippetScripts(snippet: string): SnippetScript[] {
  const scripts: SnippetScript[] = [];
  for (const match of snippet.matchAll(SCRIPT)) {
    const attributes: Record<string, string | true> = {};
    let src: string | null = null;
    for (const attribute of (match[1] ?? '').matchAll(ATTRIBUTE)) {
      const name = (attribute[1] ?? '').toLowerCase();
      const value = attribute[2] ?? attribute[3] ?? attribute[4];
      if (name === 'src' && value !== undefined) src = value.trim();
      else if (KEPT_ATTRIBUTES.has(name)) attributes[name] = value ?? true;
    }
    const type = typeof attributes['type'] === 'string' ? attributes['type'].trim().toLowerCase() : '';
    if (!SCRIPT_TYPES.has(type)) continue;
    const code = src === null ? (match[2] ?? '') : '';
    if (src === null && !code.trim()) continue;
    // `<!--` followed by `<script` inside script code puts the HTML parser in a state where `</script>` no longer
    // ends the element, and the rest of the head (the app itself) would become script text.
    if (src === null && /<!--|<script/i.test(code)) continue;
    if (src !== null && !isFetchableUrl(src)) continue;
    scripts.push({ src, attributes, code });
  }
  return scripts;
}

/** http(s), protocol-relative or a path of this site: no `javascript:` or `data:` URL becomes a script. */
function isFetchableUrl(src: string): boolean {
  return /^(https?:)?\/\/[^/\\\s]/i.test(src) || /^\/[^/\\]/.test(src);
}


/** The snippet's scripts as HTML for the page's head: inline ones with the nonce, external ones without. */
export function renderSnippet(scripts: readonly SnippetScript[], nonce: string): string {
  return scripts
    .map((script) => {
      const attributes = Object.entries(script.attributes).map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`));
      if (script.src !== null) return `<script src="${escapeHtml(script.src)}"${attributes.join('')}></script>`;
      // The code came from between <script> and the first </script>, so it cannot close the element early.
      return `<script nonce="${nonce}"${attributes.join('')}>${script.code}</script>`;
    })
    .join('');
}

/** 128 random bits, base64: a nonce nobody can guess before the response is sent. */
export const newNonce = (): string => randomBytes(16).toString('base64');

export interface AnalyticsSettings {
  snippet: string;
  origins: readonly string[];
}

export interface PageAnalytics {
  /** HTML to put at the end of the page's head. */
  headHtml: string;
  /** The response's nonce, when the snippet has inline scripts. */
  nonce: string | null;
  /** The allowed origins (checked again here: the stored list may have been edited by hand). */
  origins: string[];
}

/** What one response of a public page adds for the analytics, with a fresh nonce. Null: no snippet. */
export function pageAnalytics(settings: AnalyticsSettings): PageAnalytics | null {
  const scripts = snippetScripts(settings.snippet);
  if (scripts.length === 0) return null;
  const nonce = scripts.some((s) => s.src === null) ? newNonce() : null;
  return {
    headHtml: renderSnippet(scripts, nonce ?? ''),
    nonce,
    origins: [...new Set(settings.origins.filter(isAnalyticsOrigin))],
  };
}
