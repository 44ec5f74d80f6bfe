import Fastify from 'fastify';
import { EnumCategory } from '@forwarder/contracts/api-f';
import { createTestContext, type TestContext } from '../../../test/harness';
import { revokeToken } from '../../auth/tokens';
import { installErrorHandling } from '../../http/error-handler';
import { nowIso } from '../../db/ids';
import { runSeeders } from '../../seed/seeders';
import { ENUM_CATALOG, enumDisplayName } from './enum-catalog';
import { registerAssetRoutes } from './system-assets';
import { tenantSettingsSeeder } from './system.seeder';
import { systemModule } from './module';
import { DEFAULT_TENANT_SETTINGS, TENANT_SETTINGS_KEY } from './tenant-settings';

let ctx: TestContext;
const quiet = (): void => undefined;
const seedCtx = () => ({ demo: false, config: ctx.config, log: { info: quiet, warn: quiet } });

beforeAll(async () => {
  ctx = await createTestContext({ modules: [systemModule] });
  await runSeeders(ctx.db, [tenantSettingsSeeder], seedCtx());
});
afterAll(() => ctx?.close());

const CONFIG_URL = '/api/f/system/application-configuration';

describe('getApplicationConfiguration', () => {
  it('answers anonymous configuration without a token', async () => {
    const res = await ctx.get(CONFIG_URL);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.localization).toEqual({
      languages: [
        { cultureName: 'zh-Hans', uiCultureName: 'zh-CN', displayName: '简体中文' },
        { cultureName: 'en', uiCultureName: 'en-US', displayName: 'English' },
      ],
      currentCulture: { cultureName: 'zh-Hans', uiCultureName: 'zh-CN', displayName: '简体中文' },
      defaultLanguage: 'zh-Hans',
    });
    expect(body.currentUser).toEqual({ isAuthenticated: false, id: null, userName: null, userType: null, merchantId: null });
    expect(body.tenantExtra).toEqual(DEFAULT_TENANT_SETTINGS);
  });

  it('fills currentUser for a valid token and follows accept-language', async () => {
    const user = await ctx.createUser({ userType: 30, merchantId: 'M-1' });
    const res = await ctx.get(CONFIG_URL, { token: user, locale: 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currentUser).toEqual({ isAuthenticated: true, id: user.id, userName: user.userName, userType: 30, merchantId: 'M-1' });
    expect(body.localization.currentCulture.cultureName).toBe('en');
  });

  it('treats a revoked or unknown token as anonymous (the operation is public)', async () => {
    const user = await ctx.createUser();
    const token = await ctx.tokenFor(user);
    await revokeToken(ctx.db, token);
    for (const t of [token, 'not-a-token']) {
      const res = await ctx.get(CONFIG_URL, { token: t });
      expect(res.statusCode).toBe(200);
      expect(res.json().currentUser.isAuthenticated).toBe(false);
    }
  });

  it('reads the branding from the settings table, defaults filling gaps; the seeder never overwrites it', async () => {
    const custom = { ...DEFAULT_TENANT_SETTINGS, displaySiteName: 'Test Site', icpNumber: 42 };
    await ctx.db.updateTable('settings').set({ value: JSON.stringify(custom), lastModificationTime: nowIso() }).where('name', '=', TENANT_SETTINGS_KEY).execute();
    await runSeeders(ctx.db, [tenantSettingsSeeder], seedCtx());
    const body = (await ctx.get(CONFIG_URL)).json();
    expect(body.tenantExtra.displaySiteName).toBe('Test Site');
    expect(body.tenantExtra.icpNumber).toBe(DEFAULT_TENANT_SETTINGS.icpNumber);
    await ctx.db.updateTable('settings').set({ value: JSON.stringify(DEFAULT_TENANT_SETTINGS) }).where('name', '=', TENANT_SETTINGS_KEY).execute();
  });
});

describe('getEnums', () => {
  it('answers every category when none is asked, each value named in both languages', async () => {
    for (const locale of ['zh-Hans', 'en'] as const) {
      const res = await ctx.post('/api/system/enums', { locale, body: {} });
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { category: number; name: string; values: { value: number; name: string; displayName: string }[] }[];
      expect(items.map((g) => g.category)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 24, 101, 102, 103, 104]);
      for (const group of items) {
        expect(group.values.length).toBeGreaterThan(0);
        for (const value of group.values) expect(value.displayName).not.toBe('');
      }
    }
    for (const category of ENUM_CATALOG) {
      for (const value of category.values) {
        expect(value.zh).toMatch(/\S/);
        expect(value.en).toMatch(/\S/);
      }
    }
  });

  it('answers the asked categories in the request language', async () => {
    const res = await ctx.post('/api/system/enums', { locale: 'en', body: { categories: [102, 24, 102] } });
    expect(res.statusCode).toBe(200);
    const [status, currencyCode] = res.json().items;
    expect(status.name).toBe('OrderStatus');
    expect(status.values.find((v: { value: number }) => v.value === 20)).toEqual({ value: 20, name: 'Received', displayName: 'Received at warehouse' });
    expect(currencyCode.values.find((v: { name: string }) => v.name === 'USD')).toMatchObject({ value: 840 });
    const zh = await ctx.post('/api/system/enums', { body: { categories: [104] } });
    expect(zh.json().items[0].values.map((v: { displayName: string }) => v.displayName)).toEqual(['发票', '装箱单', '报关文件', '合同', '其他']);
  });

  it('works without a body', async () => {
    const res = await ctx.post('/api/system/enums');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(13);
  });

  it('400 with validationErrors for an unknown category', async () => {
    const res = await ctx.post('/api/system/enums', { body: { categories: [55] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members[0]).toMatch(/^categories/);
  });

  it('enumDisplayName serves the other modules', () => {
    expect(enumDisplayName(EnumCategory.OrderStatus, 99, 'zh-Hans')).toBe('已取消');
    expect(enumDisplayName(EnumCategory.MerchantDataCategory, 30, 'en')).toBe('Customs document');
    expect(enumDisplayName(EnumCategory.OrderStatus, 12345, 'en')).toBe('12345');
  });
});

describe('assets', () => {
  it('serves the branding pictures and nothing outside the folder', async () => {
    const app = Fastify();
    installErrorHandling(app);
    registerAssetRoutes(app);
    await app.ready();
    try {
      const logo = await app.inject({ method: 'GET', url: '/api/f/assets/logo.svg' });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
      expect(logo.body).toContain('<svg');
      for (const file of ['favicon.svg', 'wechat-qr.svg']) {
        expect((await app.inject({ method: 'GET', url: `/api/f/assets/${file}` })).statusCode).toBe(200);
      }
      expect((await app.inject({ method: 'GET', url: '/api/f/assets/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/f/assets/missing.svg' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
