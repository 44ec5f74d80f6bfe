import { escapeHtml, withHeadHtml, withTenantHead } from './html-shell';

const SHELL = '<!doctype html>\n<html lang="zh-Hans">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Forwarder</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';

describe('withTenantHead', () => {
  it("puts the tenant's name in the title and its icon link in the head", () => {
    const page = withTenantHead(SHELL, { siteName: '环宇国际物流 Globe Freight', faviconUrl: '/api/f/assets/favicon.svg' });
    expect(page).toContain('<title>环宇国际物流 Globe Freight</title>');
    expect(page).not.toContain('Forwarder');
    expect(page).toMatch(/<link rel="icon" href="\/api\/f\/assets\/favicon.svg"><\/head>/);
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes both, so a name or URL cannot add markup', () => {
    const page = withTenantHead(SHELL, { siteName: '</title><script>alert(1)</script>', faviconUrl: '/x.png"><script>alert(2)</script>' });
    expect(page).not.toContain('<script>');
    expect(page).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(page).toContain('<link rel="icon" href="/x.png&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;">');
  });

  it('takes `$` patterns in the name literally', () => {
    expect(withTenantHead(SHELL, { siteName: "$& $' $1", faviconUrl: '' })).toContain("<title>$&amp; $&#39; $1</title>");
  });

  it('replaces an icon link the build carries, links /favicon.ico when the tenant has no icon, and adds a missing title', () => {
    const withIcon = SHELL.replace('</head>', '<link rel="shortcut icon" href="/vite.svg" />\n<link rel="stylesheet" href="/a.css"></head>');
    const page = withTenantHead(withIcon, { siteName: 'S', faviconUrl: '  ' });
    expect(page).not.toContain('/vite.svg');
    expect(page).toContain('<link rel="stylesheet" href="/a.css">');
    expect(page).toContain('<link rel="icon" href="/favicon.ico">');
    expect(withTenantHead('<html><head></head></html>', { siteName: 'S', faviconUrl: '/i.png' })).toBe(
      '<html><head><title>S</title><link rel="icon" href="/i.png"></head></html>',
    );
  });
});

describe('withHeadHtml', () => {
  it('inserts before </head>, or at the start of a page without one', () => {
    expect(withHeadHtml('<head><meta></HEAD><body>', '<x>')).toBe('<head><meta><x></HEAD><body>');
    expect(withHeadHtml('<body>', '<x>')).toBe('<x><body>');
    expect(withHeadHtml('<head></head>', '')).toBe('<head></head>');
  });

  it('escapes every character that could end a text or attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;');
  });
});
