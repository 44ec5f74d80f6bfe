import { createTestContext, type TestContext } from '../../../../test/harness';
import type { components } from '@forwarder/contracts/api-f';
import { CATEGORY_IDS } from '../seed/seed-categories';
import { seedId } from '../seed/seed-ids';
import { runSeeders } from '../../../seed/seeders';
import { contentModule } from '../module';
import { contentSeeder } from '../seed/content.seeder';

type ArticleListResult = components['schemas']['ArticleListResult'];
type ArticleDetail = components['schemas']['ArticleDetail'];
type Category = components['schemas']['Category'];
type CategoryDetail = components['schemas']['CategoryDetail'];

const A = {
  peak: seedId('article:peak-season-2026'),
  warehouse: seedId('article:shenzhen-warehouse'),
  spring: seedId('article:spring-festival-2026'),
  pickup: seedId('article:domestic-pickup'),
  draft: seedId('article:price-2027-draft'),
  battery: seedId('article:battery-by-air'),
  invoice: seedId('article:commercial-invoice'),
  usHolds: seedId('article:us-customs-holds'),
  volumetric: seedId('article:volumetric-weight'),
};

/** The app with only this module, on a fresh database holding the content seed. */
async function createContentContext(): Promise<TestContext> {
  const ctx = await createTestContext({ modules: [contentModule], spaApps: false });
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

const list = async (body: unknown, locale?: string) => {
  const res = await ctx.post('/api/f/content/article/list', { body, ...(locale ? { locale } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json<ArticleListResult>();
};
const ids = (r: ArticleListResult) => r.items.map((i) => i.id).sort();

describe('getArticleList', () => {
  it('answers published articles newest first, 7 per page by default', async () => {
    const page = await list(undefined);
    expect(page.totalCount).toBe(10);
    expect(page.items).toHaveLength(7);
    const times = page.items.map((i) => i.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.items[0]).toMatchObject({ id: A.peak, categoryDisplayName: '公司新闻', author: '运营部', tags: ['空运', '公告', '旺季'] });
    const rest = await list({ maxResultCount: 7, skipCount: 7 });
    expect(rest.items).toHaveLength(3);
    expect([...page.items, ...rest.items].map((i) => i.id)).not.toContain(A.draft);
  });

  it('filters by category including its sub-categories', async () => {
    expect(ids(await list({ categoryId: CATEGORY_IDS.guides, maxResultCount: 100 }))).toEqual(
      [A.battery, A.volumetric, A.invoice, A.usHolds].sort(),
    );
    expect(ids(await list({ categoryId: CATEGORY_IDS.customsGuides }))).toEqual([A.invoice, A.usHolds].sort());
    expect((await list({ categoryId: UNKNOWN_ID })).totalCount).toBe(0);
  });

  it('searches title and summary case-insensitively in both languages, with wildcards taken literally', async () => {
    expect(ids(await list({ keyword: 'BATTERIES' }))).toEqual([A.battery]);
    expect(ids(await list({ keyword: '清关' }))).toEqual([A.invoice, A.usHolds].sort());
    expect((await list({ keyword: '%' })).totalCount).toBe(0);
    expect(ids(await list({ keyword: 'customs', categoryId: CATEGORY_IDS.customsGuides }))).toEqual([A.usHolds]);
  });

  it('filters by tag in either language', async () => {
    expect(ids(await list({ tag: 'customs' }))).toEqual([A.invoice, A.usHolds].sort());
    expect(ids(await list({ tag: '清关' }))).toEqual([A.invoice, A.usHolds].sort());
    expect((await list({ tag: 'Cust' })).totalCount).toBe(0);
  });

  it('answers in English, and an untranslated article wholly in zh-Hans with its languages', async () => {
    const page = await list({ categoryId: CATEGORY_IDS.companyNews }, 'en');
    const peak = page.items.find((i) => i.id === A.peak);
    expect(peak).toMatchObject({ categoryDisplayName: 'Company news', author: 'Operations', tags: ['Air freight', 'Notice', 'Peak season'] });
    const pickup = page.items.find((i) => i.id === A.pickup);
    expect(pickup).toMatchObject({ title: '深圳市内免费上门取件服务开通', author: '客服中心', tags: ['上门取件'], languages: ['zh-Hans'] });
    expect(peak?.languages).toEqual(['zh-Hans', 'en']);
  });

  it('rejects input outside the contract with 400', async () => {
    const res = await ctx.post('/api/f/content/article/list', { body: { maxResultCount: 101, categoryId: 'x' }, locale: 'en' });
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.map((v: { members: string[] }) => v.members[0]).sort();
    expect(members).toEqual(['categoryId', 'maxResultCount']);
  });
});

describe('getArticle', () => {
  it('answers the article with HTML, tags and its neighbours in the same category', async () => {
    const res = await ctx.get(`/api/f/content/article/${A.warehouse}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ArticleDetail>();
    expect(body.content).toContain('12000 平方米');
    // Company news by publish time: spring < pickup < warehouse < peak (the later draft is invisible).
    expect(body.previous).toEqual({ id: A.pickup, title: '深圳市内免费上门取件服务开通' });
    expect(body.next?.id).toBe(A.peak);
    const newest = (await ctx.get(`/api/f/content/article/${A.peak}`, { locale: 'en' })).json<ArticleDetail>();
    expect(newest.next).toBeNull();
    expect(newest.previous?.title).toBe("Globe Freight opens its new Shenzhen Bao'an warehouse");
    expect(newest.content).toContain('Dear customers');
    const oldest = (await ctx.get(`/api/f/content/article/${A.spring}`)).json<ArticleDetail>();
    expect(oldest.previous).toBeNull();
  });

  it('hides unpublished articles (404) and sanitises the HTML of rows written before the sanitiser', async () => {
    expect((await ctx.get(`/api/f/content/article/${A.draft}`)).statusCode).toBe(404);
    expect((await ctx.get(`/api/f/content/article/${UNKNOWN_ID}`)).statusCode).toBe(404);
    const id = '2c9a7e51-3d4f-4a6b-9c8d-0e1f2a3b4c5d';
    await ctx.db
      .insertInto('content_articles')
      .values({
        id,
        categoryId: CATEGORY_IDS.industryNews,
        title: '脚本',
        titleEn: '',
        summary: '',
        summaryEn: '',
        content: '<p>ok</p><script type="text/javascript">document.cookie</script>',
        contentEn: '',
        coverImageUrl: null,
        author: '',
        authorEn: '',
        publishTime: '2020-01-01T00:00:00.000Z',
        isPublished: 1,
        creationTime: '2020-01-01T00:00:00.000Z',
        lastModificationTime: null,
      })
      .execute();
    try {
      const body = (await ctx.get(`/api/f/content/article/${id}`)).json<ArticleDetail>();
      expect(body.content).toBe('<p>ok</p>');
      expect(body.tags).toEqual([]);
    } finally {
      await ctx.db.deleteFrom('content_articles').where('id', '=', id).execute();
    }
  });

  it('answers 400 for a malformed id', async () => {
    const res = await ctx.get('/api/f/content/article/123');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['id']);
  });
});

describe('getCategoryList and getCategory', () => {
  it('lists top-level categories in order with published article counts including sub-categories', async () => {
    const res = await ctx.post('/api/f/content/category/list', { body: {} });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: Category[] }>().items;
    expect(items.map((c) => [c.displayName, c.articleCount])).toEqual([
      ['公司新闻', 4],
      ['行业资讯', 2],
      ['运输指南', 4],
    ]);
    const children = (await ctx.post('/api/f/content/category/list', { body: { parentId: CATEGORY_IDS.guides }, locale: 'en' })).json<{
      items: Category[];
    }>().items;
    expect(children).toEqual([
      expect.objectContaining({ id: CATEGORY_IDS.customsGuides, parentId: CATEGORY_IDS.guides, displayName: 'Customs guides', articleCount: 2 }),
    ]);
    expect((await ctx.post('/api/f/content/category/list')).json<{ items: Category[] }>().items).toHaveLength(3);
  });

  it('answers one category with its sub-categories', async () => {
    const res = await ctx.get(`/api/f/content/category/${CATEGORY_IDS.guides}`, { locale: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json<CategoryDetail>();
    expect(body).toMatchObject({ displayName: 'Shipping guides', parentId: null, articleCount: 4 });
    expect(body.items.map((c) => c.id)).toEqual([CATEGORY_IDS.customsGuides]);
  });

  it('answers 404 for an unknown category and 400 for malformed ids', async () => {
    expect((await ctx.get(`/api/f/content/category/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await ctx.get('/api/f/content/category/abc')).statusCode).toBe(400);
    const res = await ctx.post('/api/f/content/category/list', { body: { parentId: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['parentId']);
  });
});
