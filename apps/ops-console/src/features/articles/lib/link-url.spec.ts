import { isLinkUrl } from './link-url';
import { hasVisibleContent } from './article-text';

describe('isLinkUrl', () => {
  it.each(['https://example.com', 'http://example.com/a?b=1', 'mailto:cs@example.com', '/site/contact-us', '/api/f/site-images/a.png'])('accepts %s', (url) => {
    expect(isLinkUrl(url)).toBe(true);
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'example.com', 'https://', 'vbscript:x', ''])('refuses %s', (url) => {
    expect(isLinkUrl(url)).toBe(false);
  });
});

describe('hasVisibleContent', () => {
  it('sees an empty editor as empty and a picture as content', () => {
    expect(hasVisibleContent('<p></p>')).toBe(false);
    expect(hasVisibleContent('<p>&nbsp; </p>')).toBe(false);
    expect(hasVisibleContent('<p><img src="/a.png"></p>')).toBe(true);
    expect(hasVisibleContent('<h2>x</h2>')).toBe(true);
  });
});
