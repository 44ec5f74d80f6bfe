import fs from 'node:fs';
import path from 'node:path';
import { NavType, SitePage, type components } from '@forwarder/contracts/api-f';
import { createTestContext, REPO_ROOT, type TestContext } from '../../../../test/harness';
import { NAV_IDS } from '../seed/seed-navs';
import { runSeeders } from '../../../seed/seeders';
import { systemModule } from '../../system/module';
import { contentModule } from '../module';
import { contentSeeder } from '../seed/content.seeder';

type NavItem = components['schemas']['NavItem'];
type NavListResult = components['schemas']['NavListResult'];
type NavDetail = components['schemas']['NavDetail'];
type PageContent = components['schemas']['PageContent'];

/** The app with only this module, on a fresh database holding the content seed. */
async function createContentContext(): Promise<TestContext> {
  // The system module serves /api/f/assets/* (the seeded pictures live in its folder's content/ subfolder).
  const ctx = await createTestContext({ modules: [contentModule, systemModule], spaApps: false });
  try {
    await seedContent(ctx);
  } catch (error) {
    await ctx.close();
    throw error;
  }
  return ctx;
}

const quiet = { info: () => undefined, warn: () => undefined };

const seedContent = (ctx: TestContext): Promise<void> =>
  runSeeders(ctx.db, [contentSeeder], { demo: false, config: ctx.config, log: quiet });

const UNKNOWN_ID = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createContentContext();
});
afterAll(async () => ctx?.close());

const navList = (body: unknown, locale?: string) =>
  ctx.post('/api/f/content/nav/list', { body, ...(locale ? { locale } : {}) });

const insertNav = (row: { id: string; parentId: string | null; displayName: string; displayNameEn: string; sort: number } & Record<string, unknown>) =>
  ctx.db
    .insertInto('content_navs')
    .values({
      navId: null,
      navType: NavType.Content,
      sitePage: null,
      title: '',
      titleEn: '',
      content: '',
      contentEn: '',
      url: null,
      categoryId: null,
      articleId: null,
      tag: null,
      openInNewTab: 0,
      creationTime: '2026-01-01T00:00:00.000Z',
      lastModificationTime: '2026-01-01T00:00:00.000Z',
      ...row,
    })
    .execute();

const walk = (items: NavItem[]): NavItem[] => items.flatMap((i) => [i, ...walk(i.children)]);

describe('getNavList', () => {
  it('answers the top-level items in sort order with their children nested to any depth', async () => {
    const res = await navList({ maxResultCount: 99, skipCount: 0 });
    expect(res.statusCode).toBe(200);
    const body = res.json<NavListResult>();
    expect(body.totalCount).toBe(6);
    expect(body.items.map((i) => i.displayName)).toEqual(['首页', '产品服务', '运单追踪', '新闻资讯', '立即下单', '关于我们']);
    const services = body.items[1] as NavItem;
    expect(services.navType).toBe(NavType.ShowSubList);
    expect(services.children.map((c) => c.displayName)).toEqual(['国际空运', '国际海运']);
    const air = services.children[0] as NavItem;
    expect(air.parentId).toBe(services.id);
    expect(air.children.map((c) => c.displayName)).toEqual(['国际快递', '空运专线', '带电产品空运']);
    expect(air.children.every((c) => c.children.length === 0)).toBe(true);

    const all = walk(body.items);
    const types = new Set(all.map((i) => i.navType));
    for (const t of [NavType.Content, NavType.SitePage, NavType.ExternalLink, NavType.ShowSubList, NavType.ArticleCategory, NavType.NavDetail]) {
      expect(types).toContain(t);
    }
    const external = all.find((i) => i.navType === NavType.ExternalLink) as NavItem;
    expect(external.linkData).toEqual({ url: 'https://www.singlewindow.cn/', categoryId: null, articleId: null, tag: null, openInNewTab: true });
    expect(all.find((i) => i.navType === NavType.NavDetail)?.navId).toBe(NAV_IDS.about);
    expect(all.find((i) => i.sitePage === SitePage.OrderSubmit)?.displayName).toBe('立即下单');
  });

  it('pages the top level only and defaults to 7 items', async () => {
    const page = (await navList({ maxResultCount: 2, skipCount: 1 })).json<NavListResult>();
    expect(page.totalCount).toBe(6);
    expect(page.items.map((i) => i.id)).toEqual([NAV_IDS.services, NAV_IDS.tracking]);
    expect(page.items[0]?.children).toHaveLength(2);
    const none = await ctx.post('/api/f/content/nav/list');
    expect(none.statusCode).toBe(200);
    expect(none.json<NavListResult>().items).toHaveLength(6);
  });

  it('answers in English and falls back to zh-Hans where the English text is empty', async () => {
    const deepId = '7d3c1f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6';
    await insertNav({ id: deepId, parentId: NAV_IDS.home, displayName: '仅中文', displayNameEn: '', sort: 1 });
    try {
      const body = (await navList({ maxResultCount: 99 }, 'en')).json<NavListResult>();
      expect(body.items.map((i) => i.displayName)).toEqual(['Home', 'Services', 'Tracking', 'News', 'Ship now', 'About us']);
      expect(body.items[0]?.children.map((c) => c.displayName)).toEqual(['仅中文']);
      // en-US maps to en.
      const enUs = (await navList({}, 'en-US,en;q=0.9')).json<NavListResult>();
      expect(enUs.items[0]?.displayName).toBe('Home');
    } finally {
      await ctx.db.deleteFrom('content_navs').where('id', '=', deepId).execute();
    }
  });

  it('rejects paging outside the contract with 400 naming the field', async () => {
    const res = await navList({ maxResultCount: 0 }, 'en');
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { validationErrors: { members: string[]; message: string }[] } }>();
    expect(error.validationErrors[0]?.members).toEqual(['maxResultCount']);
    expect(error.validationErrors[0]?.message).toMatch(/maxResultCount/);
  });
});

