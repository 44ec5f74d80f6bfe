import { NavType, SitePage, type SiteNav } from '@forwarder/api-client/ops';
import { i18n } from '@lingui/core';
import { blockSchema } from '../api/block-schemas';
import { navFormValues, navSchema, toSiteNavInput } from '../api/nav-schemas';
import { flattenSiteNav, subtreeIds } from './nav-tree';
import { isExternal, publicNavPath, withPreview } from './public-preview';

const nav = (overrides: Partial<SiteNav> = {}): SiteNav => ({
  id: '11111111-1111-4111-8111-111111111111',
  parentId: null,
  navId: null,
  navType: NavType.Content,
  sitePage: null,
  displayNameZh: '关于我们',
  displayNameEn: 'About us',
  titleZh: '关于',
  titleEn: 'About',
  contentZh: '<p>中</p>',
  contentEn: '<p>en</p>',
  linkData: { url: null, categoryId: null, articleId: null, tag: null, openInNewTab: false },
  sort: 10,
  isVisible: true,
  lastModificationTime: '2026-11-24T00:00:00.000Z',
  children: [],
  ...overrides,
});

describe('the public link of a nav item, as the public site computes it', () => {
  it('follows the public rule in both languages and adds the preview switch', () => {
    const item = nav();
    expect(publicNavPath(item, 'zh-Hans')).toBe(`/nav/${item.id}`);
    expect(publicNavPath(item, 'en')).toBe(`/en/nav/${item.id}`);
    expect(publicNavPath(nav({ navType: NavType.SitePage, sitePage: SitePage.OrderTracking }), 'en')).toBe('/en/site/tracking');
    expect(publicNavPath(nav({ navType: NavType.ShowSubList }), 'zh-Hans')).toBeNull();
    const external = publicNavPath(nav({ navType: NavType.ExternalLink, linkData: { url: 'https://example.com', categoryId: null, articleId: null, tag: null, openInNewTab: true } }), 'zh-Hans');
    expect(external !== null && isExternal(external)).toBe(true);
    expect(withPreview('/en')).toBe('/en?preview=1');
    expect(withPreview('/site/tracking?numbers=A')).toBe('/site/tracking?numbers=A&preview=1');
  });

  it('flattens the tree and names a subtree (what cannot become its own parent)', () => {
    const child = nav({ id: '22222222-2222-4222-8222-222222222222', parentId: '11111111-1111-4111-8111-111111111111' });
    const root = nav({ children: [child] });
    expect(flattenSiteNav([root]).map(({ item, depth }) => [item.id, depth])).toEqual([
      [root.id, 0],
      [child.id, 1],
    ]);
    expect([...subtreeIds(root)]).toEqual([root.id, child.id]);
  });
});

// The forms' messages are Lingui messages, read when a rule fails.
beforeAll(() => i18n.activate('zh-Hans'));

describe('the nav form', () => {
  it('sends nulls for empty link fields and numbers for the enums', () => {
    const values = { ...navFormValues(null), navType: String(NavType.SitePage), sitePage: String(SitePage.ContactUs), displayNameZh: '联系', displayNameEn: 'Contact' };
    expect(toSiteNavInput(values)).toMatchObject({
      parentId: null,
      navType: NavType.SitePage,
      sitePage: SitePage.ContactUs,
      navId: null,
      linkData: { url: null, categoryId: null, articleId: null, tag: null, openInNewTab: false },
    });
  });

  it('asks for what the chosen type needs, under the server field names', () => {
    const issues = (overrides: Record<string, unknown>) =>
      navSchema.safeParse({ ...navFormValues(null), displayNameZh: '名', displayNameEn: 'Name', ...overrides }).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues({ navType: String(NavType.Content) })).toEqual(['titleZh', 'titleEn', 'contentZh', 'contentEn']);
    expect(issues({ navType: String(NavType.ExternalLink), linkData: { ...navFormValues(null).linkData, url: 'javascript:alert(1)' } })).toEqual(['linkData.url']);
    expect(issues({ navType: String(NavType.NavDetail) })).toEqual(['navId']);
    expect(issues({ navType: String(NavType.ShowSubList) })).toEqual([]);
  });
});

describe('the home block form', () => {
  it('takes site paths and http(s) addresses, nothing else', () => {
    const base = { pageContentType: '1', titleZh: '标题', titleEn: 'Title', subTitleZh: '', subTitleEn: '', contentZh: '', contentEn: '', imageUrl: '', isPublished: true };
    for (const ok of ['', '/site/tracking', 'https://example.com/x']) expect(blockSchema.safeParse({ ...base, linkUrl: ok }).success).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'tracking']) expect(blockSchema.safeParse({ ...base, linkUrl: bad }).success).toBe(false);
  });
});
