import DOMPurify from 'dompurify';

// CMS HTML (articles, nav pages, site page intros) that the browser renders itself is sanitised here too, after the
// public API's allow-list: event handler attributes, javascript: URLs and new-tab openers are cut again. DOMPurify is
// loaded (a dynamic import by ../components/safe-html.tsx) only for HTML the browser renders itself, never for a page
// the server rendered (issue 28).

let hooked = false;

function ensureHooks() {
  if (hooked) return;
  hooked = true;
  // Links opening a new tab must not hand the opener to the target page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- attribute value, not UI text
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  // Without a DOM DOMPurify cannot run (SafeHtml never calls this on the server: it renders the public API's HTML,
  // which its allow-list, apps/api-server/src/modules/content/html-sanitiser.ts, cleans on every read).
  if (!DOMPurify.isSupported) return html;
  ensureHooks();
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}
