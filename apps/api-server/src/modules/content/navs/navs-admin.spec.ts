import { NavType, SitePage, StaffRole, UserType } from '@forwarder/contracts/api-ops';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { runSeeders } from '../../../seed/seeders';
import { contentModule } from '../module';
import { CATEGORY_IDS } from '../seed/seed-categories';
import { NAV_IDS } from '../seed/seed-navs';
import { errorOf, membersOf, OPS } from '../../orders/testing/ops-fixtures';
import { blockInput, navInput, noLink } from '../testing/site-content-inputs';

// Staff editing the public site's navigation and home blocks, on the real server and database: who may do what,
// the checks per nav type, sanitised HTML, the audit entries, and what visitors (and staff previews) then read.

const NAVS = `${OPS}/site-content/navs`;
const BLOCKS = `${OPS}/site-content/page-contents`;
const PUBLIC_NAVS = '/api/f/content/nav/list';
const PUBLIC_BLOCKS = '/api/f/content/page-content/list';
const UNKNOWN_ID = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';

type Nav = { id: string; displayName: string; children: Nav[] };
type SiteNav = { id: string; displayNameZh: string; isVisible: boolean; sort: number; children: SiteNav[]; contentZh: string; contentEn: string; linkData: Record<string, unknown> };
type Block = { id: string; pageContentType: number; title: string; sort: number };
type AuditItem = { action: string; entityId: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

describe('site content: navigation and home blocks', () => {
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

  const created = (res: LightMyRequestResponse): { id: string } => {
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return res.json() as { id: string };
  };
  const publicNavs = async (locale = 'en', token?: TestUser, preview = false): Promise<Nav[]> => {
    const res = await ctx.post(PUBLIC_NAVS, { body: { maxResultCount: 99 }, locale, ...(token ? { token } : {}), ...(preview ? { query: { preview: true } } : {}) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: Nav[] }).items;
  };
  const flat = (items: Nav[]): Nav[] => items.flatMap((n) => [n, ...flat(n.children)]);
  const auditOf = async (entityId: string): Promise<AuditItem[]> =>
    ((await ctx.post(`${OPS}/audit/list`, { token: admin, body: { entityId } })).json() as { items: AuditItem[] }).items;

  it('lets admins alone manage the navigation; operators edit home blocks; customers and visitors neither', async () => {
    expect((await ctx.get(NAVS)).statusCode).toBe(401);
    const asMember = await ctx.get(NAVS, { token: member });
    expect([asMember.statusCode, errorOf(asMember).code]).toEqual([403, 'Ops:StaffOnly']);
    for (const res of [await ctx.get(NAVS, { token: operator }), await ctx.post(NAVS, { token: operator, body: navInput() }), await ctx.post(`${NAVS}/${NAV_IDS.tracking}/move`, { token: operator, body: { direction: 'up' } })]) {
      expect([res.statusCode, errorOf(res).code]).toEqual([403, 'Ops:AdminOnly']);
    }
    expect((await ctx.get(NAVS, { token: admin })).statusCode).toBe(200);

    expect((await ctx.get(BLOCKS)).statusCode).toBe(401);
    expect((await ctx.post(BLOCKS, { token: member, body: blockInput() })).statusCode).toBe(403);
    const block = created(await ctx.post(BLOCKS, { token: operator, body: blockInput({ titleZh: '操作员的横幅', titleEn: "Operator's banner" }) }));
    expect((await ctx.put(`${BLOCKS}/${block.id}`, { token: operator, body: blockInput({ titleEn: 'Renamed' }) })).statusCode).toBe(200);
    expect((await ctx.delete(`${BLOCKS}/${block.id}`, { token: operator })).statusCode).toBe(204);
  });

  it('checks the link data each nav type needs, naming the field, in the caller language', async () => {
    const refused = async (input: Record<string, unknown>, members: string[]) => {
      const res = await ctx.post(NAVS, { token: admin, body: navInput(input), locale: 'en' });
      expect([res.statusCode, membersOf(res).sort()]).toEqual([400, [...members].sort()]);
      return res;
    };
    const content = await refused({ navType: NavType.Content }, ['titleZh', 'titleEn', 'contentZh', 'contentEn']);
    expect(errorOf(content).validationErrors?.[0]?.message).toBe('A content page needs a title.');
    await refused({ navType: NavType.SitePage }, ['sitePage']);
    await refused({ navType: NavType.ExternalLink, linkData: { ...noLink, url: 'javascript:alert(1)' } }, ['linkData.url']);
    await refused({ navType: NavType.ExternalLink, linkData: { ...noLink, url: '/relative' } }, ['linkData.url']);
    await refused({ navType: NavType.ArticleCategory, linkData: { ...noLink, categoryId: UNKNOWN_ID } }, ['linkData.categoryId']);
    await refused({ navType: NavType.ArticleCategoryDetail }, ['linkData.categoryId']);
    await refused({ navType: NavType.ArticleTag, linkData: { ...noLink, tag: '  ' } }, ['linkData.tag']);
    await refused({ navType: NavType.ArticleDetail, linkData: { ...noLink, articleId: UNKNOWN_ID } }, ['linkData.articleId']);
    await refused({ navType: NavType.NavDetail, navId: UNKNOWN_ID }, ['navId']);
    await refused({ navType: NavType.NavDetail, navId: NAV_IDS.profile }, ['navId']); // itself a nav detail
    await refused({ parentId: UNKNOWN_ID, displayNameEn: ' ' }, ['parentId', 'displayNameEn']);
    const zh = await ctx.post(NAVS, { token: admin, body: navInput({ navType: NavType.SitePage }), locale: 'zh-Hans' });
    expect(errorOf(zh).validationErrors?.[0]?.message).toBe('请选择站点页面。');
    // The contract's own checks: an unknown nav type never reaches the service.
    expect((await ctx.post(NAVS, { token: admin, body: navInput({ navType: 99 }) })).statusCode).toBe(400);

    // Valid items of each kind; fields the type does not use are cleared.
    const external = created(await ctx.post(NAVS, { token: admin, body: navInput({ navType: NavType.ExternalLink, linkData: { ...noLink, url: 'https://example.com/x', categoryId: CATEGORY_IDS.guides, openInNewTab: true }, titleZh: '不用' }) }));
    expect(external).toMatchObject({ linkData: { url: 'https://example.com/x', categoryId: null, openInNewTab: true }, titleZh: '' });
    created(await ctx.post(NAVS, { token: admin, body: navInput({ navType: NavType.ArticleCategory, linkData: { ...noLink, categoryId: CATEGORY_IDS.guides } }) }));
    created(await ctx.post(NAVS, { token: admin, body: navInput({ navType: NavType.SitePage, sitePage: SitePage.ComplaintAndAdvice }) }));
    created(await ctx.post(NAVS, { token: admin, body: navInput({ navType: NavType.ArticleList }) }));
    created(await ctx.post(NAVS, { token: admin, body: navInput({ navType: NavType.ArticleTag, linkData: { ...noLink, tag: 'FBA' } }) }));
    created(await ctx.post(NAVS, { token: admin, body: navInput({ navType: NavType.NavDetail, navId: NAV_IDS.about }) }));
  });

  it('creates a content page with its HTML cleaned, audits it, and visitors see it at once in their language', async () => {
    const nav = created(
      await ctx.post(NAVS, {
        token: admin,
        body: navInput({
          navType: NavType.Content,
          parentId: NAV_IDS.services,
          displayNameZh: '禁运物品',
          displayNameEn: 'Prohibited goods',
          titleZh: '禁运物品',
          titleEn: 'Prohibited goods',
          contentZh: '<p>不承运易燃品</p><script>alert(1)</script>',
          contentEn: '<p>No flammables</p><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
        }),
      }),
    ) as unknown as SiteNav;
    expect(nav.contentZh).toBe('<p>不承运易燃品</p>');
    expect(nav.contentEn).toBe('<p>No flammables</p>');

    const services = (await publicNavs('en')).find((n) => n.id === NAV_IDS.services);
    expect(services?.children.at(-1)).toMatchObject({ id: nav.id, displayName: 'Prohibited goods' });
    const page = await ctx.get(`/api/f/content/nav/${nav.id}`, { locale: 'zh-Hans' });
    expect(page.json()).toMatchObject({ title: '禁运物品', content: '<p>不承运易燃品</p>' });
    expect(page.body).not.toMatch(/script/i);

    expect(await auditOf(nav.id)).toEqual([expect.objectContaining({ action: 'site-nav.create', after: expect.objectContaining({ displayNameEn: 'Prohibited goods', contentZh: '<p>不承运易燃品</p>' }) })]);

    const update = await ctx.put(`${NAVS}/${nav.id}`, { token: admin, body: navInput({ navType: NavType.Content, parentId: NAV_IDS.services, displayNameZh: '禁运物品', displayNameEn: 'Forbidden goods', titleZh: '禁运物品', titleEn: 'Forbidden goods', contentZh: nav.contentZh, contentEn: nav.contentEn }) });
    expect(update.statusCode).toBe(200);
    expect(flat(await publicNavs('en')).find((n) => n.id === nav.id)?.displayName).toBe('Forbidden goods');
    const [change] = await auditOf(nav.id);
    expect(change).toMatchObject({ action: 'site-nav.update', before: { displayNameEn: 'Prohibited goods', titleEn: 'Prohibited goods' }, after: { displayNameEn: 'Forbidden goods', titleEn: 'Forbidden goods' } });

    // Moving a group under its own child is refused.
    const cycle = await ctx.put(`${NAVS}/${NAV_IDS.services}`, { token: admin, body: navInput({ parentId: NAV_IDS.air, displayNameZh: '产品服务', displayNameEn: 'Services' }) });
    expect([cycle.statusCode, membersOf(cycle), errorOf(cycle).validationErrors?.[0]?.message]).toEqual([400, ['parentId'], '不能把导航移到它自己或它的下级之下。']);
  });

  it('moves items up and down among their siblings, and the public order follows', async () => {
    const topIds = async () => (await publicNavs()).map((n) => n.id);
    const before = await topIds();
    expect(before.slice(0, 3)).toEqual([NAV_IDS.home, NAV_IDS.services, NAV_IDS.tracking]);

    const moved = await ctx.post(`${NAVS}/${NAV_IDS.tracking}/move`, { token: admin, body: { direction: 'up' } });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as { items: SiteNav[] }).items.slice(0, 3).map((n) => n.id)).toEqual([NAV_IDS.home, NAV_IDS.tracking, NAV_IDS.services]);
    expect((await topIds()).slice(0, 3)).toEqual([NAV_IDS.home, NAV_IDS.tracking, NAV_IDS.services]);
    expect((await auditOf(NAV_IDS.tracking))[0]).toMatchObject({ action: 'site-nav.move', before: { position: 3 }, after: { position: 2 } });

    // The first cannot go further up: nothing changes, nothing is audited.
    await ctx.post(`${NAVS}/${NAV_IDS.home}/move`, { token: admin, body: { direction: 'up' } });
    expect((await topIds())[0]).toBe(NAV_IDS.home);
    expect(await auditOf(NAV_IDS.home)).toEqual([]);

    await ctx.post(`${NAVS}/${NAV_IDS.tracking}/move`, { token: admin, body: { direction: 'down' } });
    expect((await topIds()).slice(0, 3)).toEqual([NAV_IDS.home, NAV_IDS.services, NAV_IDS.tracking]);
    expect((await ctx.post(`${NAVS}/${UNKNOWN_ID}/move`, { token: admin, body: { direction: 'down' } })).statusCode).toBe(404);
    expect((await ctx.post(`${NAVS}/${NAV_IDS.home}/move`, { token: admin, body: { direction: 'left' } })).statusCode).toBe(400);
  });

  it('hides an item with its subtree from visitors; staff preview it, nobody else may ask to', async () => {
    const hide = await ctx.post(`${NAVS}/${NAV_IDS.about}/visibility`, { token: admin, body: { isVisible: false } });
    expect([hide.statusCode, (hide.json() as SiteNav).isVisible]).toEqual([200, false]);
    expect((await auditOf(NAV_IDS.about))[0]).toMatchObject({ action: 'site-nav.visibility', before: { isVisible: true }, after: { isVisible: false } });

    const visible = flat(await publicNavs()).map((n) => n.id);
    expect(visible).not.toContain(NAV_IDS.about);
    expect(visible).not.toContain(NAV_IDS.contact);
    expect((await ctx.get(`/api/f/content/nav/${NAV_IDS.about}`)).statusCode).toBe(404);
    expect((await ctx.get(`/api/f/content/nav/${NAV_IDS.profile}`)).statusCode).toBe(404);
    expect((await ctx.get('/api/f/content/nav', { query: { sitePage: SitePage.ContactUs } })).statusCode).toBe(404);

    // Staff see it with preview=true, in the same shapes.
    expect(flat(await publicNavs('en', admin, true)).map((n) => n.id)).toContain(NAV_IDS.contact);
    expect((await ctx.get(`/api/f/content/nav/${NAV_IDS.about}`, { token: operator, query: { preview: true } })).statusCode).toBe(200);
    expect((await ctx.get('/api/f/content/nav', { token: admin, query: { sitePage: SitePage.ContactUs, preview: true } })).statusCode).toBe(200);
    // A staff token without preview is a visitor's view.
    expect(flat(await publicNavs('en', admin)).map((n) => n.id)).not.toContain(NAV_IDS.about);
    for (const token of [undefined, member]) {
      const res = await ctx.post(PUBLIC_NAVS, { body: {}, query: { preview: true }, locale: 'en', ...(token ? { token } : {}) });
      expect([res.statusCode, errorOf(res).code, errorOf(res).message]).toEqual([403, 'Content:PreviewStaffOnly', "Only the forwarder's staff can preview unpublished content."]);
    }
    // Staff still read the public operations as visitors do (their 403 is the preview rule, not "customers only").
    expect((await ctx.get(`/api/f/content/nav/${NAV_IDS.tracking}`, { token: admin })).statusCode).toBe(200);

    await ctx.post(`${NAVS}/${NAV_IDS.about}/visibility`, { token: admin, body: { isVisible: true } });
    expect(flat(await publicNavs()).map((n) => n.id)).toContain(NAV_IDS.contact);
  });

  it('refuses to delete an item that others depend on, saying which; deletes the rest with an audit entry', async () => {
    const withChildren = await ctx.delete(`${NAVS}/${NAV_IDS.sea}`, { token: admin, locale: 'en' });
    expect([withChildren.statusCode, errorOf(withChildren).code]).toEqual([400, 'Ops:NavHasChildren']);
    expect(errorOf(withChildren).message).toContain('整柜运输');

    const target = created(await ctx.post(NAVS, { token: admin, body: navInput({ navType: NavType.Content, titleZh: '页', titleEn: 'Page', contentZh: '<p>页</p>', contentEn: '<p>Page</p>' }) }));
    const detail = created(await ctx.post(NAVS, { token: admin, body: navInput({ navType: NavType.NavDetail, navId: target.id, displayNameZh: '详情入口', displayNameEn: 'Detail entry' }) }));
    const targeted = await ctx.delete(`${NAVS}/${target.id}`, { token: admin, locale: 'zh-Hans' });
    expect([targeted.statusCode, errorOf(targeted).code]).toEqual([400, 'Ops:NavIsTarget']);
    expect(errorOf(targeted).message).toContain('详情入口');

    expect((await ctx.delete(`${NAVS}/${detail.id}`, { token: admin })).statusCode).toBe(204);
    expect((await ctx.delete(`${NAVS}/${target.id}`, { token: admin })).statusCode).toBe(204);
    expect((await ctx.get(`/api/f/content/nav/${target.id}`)).statusCode).toBe(404);
    expect((await auditOf(target.id))[0]).toMatchObject({ action: 'site-nav.delete', before: expect.objectContaining({ displayNameEn: 'Test group' }), after: null });
    expect((await ctx.delete(`${NAVS}/${target.id}`, { token: admin })).statusCode).toBe(404);
  });

  it('stores home block texts as JSON per language, publishes and orders them, and the public home follows', async () => {
    const publicBlocks = async (token?: TestUser, preview = false): Promise<Block[]> =>
      ((await ctx.post(PUBLIC_BLOCKS, { body: { pageContentTypes: [1] }, ...(token ? { token } : {}), ...(preview ? { query: { preview: true } } : {}) })).json() as { items: Block[] }).items;

    const invalid = await ctx.post(BLOCKS, { token: operator, body: blockInput({ titleEn: ' ', linkUrl: 'javascript:alert(1)', imageUrl: '//evil.example/x.png' }), locale: 'en' });
    expect([invalid.statusCode, membersOf(invalid).sort()]).toEqual([400, ['imageUrl', 'linkUrl', 'titleEn']]);

    const block = created(await ctx.post(BLOCKS, { token: operator, body: blockInput({ titleZh: '海运拼箱', titleEn: 'LCL every week', linkUrl: 'https://example.com/lcl', imageUrl: '' }) }));
    expect(block).toMatchObject({ titleZh: '海运拼箱', titleEn: 'LCL every week', imageUrl: null, isPublished: true });
    const shown = (await publicBlocks()).at(-1);
    expect(shown).toMatchObject({ id: block.id, linkUrl: 'https://example.com/lcl' });
    expect(JSON.parse(shown?.title ?? '')).toEqual({ 'zh-Hans': '海运拼箱', en: 'LCL every week' });
    expect((await auditOf(block.id))[0]).toMatchObject({ action: 'page-content.create', after: expect.objectContaining({ titleEn: 'LCL every week' }) });

    // Moved up once: before the last seeded banner.
    const moved = await ctx.post(`${BLOCKS}/${block.id}/move`, { token: operator, body: { direction: 'up' } });
    expect(moved.statusCode).toBe(200);
    const ids = (await publicBlocks()).map((b) => b.id);
    expect(ids.indexOf(block.id)).toBe(ids.length - 2);

    // Unpublished: gone for visitors, still in the staff preview.
    const off = await ctx.post(`${BLOCKS}/${block.id}/publish`, { token: operator, body: { isPublished: false } });
    expect((off.json() as { isPublished: boolean }).isPublished).toBe(false);
    expect((await publicBlocks()).map((b) => b.id)).not.toContain(block.id);
    expect((await publicBlocks(operator, true)).map((b) => b.id)).toContain(block.id);
    expect((await ctx.post(PUBLIC_BLOCKS, { body: {}, query: { preview: true } })).statusCode).toBe(403);
    expect((await auditOf(block.id))[0]).toMatchObject({ action: 'page-content.publish', before: { isPublished: true }, after: { isPublished: false } });

    // Changed into another slot: last there.
    const changed = await ctx.put(`${BLOCKS}/${block.id}`, { token: admin, body: blockInput({ pageContentType: 14, titleZh: '海运拼箱', titleEn: 'LCL weekly', isPublished: true }) });
    expect(changed.json()).toMatchObject({ pageContentType: 14, titleEn: 'LCL weekly', isPublished: true });
    const list = (await ctx.get(BLOCKS, { token: operator })).json() as { items: { id: string; pageContentType: number }[] };
    expect(list.items.filter((b) => b.pageContentType === 14).at(-1)?.id).toBe(block.id);
    expect((await auditOf(block.id))[0]).toMatchObject({ action: 'page-content.update', before: { pageContentType: 1, titleEn: 'LCL every week', isPublished: false }, after: { pageContentType: 14, titleEn: 'LCL weekly', isPublished: true } });

    expect((await ctx.delete(`${BLOCKS}/${block.id}`, { token: operator })).statusCode).toBe(204);
    expect((await auditOf(block.id))[0]).toMatchObject({ action: 'page-content.delete', after: null });
    expect((await ctx.put(`${BLOCKS}/${block.id}`, { token: operator, body: blockInput() })).statusCode).toBe(404);
  });
});