describe('getNav', () => {
  it('answers a content item with its title and HTML in the request language', async () => {
    const zh = (await ctx.get(`/api/f/content/nav/${NAV_IDS.about}`)).json<NavDetail>();
    expect(zh.title).toBe('关于环宇国际物流');
    expect(zh.content).toContain('成立于 2009 年');
    expect(zh.children).toEqual([]);
    expect(zh.lastModificationTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    const en = (await ctx.get(`/api/f/content/nav/${NAV_IDS.about}`, { locale: 'en' })).json<NavDetail>();
    expect(en.title).toBe('About Globe Freight');
    expect(en.displayName).toBe('About us');
  });

  it("shows the target item's text for a nav detail item (41)", async () => {
    const res = await ctx.get(`/api/f/content/nav/${NAV_IDS.profile}`, { locale: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json<NavDetail>();
    expect(body.navType).toBe(NavType.NavDetail);
    expect(body.navId).toBe(NAV_IDS.about);
    expect(body.displayName).toBe('Company profile');
    expect(body.title).toBe('About Globe Freight');
    expect(body.content).toContain('Founded in 2009');
  });

  it('uses the display name as title when no title was written, and strips script elements', async () => {
    const id = '5f1e2d3c-4b5a-4697-8887-766554433221';
    await insertNav({
      id,
      parentId: null,
      displayName: '测试',
      displayNameEn: 'Test',
      sort: 999,
      content: '<p>安全</p><script>alert(1)</script><SCRIPT src="x.js">',
    });
    try {
      const body = (await ctx.get(`/api/f/content/nav/${id}`)).json<NavDetail>();
      expect(body.title).toBe('测试');
      expect(body.content).toBe('<p>安全</p>');
    } finally {
      await ctx.db.deleteFrom('content_navs').where('id', '=', id).execute();
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await ctx.get(`/api/f/content/nav/${UNKNOWN_ID}`)).statusCode).toBe(404);
    const bad = await ctx.get('/api/f/content/nav/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['id']);
  });
});

describe('getNavBySitePage', () => {
  it('answers the item bound to the site page', async () => {
    const contact = await ctx.get('/api/f/content/nav', { query: { sitePage: SitePage.ContactUs } });
    expect(contact.statusCode).toBe(200);
    expect(contact.json<NavDetail>()).toMatchObject({ id: NAV_IDS.contact, sitePage: 41, title: '联系我们' });
    const tracking = await ctx.get('/api/f/content/nav', { query: { sitePage: SitePage.OrderTracking }, locale: 'en' });
    expect(tracking.json<NavDetail>().content).toContain('up to 10');
  });

  it('answers 404 when no item is bound and 400 for a value outside the enum', async () => {
    expect((await ctx.get('/api/f/content/nav', { query: { sitePage: SitePage.OrderTrackingDetail } })).statusCode).toBe(404);
    const bad = await ctx.get('/api/f/content/nav', { query: { sitePage: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['sitePage']);
    const missing = await ctx.get('/api/f/content/nav');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0].members).toEqual(['sitePage']);
  });
});

describe('getPageContentList', () => {
  it('answers every slot, by slot then sort, with JSON text per language', async () => {
    const res = await ctx.post('/api/f/content/page-content/list', { body: { pageContentTypes: [1, 2, 11, 12, 13, 14] } });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: PageContent[] }>().items;
    const count = (t: number) => items.filter((i) => i.pageContentType === t).length;
    expect([count(1), count(2), count(11), count(12), count(13), count(14)]).toEqual([3, 6, 4, 4, 4, 1]);
    const banners = items.filter((i) => i.pageContentType === 1);
    expect(banners.map((b) => b.sort)).toEqual([1, 2, 3]);
    expect(JSON.parse(banners[0]?.title ?? '{}')).toEqual({ 'zh-Hans': '全球空运 门到门', en: 'Air freight, door to door, worldwide' });
    expect(banners[0]?.imageUrl).toBe('/api/f/assets/content/banner-1.svg');
    // No self-registration in this product: the call to action asks for an account through the contact page.
    expect(items.find((i) => i.pageContentType === 14)?.linkUrl).toBe('/site/contact-us');
  });

  it('filters by slot and answers all slots without a body', async () => {
    const partners = (await ctx.post('/api/f/content/page-content/list', { body: { pageContentTypes: [2] } })).json<{ items: PageContent[] }>();
    expect(partners.items.map((p) => p.pageContentType)).toEqual([2, 2, 2, 2, 2, 2]);
    const all = (await ctx.post('/api/f/content/page-content/list')).json<{ items: PageContent[] }>();
    expect(all.items).toHaveLength(22);
  });

  it('points every seeded picture at a file of apps/api-server/assets (served under /api/f/assets)', async () => {
    const blocks = await ctx.db.selectFrom('content_page_contents').select('imageUrl').execute();
    const covers = await ctx.db.selectFrom('content_articles').select('coverImageUrl as imageUrl').execute();
    const urls = [...blocks, ...covers].map((r) => r.imageUrl).filter((u): u is string => u !== null);
    expect(urls.length).toBeGreaterThan(9);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/f\/assets\/content\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(REPO_ROOT, 'apps/api-server/assets', url.slice('/api/f/assets/'.length)))).toBe(true);
    }
    for (const url of ['/api/f/assets/content/banner-1.svg', '/api/f/assets/content/partner-6.svg', '/api/f/assets/content/cover-guide.svg']) {
      const res = await ctx.get(url);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    }
  });

  it('rejects an unknown slot with 400', async () => {
    const res = await ctx.post('/api/f/content/page-content/list', { body: { pageContentTypes: [1, 5] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['pageContentTypes[1]']);
  });
});

describe('content seeder', () => {
  it('is idempotent and does not bring back what an editor deleted', async () => {
    const count = async () =>
      Promise.all(
        (['content_navs', 'content_page_contents', 'content_categories', 'content_articles', 'content_article_tags'] as const).map(
          async (t) => Number((await ctx.db.selectFrom(t).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
        ),
      );
    const before = await count();
    await seedContent(ctx);
    expect(await count()).toEqual(before);

    const external = await ctx.db.selectFrom('content_navs').selectAll().where('id', '=', NAV_IDS.singleWindow).executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('content_navs').where('id', '=', NAV_IDS.singleWindow).execute();
    try {
      await seedContent(ctx);
      expect(await ctx.db.selectFrom('content_navs').select('id').where('id', '=', NAV_IDS.singleWindow).executeTakeFirst()).toBeUndefined();
    } finally {
      await ctx.db.insertInto('content_navs').values(external).execute();
    }
  });
});
