import { UserType } from '@forwarder/contracts/api-f';
import { StaffRole, type components } from '@forwarder/contracts/api-ops';
import type { components as F } from '@forwarder/contracts/api-f';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { runSeeders } from '../../../seed/seeders';
import { contentModule } from '../module';
import { CATEGORY_IDS } from '../seed/seed-categories';
import { NAV_IDS } from '../seed/seed-navs';
import { errorOf, membersOf, OPS } from '../../orders/testing/ops-fixtures';

// Articles and categories written by staff, on the real server and database: roles, validation, the audit entry,
// sanitised HTML (stored and answered, also for rows written before the sanitiser), the language rule of the public
// reads and the staff-only preview.

type OpsArticle = components['schemas']['OpsArticle'];
type OpsCategory = components['schemas']['OpsCategory'];
type ArticleInput = components['schemas']['ArticleInput'];
type PublicList = F['schemas']['ArticleListResult'];
type PublicDetail = F['schemas']['ArticleDetail'];

const ARTICLES = `${OPS}/articles`;
const CATEGORIES = `${OPS}/article-categories`;
const PUBLIC = '/api/f/content/article';
const HOSTILE = '<p>Hi<img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a><script>alert(1)</script></p>';

const input = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  categoryId: CATEGORY_IDS.companyNews,
  titleZh: '',
  titleEn: 'Third weekly flight to LAX',
  summaryZh: '',
  summaryEn: 'More space in December.',
  contentZh: '',
  contentEn: '<p>From 1 December, a <strong>third</strong> weekly flight.</p>',
  authorZh: '',
  authorEn: 'Operations',
  tags: [{ zh: '空运', en: 'Air freight' }],
  coverImageUrl: null,
  publishTime: '2026-11-23T06:15:00.000Z',
  isPublished: true,
  ...overrides,
});

/** No hostile markup anywhere in a body: no event handler, no javascript: URL, no script element. */
const expectClean = (body: string) => {
  expect(body).not.toMatch(/onerror|javascript:|<script/i);
};

