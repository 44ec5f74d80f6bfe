import { isAnalyticsOrigin, pageAnalytics, snippetScripts } from './analytics-snippet';

// The snippet as the server rebuilds it for a page, and the origins a CSP may list.

describe('analytics origins', () => {
  it.each(['https://hm.baidu.com', 'https://www.googletagmanager.com', 'https://s4.cnzz.com:8443', 'http://127.0.0.1:3233', 'http://localhost:8080', 'http://[::1]:9000'])(
    'accepts %s',
    (origin) => expect(isAnalyticsOrigin(origin)).toBe(true),
  );

  it.each([
    'http://hm.baidu.com',
    'http://127.0.0.1',
    'https://hm.baidu.com/',
    'https://hm.baidu.com/hm.js',
    'https://*.baidu.com',
    "'unsafe-inline'",
    'https://hm.baidu.com; script-src *',
    'https://hm.baidu.com:0',
    'https://hm.baidu.com:65536',
    'https://-bad.example',
    'HTTPS://HM.BAIDU.COM',
    'data:',
    '*',
  ])('refuses %s', (origin) => expect(isAnalyticsOrigin(origin)).toBe(false));
});

describe('snippet scripts', () => {
  it('keeps script elements only, in order, with their allowed attributes', () => {
    const scripts = snippetScripts(
      [
        '<script type="text/javascript">var _czc = _czc || [];</script>',
        '<SCRIPT src=\'//s4.cnzz.com/z_stat.php?id=1&web_id=1\' charset="utf-8" onload="alert(1)"></SCRIPT>',
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
        '<script src="data:text/javascript,alert(1)"></script>',
        '<script>   </script>',
        '<script>document.write("<!--<script>")</script>',
        '<script src="/stats/site.js" defer></script>',
        '<noscript><img src="https://hm.baidu.com/hm.gif"></noscript>',
      ].join('\n'),
    );
    expect(scripts).toEqual([
      { src: null, attributes: { type: 'text/javascript' }, code: 'var _czc = _czc || [];' },
      { src: '//s4.cnzz.com/z_stat.php?id=1&web_id=1', attributes: { charset: 'utf-8' }, code: '' },
      { src: '/stats/site.js', attributes: { defer: true }, code: '' },
    ]);
  });

  it('gives inline scripts the nonce and external ones none, escaping attribute values', () => {
    const page = pageAnalytics({ snippet: '<script>a()</script><script async src="https://x.example/a.js?b=1&c=&quot;2"></script>', origins: ['https://x.example', 'https://*.evil'] });
    expect(page?.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(page?.headHtml).toBe(`<script nonce="${page?.nonce}">a()</script><script src="https://x.example/a.js?b=1&amp;c=&amp;quot;2" async></script>`);
    expect(page?.origins).toEqual(['https://x.example']);
  });

  it('needs no nonce without inline code, and nothing at all without scripts', () => {
    expect(pageAnalytics({ snippet: '<script src="https://x.example/a.js"></script>', origins: [] })?.nonce).toBeNull();
    expect(pageAnalytics({ snippet: '<img src="https://x.example/p.gif">', origins: ['https://x.example'] })).toBeNull();
    expect(pageAnalytics({ snippet: '', origins: [] })).toBeNull();
  });

  it('draws a fresh nonce each time', () => {
    const snippet = { snippet: '<script>a()</script>', origins: [] };
    expect(pageAnalytics(snippet)?.nonce).not.toBe(pageAnalytics(snippet)?.nonce);
  });
});
