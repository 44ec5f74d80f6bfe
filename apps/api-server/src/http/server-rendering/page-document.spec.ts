import { pageDocument } from './page-document';

const SHELL =
  '<!doctype html><html lang="zh-Hans"><head><meta charset="UTF-8" /><title>Globe</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/chunk-1.js"></head><body><div id="root"></div></body></html>';

describe('pageDocument', () => {
  const page = { htmlLang: 'en', head: '<title>News - Globe</title><meta name="description" content="d"/>', body: '<main>Hi</main>', stateElement: '<script type="application/json" id="ssr-state">{"queries":[]}</script>' };

  it("puts the page's language, head, body and state into the shell", () => {
    const html = pageDocument(SHELL, page);
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>News - Globe</title><meta name="description" content="d"/></head>');
    expect(html).toContain('<div id="root"><main>Hi</main></div><script type="application/json" id="ssr-state">{"queries":[]}</script>');
    expect(html).toContain('<script type="module" src="/boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/chunk-1.js"></script>');
    expect(html).not.toContain('modulepreload');
  });

  it("keeps the shell's title when the page rendered none", () => {
    expect(pageDocument(SHELL, { ...page, head: '' })).toContain('<title>Globe</title>');
  });

  it('takes `$` in the content literally', () => {
    expect(pageDocument(SHELL, { ...page, body: "<p>$& $' $1</p>" })).toContain("<div id=\"root\"><p>$& $' $1</p></div>");
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => pageDocument('<html><body><div id="app"></div></body></html>', page)).toThrow(/#?root/);
  });
});
