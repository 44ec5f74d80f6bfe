import DOMPurify from 'dompurify';

// CMS HTML (articles, nav pages, site page intros) is sanitised on the client: the server only strips <script>
// (docs/domain/content.md), event handler attributes and javascript: URLs are this module's job. DOMPurify is
// imported only by the chunks of pages that render CMS HTML, never by the home page.

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
  // Without a DOM (the server render) DOMPurify cannot run. The HTML comes from the public API, whose allow-list
  // (apps/api-server/src/modules/content/html-sanitiser.ts) cleans it on every read, so the server renders it as
  // read; the browser runs DOMPurify again on every later render.
  if (!DOMPurify.isSupported) return html;
  ensureHooks();
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}
