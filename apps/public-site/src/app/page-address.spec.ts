import { canonicalSearch, pageAddress } from './page-address';

describe('pageAddress', () => {
  it("keeps only the parameters the page's route declares, sorted by name, without empties or a fragment", () => {
    expect(pageAddress('https://portal.example/article?utm_source=x&page=2&category=c1&page=&fbclid=1#top')).toEqual({
      url: 'https://portal.example/article?category=c1&page=2',
      shared: true,
    });
    expect(pageAddress('https://portal.example/en/list/abc/?page=3&ref=mail').url).toBe('https://portal.example/en/list/abc/?page=3');
    expect(pageAddress('https://portal.example/?u=123').url).toBe('https://portal.example/');
    expect(pageAddress('https://portal.example/en?u=123').url).toBe('https://portal.example/en');
    // An unknown path is the not-found page: it reads nothing.
    expect(pageAddress('https://portal.example/nope?page=2').url).toBe('https://portal.example/nope');
  });

  it("marks an address holding a visitor's own parameter, keeping the order of its values", () => {
    expect(pageAddress('https://portal.example/site/tracking?numbers=B2&x=1&numbers=A1')).toEqual({
      url: 'https://portal.example/site/tracking?numbers=B2&numbers=A1',
      shared: false,
    });
    expect(pageAddress('https://portal.example/site/tracking?x=1')).toEqual({ url: 'https://portal.example/site/tracking', shared: true });
    expect(pageAddress('https://portal.example/en/reset-password?token=abc').shared).toBe(false);
    expect(pageAddress('https://portal.example/login?redirect=%2Fuser%2Fcenter&utm=1').url).toBe('https://portal.example/login?redirect=%2Fuser%2Fcenter');
  });

  it('names canonical only the shared parameters', () => {
    expect(canonicalSearch('/en/article', '?utm=1&page=2&category=c1')).toBe('?category=c1&page=2');
    expect(canonicalSearch('/site/tracking', '?numbers=A1')).toBe('');
    expect(canonicalSearch('/list/abc', '?category=c1')).toBe('');
  });
});
