import { sanitizeHtml } from './html-sanitiser';

// Hostile samples: the three, then classic tricks (encoded schemes, broken nesting, mXSS through foreign
// content, attributes smuggled into allowed tags). Each expectation is the exact output, so a looser list fails.

describe('sanitizeHtml', () => {
  it.each([
    // The three.
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    // Encoded and obfuscated schemes.
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="//evil.example/x.png">', ''],
    // Script split and nested, unclosed, upper-case.
    // The broken tag is dropped; what is left is plain text, escaped.
    ['<scr<script>x</script>ipt>alert(1)</script>', 'xipt&gt;alert(1)'],
    ['<SCRIPT type="module">x</SCRIPT >', ''],
    ['<p>a</p><script src="evil.js">', '<p>a</p>'],
    // Elements that run or embed.
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<form action="https://evil.example"><input name="q"><button>go</button></form>', 'go'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    // mXSS: a comment or noscript that re-parses into markup must not come out as markup.
    ['<!--<img src=x onerror=alert(1)>-->', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['<p title="&lt;img src=x onerror=alert(1)&gt;">x</p>', '<p>x</p>'],
    // Event handlers and styles on allowed tags.
    ['<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<a href="https://example.com" onmouseover="alert(1)">x</a>', '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps what the editor makes', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<pre><code>x &lt; y</code></pre><blockquote><p>q</p></blockquote><ul><li><p>a</p></li></ul><ol start="3"><li>b</li></ol>' +
      '<p><a href="/article">in</a> <a href="mailto:cs@example.com">mail</a></p><hr /><p>a<br />b</p>' +
      '<img src="/api/f/site-images/0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88.png" alt="cover" />' +
      '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('forces a new tab with noopener on external links and keeps same-site links in the tab', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/site/contact-us" target="_blank">x</a>')).toBe('<a href="/site/contact-us">x</a>');
  });

  it('drops h1, h5, divs and spans but keeps their text', () => {
    expect(sanitizeHtml('<h1>A</h1><div><span class="x">b</span></div><h5>c</h5>')).toBe('Abc');
  });

  it('is stable: sanitising twice changes nothing', () => {
    const once = sanitizeHtml('<p><a href="https://e.com">x</a><img src=x onerror=alert(1)></p>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
