import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from '../../../test/harness';
import { CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { errorOf, membersOf, OPS, setUpOps, type OpsActors } from '../orders/testing/ops-fixtures';
import { SITE_SETTINGS_ENTITY_ID } from './site-settings.service';

// Site settings on the real server: admin only, validated field by field, audited with what changed, shown at once
// by the public configuration; and the analytics snippet the server puts into the public site's pages with a fresh
// nonce per response and exactly the allowed origins in the page's CSP (never the portals' or the console's).

const SETTINGS = `${OPS}/site-settings`;
const CONFIG = '/api/f/system/application-configuration';

const BAIDU_SNIPPET = [
  '<!-- Baidu Tongji -->',
  '<script>',
  'var _hmt = _hmt || [];',
  '(function() { var hm = document.createElement("script"); hm.src = "https://hm.baidu.com/hm.js?abc"; document.head.appendChild(hm); })();',
  '</script>',
  '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
  '<noscript><img src="https://evil.example/pixel.gif"></noscript>',
  '<script src="javascript:alert(1)"></script>',
  '<div onclick="alert(1)">x</div>',
].join('\n');

function writeShell(root: string, app: string) {
  fs.mkdirSync(path.join(root, app), { recursive: true });
  fs.writeFileSync(path.join(root, app, 'index.html'), `<!doctype html><html data-app="${app}"><head><title>x</title><script type="module" src="/assets/index.js"></script></head><body></body></html>`);
}

const scriptSrcOf = (res: LightMyRequestResponse) => /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
const directive = (res: LightMyRequestResponse, name: string) => new RegExp(`${name} ([^;]*)`).exec(String(res.headers['content-security-policy']))?.[1] ?? '';

describe('site settings and analytics', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let current: Record<string, unknown>;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
    for (const app of ['public-site', 'member-portal', 'merchant-portal', 'ops-console']) writeShell(ctx.config.staticRoot, app);
    current = (await ctx.get(SETTINGS, { token: actors.admin })).json();
  });
  afterAll(() => ctx?.close());

  /** `token: null` sends no token. */
  const save = (changes: Record<string, unknown>, token: OpsActors['admin'] | null = actors.admin, locale = 'en') =>
    ctx.put(SETTINGS, { ...(token ? { token } : {}), locale, body: { ...current, ...changes } });

  it('is for admins only: operators 403, customers 403, anonymous 401', async () => {
    for (const [token, status] of [
      [actors.operator, 403],
      [actors.member, 403],
      [null, 401],
    ] as const) {
      expect((await ctx.get(SETTINGS, token ? { token } : {})).statusCode).toBe(status);
      expect((await save({ displaySiteName: 'Hijacked' }, token)).statusCode).toBe(status);
    }
    expect(errorOf(await save({ displaySiteName: 'Hijacked' }, actors.operator)).code).toBe('Ops:AdminOnly');
    expect((await ctx.get(CONFIG)).json().tenantExtra.displaySiteName).not.toBe('Hijacked');
  });

  it('answers every setting, the seed defaults at first', async () => {
    expect(current).toMatchObject({ displaySiteName: '环宇国际物流 Globe Freight', logoUrl: '/api/f/assets/logo.svg', siteStatisticalCode: '', analyticsScriptOrigins: [] });
  });

  it('refuses bad fields with localised field errors and writes nothing', async () => {
    const res = await save({
      displaySiteName: '',
      customerServiceMail: 'not-a-mail',
      logoUrl: 'javascript:alert(1)',
      faviconUrl: 'ftp://x/favicon.ico',
      facebookLink: 'facebook.com/x',
      icpNumber: '备案中',
      icp2Number: '公安备案',
      analyticsScriptOrigins: ['https://ok.example', 'https://hm.baidu.com/hm.js', 'http://tracker.example', "'unsafe-inline'", 'https://*.example'],
    });
    expect(res.statusCode).toBe(400);
    expect(membersOf(res).sort()).toEqual(
      [
        'displaySiteName',
        'customerServiceMail',
        'logoUrl',
        'faviconUrl',
        'facebookLink',
        'icpNumber',
        'icp2Number',
        'analyticsScriptOrigins[1]',
        'analyticsScriptOrigins[2]',
        'analyticsScriptOrigins[3]',
        'analyticsScriptOrigins[4]',
      ].sort(),
    );
    expect(errorOf(res).validationErrors?.find((v) => v.members[0] === 'facebookLink')?.message).toBe('The link must be a URL starting with http:// or https://.');
    const zh = await save({ facebookLink: 'facebook.com/x' }, actors.admin, 'zh-Hans');
    expect(errorOf(zh).validationErrors?.[0]?.message).toBe('链接须为以 http:// 或 https:// 开头的网址。');
    expect((await ctx.put(SETTINGS, { token: actors.admin, body: { ...current, extra: 1 } })).statusCode).toBe(400);
    const { analyticsScriptOrigins: _origins, ...withoutOrigins } = current;
    expect((await ctx.put(SETTINGS, { token: actors.admin, body: withoutOrigins })).statusCode).toBe(400);
    expect(await ctx.get(SETTINGS, { token: actors.admin }).then((r) => r.json())).toEqual(current);
  });

  it('saves, audits only the changed fields and the public configuration shows them at once', async () => {
    const res = await save({
      displaySiteName: '  Globe Freight  ',
      logoUrl: '/api/f/site-images/0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88.png',
      customerServiceMail: 'care@globe-freight.example',
      analyticsScriptOrigins: ['https://HM.baidu.com/', 'http://127.0.0.1:3233', 'https://hm.baidu.com'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ displaySiteName: 'Globe Freight', analyticsScriptOrigins: ['https://hm.baidu.com', 'http://127.0.0.1:3233'] });

    const config = (await ctx.get(CONFIG)).json().tenantExtra;
    expect(config).toMatchObject({ displaySiteName: 'Globe Freight', logoUrl: '/api/f/site-images/0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88.png', customerServiceMail: 'care@globe-freight.example' });
    expect(config).not.toHaveProperty('analyticsScriptOrigins');

    const log = (await ctx.post(`${OPS}/audit/list`, { token: actors.admin, body: { entityType: 'site-settings', entityId: SITE_SETTINGS_ENTITY_ID } })).json();
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'site-settings.update',
        actorUserName: actors.admin.userName,
        entityLabel: 'Globe Freight',
        before: { displaySiteName: '环宇国际物流 Globe Freight', logoUrl: '/api/f/assets/logo.svg', customerServiceMail: 'service@globe-freight.example', analyticsScriptOrigins: [] },
        after: { displaySiteName: 'Globe Freight', logoUrl: '/api/f/site-images/0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88.png', customerServiceMail: 'care@globe-freight.example', analyticsScriptOrigins: ['https://hm.baidu.com', 'http://127.0.0.1:3233'] },
      }),
    ]);
    current = res.json();
    expect((await save({})).statusCode).toBe(200);
    const again = (await ctx.post(`${OPS}/audit/list`, { token: actors.admin, body: { entityType: 'site-settings' } })).json();
    expect(again.totalCount).toBe(1);
  });

  it('puts the snippet into public pages with a fresh nonce per response and exactly the allowed origins', async () => {
    const saved = await save({ siteStatisticalCode: BAIDU_SNIPPET, analyticsScriptOrigins: ['https://hm.baidu.com'] });
    expect(saved.statusCode).toBe(200);
    current = saved.json();

    const first = await ctx.get('/');
    const second = await ctx.get('/en/article');
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const nonce = /<script nonce="([^"]+)">/.exec(res.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSrcOf(res)).toBe(`'self' 'nonce-${nonce}' https://hm.baidu.com`);
      expect(directive(res, 'connect-src')).toBe("'self' https://hm.baidu.com");
      expect(directive(res, 'img-src')).toBe("'self' data: blob: https://hm.baidu.com");
      expect(scriptSrcOf(res)).not.toContain('unsafe-inline');
      // Inline code carries the nonce; the external script does not (its origin decides), so a script of an
      // origin not listed stays in the page for the CSP to block.
      expect(res.body).toContain(`<script nonce="${nonce}">\nvar _hmt = _hmt || [];`);
      expect(res.body).toContain('<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script></head>');
      expect(res.body).not.toContain('javascript:');
      expect(res.body).not.toContain('evil.example');
      expect(res.body).not.toContain('onclick');
      expect(res.body.match(/nonce=/g)).toHaveLength(1);
    }
    expect(/nonce="([^"]+)"/.exec(first.body)?.[1]).not.toBe(/nonce="([^"]+)"/.exec(second.body)?.[1]);

    const missing = await ctx.get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<script nonce=');
  });

  it.each(['/user/center', '/merchant', '/ops', '/en/ops/site-settings'])('leaves %s without the snippet and with the strict CSP', async (url) => {
    const res = await ctx.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('_hmt');
    expect(res.body).not.toContain('nonce');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the API answers on the strict CSP', async () => {
    expect((await ctx.get(CONFIG)).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('an external-only snippet needs no nonce; an empty one leaves the page as built', async () => {
    current = (await save({ siteStatisticalCode: '<script src="http://127.0.0.1:3233/analytics.js"></script>', analyticsScriptOrigins: ['http://127.0.0.1:3233'] })).json();
    const external = await ctx.get('/');
    expect(scriptSrcOf(external)).toBe("'self' http://127.0.0.1:3233");
    expect(external.body).toContain('<script src="http://127.0.0.1:3233/analytics.js"></script></head>');

    current = (await save({ siteStatisticalCode: '', analyticsScriptOrigins: [] })).json();
    const plain = await ctx.get('/');
    expect(plain.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).not.toContain('127.0.0.1:3233');
  });
});