describe('site articles (staff)', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let operator: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    await runSeeders(ctx.db, contentModule.seeders ?? [], { demo: false, config: ctx.config, log: { info: () => undefined, warn: () => undefined } });
    admin = await ctx.createUser({ userType: UserType.Staff, staffRole: StaffRole.Admin });
    operator = await ctx.createUser({ userType: UserType.Staff, staffRole: StaffRole.Operator });
    member = await ctx.createUser({ userType: UserType.Member });
  });
  afterAll(() => ctx?.close());

  const create = async (body: ArticleInput, token: TestUser = operator): Promise<OpsArticle> => {
    const res = await ctx.post(ARTICLES, { token, body });
    expect(res.statusCode).toBe(201);
    return res.json<OpsArticle>();
  };
  const auditOf = async (entityId: string) =>
    (await ctx.post(`${OPS}/audit/list`, { token: admin, body: { entityId } })).json<{ items: { action: string; entityType: string; entityLabel: string; before: unknown; after: unknown }[] }>().items;
  const publicList = async (locale: string, body: object = { maxResultCount: 100 }, query?: Record<string, string | boolean>, token?: TestUser) => {
    const res = await ctx.post(`${PUBLIC}/list`, { body, locale, ...(query ? { query } : {}), ...(token ? { token } : {}) });
    expect(res.statusCode).toBe(200);
    return res.json<PublicList>();
  };

  it('lets operators and admins write, refuses customers and anonymous callers', async () => {
    expect((await ctx.post(ARTICLES, { body: input() })).statusCode).toBe(401);
    const customer = await ctx.post(ARTICLES, { token: member, body: input() });
    expect([customer.statusCode, errorOf(customer).code]).toEqual([403, 'Ops:StaffOnly']);
    expect((await ctx.post(`${ARTICLES}/list`, { token: member, body: {} })).statusCode).toBe(403);
    expect((await ctx.get(CATEGORIES, { token: member })).statusCode).toBe(403);
    const byOperator = await create(input());
    const byAdmin = await create(input({ titleEn: 'By an admin' }), admin);
    expect(byOperator).toMatchObject({ titleEn: 'Third weekly flight to LAX', titleZh: '', languages: ['en'], isPublished: true, tags: [{ zh: '空运', en: 'Air freight' }] });
    expect(byAdmin.titleEn).toBe('By an admin');
  });

  it('needs one complete language and completes every started one, with field errors in the request language', async () => {
    const none = await ctx.post(ARTICLES, { token: operator, body: input({ titleEn: '', summaryEn: '', contentEn: '<p></p>', authorEn: '' }), locale: 'en' });
    expect([none.statusCode, errorOf(none).code]).toEqual([400, 'Validation']);
    expect(membersOf(none)).toEqual(['titleZh', 'titleEn']);
    expect(errorOf(none).validationErrors?.[0]?.message).toBe('Write the article in at least one language (title and content).');

    const halfZh = await ctx.post(ARTICLES, { token: operator, body: input({ titleZh: '只有标题' }) });
    expect(membersOf(halfZh)).toEqual(['contentZh']);
    expect(errorOf(halfZh).validationErrors?.[0]?.message).toContain('正文');

    // Content that sanitising empties is no content.
    const scriptOnly = await ctx.post(ARTICLES, { token: operator, body: input({ contentEn: '<script>alert(1)</script>' }) });
    expect(membersOf(scriptOnly)).toEqual(['contentEn']);

    const bad = await ctx.post(ARTICLES, {
      token: operator,
      body: input({ categoryId: '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88', coverImageUrl: 'javascript:alert(1)' }),
    });
    expect(membersOf(bad).sort()).toEqual(['categoryId', 'coverImageUrl']);
    expect((await ctx.post(ARTICLES, { token: operator, body: input({ coverImageUrl: '//evil.example/x.png' }) })).statusCode).toBe(400);
    // The contract's own checks: unknown members and over-long texts.
    expect((await ctx.post(ARTICLES, { token: operator, body: { ...input(), extra: 1 } })).statusCode).toBe(400);
    expect((await ctx.post(ARTICLES, { token: operator, body: input({ titleEn: 'x'.repeat(201) }) })).statusCode).toBe(400);
    expect(await ctx.db.selectFrom('content_articles').select('id').where('titleEn', '=', '只有标题').execute()).toEqual([]);
  });

  it('stores sanitised HTML and never answers the hostile parts, from any read', async () => {
    const article = await create(input({ titleZh: '清洁', contentZh: HOSTILE, contentEn: HOSTILE, isPublished: false }));
    expect(article.contentZh).toBe('<p>Hi<img src="x" /><a>go</a></p>');
    const row = await ctx.db.selectFrom('content_articles').select(['content', 'contentEn']).where('id', '=', article.id).executeTakeFirstOrThrow();
    expectClean(JSON.stringify(row));
    expectClean((await ctx.get(`${ARTICLES}/${article.id}`, { token: admin })).body);
    expectClean((await ctx.get(`${PUBLIC}/${article.id}`, { token: admin, query: { preview: true } })).body);
  });

  it('sanitises again when rendering rows written before the sanitiser (articles and nav pages)', async () => {
    const article = await create(input());
    await ctx.db.updateTable('content_articles').set({ contentEn: HOSTILE }).where('id', '=', article.id).execute();
    await ctx.db.updateTable('content_navs').set({ content: HOSTILE, contentEn: HOSTILE }).where('id', '=', NAV_IDS.about).execute();
    const detail = await ctx.get(`${PUBLIC}/${article.id}`, { locale: 'en' });
    expect(detail.json<PublicDetail>().content).toBe('<p>Hi<img src="x" /><a>go</a></p>');
    expectClean((await ctx.get(`/api/f/content/nav/${NAV_IDS.about}`)).body);
    expectClean((await ctx.get(`/api/f/content/nav/${NAV_IDS.about}`, { locale: 'en' })).body);
  });

  it('audits create, update (changed fields only), publish, unpublish and delete; a no-op writes nothing', async () => {
    const article = await create(input({ isPublished: false }));
    const updated = await ctx.put(`${ARTICLES}/${article.id}`, { token: operator, body: input({ isPublished: false, titleEn: 'Renamed', tags: [] }) });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<OpsArticle>()).toMatchObject({ titleEn: 'Renamed', tags: [] });
    expect((await ctx.put(`${ARTICLES}/${article.id}`, { token: operator, body: input({ isPublished: false, titleEn: 'Renamed', tags: [] }) })).statusCode).toBe(200);
    expect((await ctx.put(`${ARTICLES}/${article.id}/published`, { token: operator, body: { isPublished: true } })).json<OpsArticle>().isPublished).toBe(true);
    expect((await ctx.put(`${ARTICLES}/${article.id}/published`, { token: operator, body: { isPublished: true } })).statusCode).toBe(200);
    await ctx.put(`${ARTICLES}/${article.id}/published`, { token: operator, body: { isPublished: false } });
    expect((await ctx.delete(`${ARTICLES}/${article.id}`, { token: operator })).statusCode).toBe(204);
    expect((await ctx.get(`${ARTICLES}/${article.id}`, { token: operator })).statusCode).toBe(404);
    expect((await ctx.delete(`${ARTICLES}/${article.id}`, { token: operator })).statusCode).toBe(404);

    const entries = (await auditOf(article.id)).reverse();
    expect(entries.map((e) => e.action)).toEqual(['article.create', 'article.update', 'article.publish', 'article.unpublish', 'article.delete']);
    expect(entries.every((e) => e.entityType === 'article')).toBe(true);
    expect(entries[1]).toMatchObject({ entityLabel: 'Renamed', before: { titleEn: 'Third weekly flight to LAX', tags: '空运/Air freight' }, after: { titleEn: 'Renamed', tags: '' } });
    expect(entries[2]).toMatchObject({ before: { isPublished: false }, after: { isPublished: true } });
  });

  it('lists an English-only article in both languages, in English and saying so, and shows it as such', async () => {
    const article = await create(input({ titleEn: 'English only notice', publishTime: '2099-01-01T00:00:00.000Z' }));
    const en = await publicList('en');
    expect(en.items[0]).toMatchObject({ id: article.id, title: 'English only notice', languages: ['en'], author: 'Operations', categoryDisplayName: 'Company news' });
    const zh = await publicList('zh-Hans');
    expect(zh.items[0]).toMatchObject({ id: article.id, title: 'English only notice', languages: ['en'], categoryDisplayName: '公司新闻', tags: ['空运'] });
    const detail = (await ctx.get(`${PUBLIC}/${article.id}`)).json<PublicDetail>();
    expect(detail).toMatchObject({ title: 'English only notice', languages: ['en'], content: '<p>From 1 December, a <strong>third</strong> weekly flight.</p>' });
    // Seeded bilingual articles keep their two languages; a Chinese-only one has just zh-Hans, in English too.
    expect(zh.items.find((i) => i.title === '2026 年双十一及黑五旺季空运时效公告')?.languages).toEqual(['zh-Hans', 'en']);
    const zhOnly = await create(input({ titleZh: '仅中文', contentZh: '<p>中文内容</p>', titleEn: '', summaryEn: '', contentEn: '', authorEn: '', authorZh: '客服' }));
    expect((await ctx.get(`${PUBLIC}/${zhOnly.id}`, { locale: 'en' })).json<PublicDetail>()).toMatchObject({ title: '仅中文', author: '客服', languages: ['zh-Hans'], content: '<p>中文内容</p>' });
  });

  it('previews drafts for staff only; others get 403, and without preview a draft is 404 and unlisted', async () => {
    const draft = await create(input({ titleEn: 'Draft notice', isPublished: false }));
    expect((await ctx.get(`${PUBLIC}/${draft.id}`)).statusCode).toBe(404);
    expect((await publicList('en')).items.map((i) => i.id)).not.toContain(draft.id);
    const anonymous = await ctx.get(`${PUBLIC}/${draft.id}`, { query: { preview: true } });
    expect([anonymous.statusCode, errorOf(anonymous).code]).toEqual([403, 'Content:PreviewStaffOnly']);
    expect((await ctx.post(`${PUBLIC}/list`, { body: {}, query: { preview: true }, token: member })).statusCode).toBe(403);
    expect((await ctx.get(`${PUBLIC}/${draft.id}`, { query: { preview: true }, token: operator, locale: 'en' })).json<PublicDetail>().title).toBe('Draft notice');
    expect((await publicList('en', { maxResultCount: 100 }, { preview: true }, operator)).items.map((i) => i.id)).toContain(draft.id);
    // Staff reading the public site without preview see what visitors see.
    expect((await ctx.get(`${PUBLIC}/${draft.id}`, { token: operator })).statusCode).toBe(404);
  });

  it('lists drafts and published for staff, filtered by state, category (with sub-categories) and keyword', async () => {
    const draft = await create(input({ titleEn: 'Zebra customs memo', categoryId: CATEGORY_IDS.customsGuides, isPublished: false }));
    const list = async (body: object) => (await ctx.post(`${ARTICLES}/list`, { token: operator, body: { maxResultCount: 100, ...body } })).json<{ totalCount: number; items: { id: string }[] }>();
    expect((await list({ keyword: 'zebra' })).items.map((i) => i.id)).toEqual([draft.id]);
    expect((await list({ categoryId: CATEGORY_IDS.guides, isPublished: false })).items.map((i) => i.id)).toContain(draft.id);
    expect((await list({ isPublished: true })).items.map((i) => i.id)).not.toContain(draft.id);
  });

  describe('categories', () => {
    const categoryInput = (overrides: Partial<components['schemas']['CategoryInput']> = {}) => ({
      parentId: null,
      displayNameZh: '航空动态',
      displayNameEn: 'Airline news',
      descriptionZh: '',
      descriptionEn: '',
      ...overrides,
    });
    const list = async () => (await ctx.get(CATEGORIES, { token: operator })).json<{ items: OpsCategory[] }>().items;

    it('creates last among siblings, updates, refuses a cycle and unknown parents, audits', async () => {
      const top = (await ctx.post(CATEGORIES, { token: operator, body: categoryInput() })).json<OpsCategory>();
      const items = await list();
      expect(items.filter((c) => c.depth === 0).at(-1)?.id).toBe(top.id);
      const child = (await ctx.post(CATEGORIES, { token: operator, body: categoryInput({ parentId: top.id, displayNameZh: '子类', displayNameEn: 'Child' }) })).json<OpsCategory>();
      expect(child).toMatchObject({ parentId: top.id, depth: 1 });
      const cycle = await ctx.put(`${CATEGORIES}/${top.id}`, { token: operator, body: categoryInput({ parentId: child.id }) });
      expect([cycle.statusCode, errorOf(cycle).code]).toEqual([400, 'Ops:CategoryCycle']);
      const unknown = await ctx.post(CATEGORIES, { token: operator, body: categoryInput({ parentId: '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88' }) });
      expect(membersOf(unknown)).toEqual(['parentId']);
      expect((await ctx.post(CATEGORIES, { token: operator, body: categoryInput({ displayNameEn: '  ' }) })).statusCode).toBe(400);
      const renamed = await ctx.put(`${CATEGORIES}/${top.id}`, { token: operator, body: categoryInput({ displayNameEn: 'Airlines' }) });
      expect(renamed.json<OpsCategory>()).toMatchObject({ displayNameEn: 'Airlines', childCount: 1 });
      expect((await auditOf(top.id)).map((e) => [e.action, e.after])).toEqual([
        ['article-category.update', { displayNameEn: 'Airlines' }],
        ['article-category.create', expect.objectContaining({ displayNameZh: '航空动态' })],
      ]);
      // Visitors see the new name at once.
      const publicCategory = await ctx.get(`/api/f/content/category/${top.id}`, { locale: 'en' });
      expect(publicCategory.json<{ displayName: string }>().displayName).toBe('Airlines');
    });

    it('moves up and down among siblings (nothing at the ends) and audits the move', async () => {
      const tops = () => list().then((items) => items.filter((c) => c.depth === 0).map((c) => c.id));
      const before = await tops();
      const last = before.at(-1) as string;
      const up = await ctx.post(`${CATEGORIES}/${last}/move`, { token: operator, body: { direction: 'up' } });
      expect(up.statusCode).toBe(200);
      const after = await tops();
      expect(after.at(-2)).toBe(last);
      expect((await ctx.post(`${CATEGORIES}/${before[0]}/move`, { token: operator, body: { direction: 'up' } })).statusCode).toBe(200);
      expect(await tops()).toEqual(after);
      await ctx.post(`${CATEGORIES}/${last}/move`, { token: operator, body: { direction: 'down' } });
      expect(await tops()).toEqual(before);
      expect((await auditOf(last)).filter((e) => e.action === 'article-category.move')).toHaveLength(2);
      expect((await ctx.post(`${CATEGORIES}/${last}/move`, { token: operator, body: { direction: 'left' } })).statusCode).toBe(400);
    });

    it('refuses to delete a category with articles (drafts count) or children, deletes an empty one', async () => {
      const parent = (await ctx.post(CATEGORIES, { token: operator, body: categoryInput({ displayNameZh: '待删' }) })).json<OpsCategory>();
      const child = (await ctx.post(CATEGORIES, { token: operator, body: categoryInput({ parentId: parent.id, displayNameZh: '待删子类' }) })).json<OpsCategory>();
      const draft = await create(input({ categoryId: child.id, isPublished: false }));
      const withChild = await ctx.delete(`${CATEGORIES}/${parent.id}`, { token: operator, locale: 'en' });
      expect([withChild.statusCode, errorOf(withChild).code, errorOf(withChild).message]).toEqual([400, 'Ops:CategoryHasChildren', 'This category still has 1 sub-categories: move or delete them first.']);
      const withArticle = await ctx.delete(`${CATEGORIES}/${child.id}`, { token: operator });
      expect([withArticle.statusCode, errorOf(withArticle).code]).toEqual([400, 'Ops:CategoryHasArticles']);
      await ctx.delete(`${ARTICLES}/${draft.id}`, { token: operator });
      expect((await ctx.delete(`${CATEGORIES}/${child.id}`, { token: operator })).statusCode).toBe(204);
      expect((await ctx.delete(`${CATEGORIES}/${parent.id}`, { token: admin })).statusCode).toBe(204);
      expect((await list()).map((c) => c.id)).not.toContain(parent.id);
      expect((await auditOf(parent.id))[0]).toMatchObject({ action: 'article-category.delete', after: null });
      expect((await ctx.delete(`${CATEGORIES}/${parent.id}`, { token: admin })).statusCode).toBe(404);
    });
  });
});
