import { NavType, SitePage } from '@forwarder/contracts/api-f';
import { navItemPath, navItemTarget, type NavItemLike } from './nav-item-path';

function item(navType: number, extra: Partial<NavItemLike> = {}, linkData: Partial<NavItemLike['linkData']> = {}): NavItemLike {
  return {
    id: 'n1',
    navId: null,
    navType,
    sitePage: null,
    displayName: 'x',
    children: [],
    ...extra,
    linkData: { url: null, categoryId: null, articleId: null, openInNewTab: false, ...linkData },
  };
}

describe('navItemPath (spec section 2 "Navigation items turned into paths")', () => {
  it.each([
    ['content (1) → /nav/{id}', item(NavType.Content), '/nav/n1'],
    ['article category (11) → /list/{categoryId}', item(NavType.ArticleCategory, {}, { categoryId: 'c9' }), '/list/c9'],
    ['nav detail (41) → /nav/{navId}', item(NavType.NavDetail, { navId: 'n7' }), '/nav/n7'],
    ['site page home (11) → /', item(NavType.SitePage, { sitePage: SitePage.Home }), '/'],
    ['site page order tracking (23)', item(NavType.SitePage, { sitePage: SitePage.OrderTracking }), '/site/tracking'],
    ['site page contact us (41)', item(NavType.SitePage, { sitePage: SitePage.ContactUs }), '/site/contact-us'],
    ['site page order submit (21)', item(NavType.SitePage, { sitePage: SitePage.OrderSubmit }), '/user/order'],
    ['site page order print (22)', item(NavType.SitePage, { sitePage: SitePage.OrderPrint }), '/user/order'],
    ['site page without a page of its own (24) → /', item(NavType.SitePage, { sitePage: SitePage.OrderTrackingDetail }), '/'],
    ['article detail (32) → /article/{articleId}', item(NavType.ArticleDetail, {}, { articleId: 'a5' }), '/article/a5'],
    ['article list (31) → /article', item(NavType.ArticleList), '/article'],
    ['article category detail (12) → /', item(NavType.ArticleCategoryDetail), '/'],
    ['article tag (21) → /', item(NavType.ArticleTag, {}, { tag: 'x' } as never), '/'],
    ['an unknown type → /', item(99), '/'],
  ])('%s', (_name, navItem, path) => {
    expect(navItemPath(navItem)).toBe(path);
  });

  it('has no path for a show-sub-list group (4)', () => {
    expect(navItemPath(item(NavType.ShowSubList))).toBeNull();
    expect(navItemTarget(item(NavType.ShowSubList))).toBeNull();
  });

  it('applies the /en prefix through the locale helper', () => {
    expect(navItemPath(item(NavType.Content), 'en')).toBe('/en/nav/n1');
    expect(navItemPath(item(NavType.SitePage, { sitePage: SitePage.Home }), 'en')).toBe('/en');
    expect(navItemPath(item(NavType.SitePage, { sitePage: SitePage.OrderSubmit }), 'en')).toBe('/en/user/order');
  });

  it('marks other apps as full page loads and external links with their tab choice', () => {
    expect(navItemTarget(item(NavType.SitePage, { sitePage: SitePage.OrderSubmit }))).toEqual({
      kind: 'document',
      href: '/user/order',
      newTab: false,
    });
    expect(navItemTarget(item(NavType.Content))?.kind).toBe('route');
    expect(navItemTarget(item(NavType.ExternalLink, {}, { url: 'https://example.com/', openInNewTab: true }), 'en')).toEqual({
      kind: 'external',
      href: 'https://example.com/',
      newTab: true,
    });
    expect(navItemTarget(item(NavType.ExternalLink, {}, { url: 'https://example.com/' }))?.newTab).toBe(false);
  });

  it('encodes ids', () => {
    expect(navItemPath(item(NavType.Content, { id: 'a/b' }))).toBe('/nav/a%2Fb');
  });
});
