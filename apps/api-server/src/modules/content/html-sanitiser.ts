import sanitize from 'sanitize-html';

// The server's allow-list for CMS HTML (articles, nav content pages). It runs when staff save HTML and again on
// every public read, so rows written before it existed (or straight into the database) are cleaned too. The list is
// what the console's Tiptap editor produces (starter kit + image + links); anything else is dropped, not escaped:
// a visitor never needs to see markup an editor could not have made. Browsers still run DOMPurify before rendering
// HTML the server did not render into the page (apps/public-site SafeHtml).

/** Links: web, mail and same-site paths only (no javascript:, data:, vbscript:, file:...). */
const LINK_SCHEMES = ['http', 'https', 'mailto'];
/** Images: web and same-site paths only (data: images can carry SVG scripts in old browsers and bloat rows). */
const IMAGE_SCHEMES = ['http', 'https'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li',
    'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'a', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  // Protocol-relative `//evil.example` is another site: only http(s) with a scheme, or paths on this site.
  allowProtocolRelative: false,
  // Script-carrying elements lose their text too (a bare `alert(1)` paragraph is noise, not content).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs['href'] ?? '';
      const external = /^(https?:)?\/\//i.test(href.trim());
      const attrs: sanitize.Attributes = { ...attribs };
      if (external) {
        // A new tab without rel would hand the page a window.opener; the editor's external links open in a new tab.
        attrs['target'] = '_blank';
        attrs['rel'] = 'noopener noreferrer';
      } else {
        delete attrs['target'];
        delete attrs['rel'];
      }
      return { tagName, attribs: attrs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

/** The HTML reduced to the editor's allow-list; safe to store and to hand to any client. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
