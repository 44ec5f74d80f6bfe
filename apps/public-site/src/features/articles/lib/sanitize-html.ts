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
  // Without a DOM (server rendering) DOMPurify cannot sanitise: render nothing rather than unsanitised HTML.
  if (!DOMPurify.isSupported) return '';
  ensureHooks();
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}
