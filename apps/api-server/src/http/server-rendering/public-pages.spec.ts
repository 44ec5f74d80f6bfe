import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { StaffRole, UserType } from '@forwarder/contracts/api-ops';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext, type TestUser } from '../../../test/harness';
import { createDatabase, type DatabaseHandle } from '../../db/database';
import { contracts, modules, siteSources, type Database } from '../../modules';
import { event } from '../../modules/orders/testing/ops-fixtures';
import { blockInput, navInput } from '../../modules/content/testing/site-content-inputs';
import { buildApp } from '../app';

// The public site's server rendering on a real database, with a server bundle that has the exports of
// apps/public-site/src/entry-server.tsx, written as a real CommonJS file the server loads like the built one. Its
// pages read through the in-process API as the real ones do (the configuration always, and per page a navigation,
// content or tracking read), name their canonical address from the URL they are given, and count their renders, so
// the tests see what is rendered, kept, refused and invalidated.
const BUNDLE = `
let renders = 0;
let holding = false;
const held = [];
exports.renders = () => renders;
/** While on, renders wait (after their slot and their first read) until it is turned off. */
exports.hold = (on) => { holding = on; if (!on) for (const go of held.splice(0)) go(); };
exports.waiting = () => held.length;
exports.languageRedirect = async ({ url, cookie }) => {
  const { pathname } = new URL(url);
  return /i18n_redirected=en/.test(cookie ?? '') && !pathname.startsWith('/en') ? '/en' + (pathname === '/' ? '' : pathname) : null;
};
const QUERIES = { '/list': { shared: ['page'] }, '/site/tracking': { visitor: ['numbers'] } };
exports.pageAddress = (href) => {
  const url = new URL(href);
  const { shared = [], visitor = [] } = QUERIES[url.pathname] ?? {};
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if ([...shared, ...visitor].includes(name) && value) kept.append(name, value);
  kept.sort();
  url.search = kept.toString();
  return { url: url.href, shared: !visitor.some((name) => kept.has(name)) };
};
/** The read a page makes besides the configuration (the tracking page only with numbers to track, as the real one). */
const readOf = (pathname, searchParams) => ({
  '/nav': ['/api/f/content/nav/list', { maxResultCount: 10 }],
  '/article': ['/api/f/content/article/list', { maxResultCount: 10 }],
  '/site/tracking': searchParams.has('numbers') ? ['/api/f/logistics-management/tracking/list', { waybillNumbers: searchParams.getAll('numbers') }] : undefined,
})[pathname];
/** Text that compresses about 2:1 (hex digits of a pseudo-random sequence), different for each page. */
function filler(seed, length) {
  let x = seed || 1, out = '';
  while (out.length < length) { x = (x * 1103515245 + 12345) % 2147483648; out += x.toString(16); }
  return out.slice(0, length);
}
const SHEET = { path: '/assets/global-abc123.css', css: 'body{margin:0}'.repeat(200) };
SHEET.linked = '<link rel="stylesheet" href="' + SHEET.path + '"><style data-emotion="css-global g1"></style>';
SHEET.inline = '<style data-emotion="css-global g1">' + SHEET.css + '</style><link rel="prefetch" href="' + SHEET.path + '" as="style">';
exports.stylesheets = () => [SHEET];
exports.renderPage = async ({ url, fetchApi }) => {
  renders += 1;
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/broken') throw new Error('render failed');
  const config = await (await fetchApi(new Request('http://api.internal/api/f/system/application-configuration'))).json();
  if (holding) await new Promise((go) => held.push(go));
  const read = readOf(pathname, searchParams);
  if (read) {
    const res = await fetchApi(new Request('http://api.internal' + read[0], { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(read[1]) }));
    if (!res.ok) throw new Error(read[0] + ' answered ' + res.status);
  }
  const status = pathname === '/article/unknown' ? 404 : 200;
  const big = pathname === '/list' ? filler(Number(searchParams.get('page')), 20000) : '';
  return { kind: 'page', status, htmlLang: pathname.startsWith('/en') ? 'en' : 'zh-Hans',
    head: '<title>' + pathname + ' - ' + config.tenantExtra.displaySiteName + '</title><link rel="canonical" href="' + url + '"/>' + SHEET.linked,
    body: '<main>' + url + ' (origin ' + config.siteOrigin + ')' + big + '</main>',
    stateElement: '<script type="application/json" id="ssr-state">{"queries":[]}</script>' };
};
`;

const SHELL = `<!doctype html><html lang="zh-Hans"><head><title>Forwarder</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`;
const ORIGIN = 'https://shop.example';

interface FakeBundle {
  renders(): number;
  hold(on: boolean): void;
  waiting(): number;
}

/** A static root holding the shell and the bundle above; the bundle as the server loaded it (one module per file). */
function staticRootWithBundle(): { root: string; bundle: () => FakeBundle } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-static-'));
  fs.mkdirSync(path.join(root, 'public-site'));
  fs.writeFileSync(path.join(root, 'public-site', 'index.html'), SHELL);
  fs.mkdirSync(path.join(root, 'public-site-server'));
  const file = path.join(root, 'public-site-server', 'entry-server.cjs');
  fs.writeFileSync(file, BUNDLE);
  return { root, bundle: () => createRequire(file)(file) as FakeBundle };
}

async function contextWithBundle(env: Record<string, string> = {}) {
  const { root, bundle } = staticRootWithBundle();
  const ctx = await createTestContext({ env: { STATIC_ROOT: root, PUBLIC_BASE_URL: ORIGIN, ...env } });
  return {
    ctx,
    bundle: bundle(),
    close: async () => {
      await ctx.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

const stats = (app: FastifyInstance) => {
  const value = app.renderCacheStats();
  if (!value) throw new Error('the public site is not server-rendered');
  return value;
};

describe('server-rendered public pages', () => {
  let ctx: TestContext;
  let bundle: FakeBundle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, bundle, close } = await contextWithBundle({ TRUST_PROXY: 'true' }));
  });
  afterAll(async () => close());

  /** How many renders `request` caused. */
  const rendersFor = async (request: () => Promise<unknown>): Promise<number> => {
    const before = bundle.renders();
    await request();
    return bundle.renders() - before;
  };

  it("serves the stylesheets the bundle's pages link to: immutable, compressed when accepted", async () => {
    const res = await ctx.get('/assets/global-abc123.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe('body{margin:0}'.repeat(200));
    expect((await ctx.get('/assets/global-other.css')).statusCode).toBe(404);
  });

  it('renders a page with data read through the API, in its language, compressed when accepted', async () => {
    const res = await ctx.get('/en/article', { headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>\/en\/article - .+<\/title>/);
    expect(html).not.toContain('<title>Forwarder</title>');
    expect(html).toContain('<script type="application/json" id="ssr-state">{"queries":[]}</script>');
  });

  it("writes the shared stylesheet into a visitor's first page and links it on every later one, from one render", async () => {
    const renders = await rendersFor(async () => {
      const first = await ctx.get('/nav');
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain(`<style data-emotion="css-global g1">${'body{margin:0}'.repeat(200)}</style><link rel="prefetch" href="/assets/global-abc123.css" as="style">`);
      expect(first.body).not.toContain('rel="stylesheet"');
      expect(first.headers['set-cookie']).toBe('fwd_styles=global-abc123; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure');
      expect(first.headers.vary).toBe('cookie, accept-encoding');

      for (const cookie of ['fwd_styles=global-abc123', 'lang=en; fwd_styles=global-abc123']) {
        const later = await ctx.get('/nav', { headers: { cookie, 'accept-encoding': 'gzip' } });
        const html = zlib.gunzipSync(later.rawPayload).toString('utf8');
        expect(html).toContain('<link rel="stylesheet" href="/assets/global-abc123.css"><style data-emotion="css-global g1"></style>');
        expect(html).not.toContain('body{margin:0}');
        expect(later.headers['set-cookie']).toBeUndefined();
      }
      // Another build's sheet: not in the browser yet.
      const stale = await ctx.get('/nav', { headers: { cookie: 'fwd_styles=global-old' } });
      expect(stale.body).toContain('<style data-emotion="css-global g1">body{margin:0}');
      expect(stale.headers['set-cookie']).toMatch(/^fwd_styles=global-abc123;/);
    });
    expect(renders).toBe(1);
  });

  it('keeps one page per path and declared parameters: unknown ones never reach the render, order does not matter', async () => {
    expect(await rendersFor(() => ctx.get('/list?page=2&utm_source=a'))).toBe(1);
    for (const url of ['/list?page=2', '/list?utm_source=b&page=2', '/list?page=2&page=&x=1', '/list?fbclid=1&page=2']) {
      const res = await ctx.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/list?page=2"/>`);
      expect(res.body).not.toMatch(/utm_source|fbclid|x=1/);
    }
    expect(await rendersFor(async () => {
      for (let i = 0; i < 200; i++) await ctx.get(`/list?page=2&u=${i}`);
    })).toBe(0);
    expect(await rendersFor(() => ctx.get('/list?page=3'))).toBe(1);
  });

  it("renders an address with a visitor's parameter (tracked numbers), or a page that is not 200, for each request", async () => {
    expect(await rendersFor(() => ctx.get('/site/tracking'))).toBe(1);
    expect(await rendersFor(() => ctx.get('/site/tracking?utm=1'))).toBe(0);
    expect(await rendersFor(() => ctx.get('/site/tracking?numbers=FA1'))).toBe(1);
    expect(await rendersFor(() => ctx.get('/site/tracking?numbers=FA1'))).toBe(1);
    const missing = await ctx.get('/article/unknown');
    expect(missing.statusCode).toBe(404);
    expect(await rendersFor(() => ctx.get('/article/unknown'))).toBe(1);
  });

  it('writes the configured origin into every page, whatever the Host: not a byte changes', async () => {
    // Rendered for each request (a visitor's parameter): each answer below is a render of its own.
    const hosts: Array<Record<string, string>> = [
      { host: 'localhost' },
      { host: 'poison-x.example' },
      { host: 'shop.example:8443' },
      { host: 'a.example/"><script>' },
      { host: 'a.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ];
    const before = bundle.renders();
    const answers = [];
    for (const headers of hosts) answers.push(await ctx.get('/site/tracking?numbers=FA1&utm=x', { headers }));
    expect(bundle.renders() - before).toBe(hosts.length);
    const first = answers[0] as LightMyRequestResponse;
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`<link rel="canonical" href="${ORIGIN}/site/tracking?numbers=FA1"/>`);
    expect(first.body).toContain(`(origin ${ORIGIN})`);
    for (const answer of answers) expect(answer.rawPayload.equals(first.rawPayload)).toBe(true);
    // A kept page is the same for every Host too, and robots.txt and the sitemap name the same origin.
    const kept = await ctx.get('/site', { headers: { host: 'poison-x.example' } });
    expect((await ctx.get('/site', { headers: { host: 'b.example' } })).rawPayload.equals(kept.rawPayload)).toBe(true);
    expect(kept.body).not.toMatch(/poison|b\.example/);
  });

  it("answers the console's preview with the client-rendered shell", async () => {
    const res = await ctx.get('/article/1?preview=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("redirects by the visitor's language cookie before any cache", async () => {
    await ctx.get('/nav');
    const res = await ctx.get('/nav', { headers: { cookie: 'i18n_redirected=en' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe('/en/nav');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 500 with the shell when the render fails', async () => {
    const res = await ctx.get('/broken');
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('<div id="root"></div>');
  });

  describe('after a write', () => {
    let admin: TestUser;
    let operator: TestUser;
    beforeAll(async () => {
      admin = await ctx.createUser({ userType: UserType.Staff, staffRole: StaffRole.Admin });
      operator = await ctx.createUser({ userType: UserType.Staff, staffRole: StaffRole.Operator });
    });

    // /nav reads the navigation, /article the content; /site only the configuration (settings), as every page does.
    const PAGES = ['/nav', '/article', '/site'] as const;
    /** Which pages render again on their next request (each is requested once before, so all are kept). */
    const renderedAgainAfter = async (write: () => Promise<LightMyRequestResponse>, status: number): Promise<string[]> => {
      for (const page of PAGES) await ctx.get(page);
      expect((await write()).statusCode).toBe(status);
      const again: string[] = [];
      for (const page of PAGES) if ((await rendersFor(() => ctx.get(page))) > 0) again.push(page);
      return again;
    };

    it('a scan, a refused receiving or article, a forbidden navigation write or a list read through POST changes no page', async () => {
      const scan = () => ctx.post('/api/ops/scans', { token: operator, body: { waybillNumber: 'FA999999990CN', event: event('RECEIVED') } });
      expect(await renderedAgainAfter(scan, 200)).toEqual([]);
      const receiveUnknown = () => ctx.post('/api/ops/receiving', { token: operator, body: { waybillNumber: 'FA999999990CN', parcels: [{ weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10 }] } });
      expect(await renderedAgainAfter(receiveUnknown, 404)).toEqual([]);
      const invalidArticle = () => ctx.post('/api/ops/articles', { token: operator, body: { titleZh: '' } });
      expect(await renderedAgainAfter(invalidArticle, 400)).toEqual([]);
      const forbiddenNav = () => ctx.post('/api/ops/site-content/navs', { token: operator, body: navInput() });
      expect(await renderedAgainAfter(forbiddenNav, 403)).toEqual([]);
      const list = () => ctx.post('/api/ops/orders/list', { token: operator, body: {} });
      expect(await renderedAgainAfter(list, 200)).toEqual([]);
    });

    it('a content write renders the content pages again, a navigation write the navigation pages, a settings write all', async () => {
      const block = () => ctx.post('/api/ops/site-content/page-contents', { token: operator, body: blockInput() });
      expect(await renderedAgainAfter(block, 201)).toEqual(['/article']);
      const nav = () => ctx.post('/api/ops/site-content/navs', { token: admin, body: navInput() });
      expect(await renderedAgainAfter(nav, 201)).toEqual(['/nav']);
      const settings = (await ctx.get('/api/ops/site-settings', { token: admin })).json() as Record<string, unknown>;
      const save = () => ctx.put('/api/ops/site-settings', { token: admin, body: { ...settings, displaySiteName: 'Globe Freight 2' } });
      expect(await renderedAgainAfter(save, 200)).toEqual([...PAGES]);
      expect((await ctx.get('/site')).body).toContain('<title>/site - Globe Freight 2</title>');
    });

    it('keeps a page rendered while a write changed what it shows stale, so the next visitor gets the change', async () => {
      const settings = (await ctx.get('/api/ops/site-settings', { token: admin })).json() as Record<string, unknown>;
      await ctx.get('/site/contact-us');
      await ctx.put('/api/ops/site-settings', { token: admin, body: { ...settings, displaySiteName: 'Before' } });
      bundle.hold(true);
      const during = ctx.get('/site/contact-us');
      // The render has read the settings and waits inside the bundle: now the name changes.
      for (let i = 0; i < 200 && bundle.waiting() === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(bundle.waiting()).toBe(1);
      expect((await ctx.put('/api/ops/site-settings', { token: admin, body: { ...settings, displaySiteName: 'After' } })).statusCode).toBe(200);
      bundle.hold(false);
      expect((await during).body).toContain('<title>/site/contact-us - Before</title>');
      expect((await ctx.get('/site/contact-us')).body).toContain('<title>/site/contact-us - After</title>');
    });
  });
});

describe('the render cache across processes', () => {
  let ctx: TestContext;
  let bundle: FakeBundle;
  let close: () => Promise<void>;
  let second: DatabaseHandle<Database>;
  let other: FastifyInstance;
  const SYNC_MS = 100;

  beforeAll(async () => {
    ({ ctx, bundle, close } = await contextWithBundle({ RENDER_CACHE_SYNC_MS: String(SYNC_MS) }));
    // A second server on the same database through connections of its own, as another process would be.
    second = createDatabase<Database>({ databaseUrl: ctx.database.url, sqliteFile: ctx.database.sqliteFile, poolSize: 2 });
    other = await buildApp({ config: ctx.config, db: second.db, site: siteSources(second.db), contracts, modules, allowMissingHandlers: true, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
    await close();
  });

  const rendersOnOther = async (url: string): Promise<number> => {
    const before = bundle.renders();
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(200);
    return bundle.renders() - before;
  };

  /** Milliseconds until the other server renders `url` again (it is asked every 20 ms), or null after `limitMs`. */
  const untilRenderedAgain = async (url: string, limitMs: number): Promise<number | null> => {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      if ((await rendersOnOther(url)) > 0) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return null;
  };

  it("drops the other process's pages that a write changed, within the sync interval; a scan drops none", async () => {
    const operator = await ctx.createUser({ userType: UserType.Staff, staffRole: StaffRole.Operator });
    expect(await rendersOnOther('/article')).toBe(1);
    expect(await rendersOnOther('/nav')).toBe(1);
    expect(await rendersOnOther('/article')).toBe(0);

    const scan = await ctx.post('/api/ops/scans', { token: operator, body: { waybillNumber: 'FA999999990CN', event: event('RECEIVED') } });
    expect(scan.statusCode).toBe(200);
    expect(await untilRenderedAgain('/article', 5 * SYNC_MS)).toBeNull();

    const block = await ctx.post('/api/ops/site-content/page-contents', { token: operator, body: blockInput() });
    expect(block.statusCode).toBe(201);
    const delay = await untilRenderedAgain('/article', 20 * SYNC_MS);
    expect(delay).not.toBeNull();
    // The sync interval plus a read of the table; generous for a busy machine.
    expect(delay).toBeLessThan(10 * SYNC_MS);
    expect(await rendersOnOther('/nav')).toBe(0);
  });
});

describe('the render cache under pressure', () => {
  it('holds its byte ceiling under many distinct pages, dropping the least recently used', async () => {
    const maxBytes = 200_000;
    const { ctx, bundle, close } = await contextWithBundle({ RENDER_CACHE_MAX_BYTES: String(maxBytes) });
    try {
      for (let page = 1; page <= 60; page++) expect((await ctx.get(`/list?page=${page}&junk=${page}`)).statusCode).toBe(200);
      const { bytes, entries } = stats(ctx.app);
      expect(bytes).toBeLessThanOrEqual(maxBytes);
      // Each page is about 20 KB of HTML plus its two compressed copies: a handful fit.
      expect(entries).toBeGreaterThan(1);
      expect(entries).toBeLessThan(10);
      const before = bundle.renders();
      await ctx.get('/list?page=60');
      expect(bundle.renders()).toBe(before);
      await ctx.get('/list?page=1');
      expect(bundle.renders()).toBe(before + 1);
    } finally {
      await close();
    }
  });

  it('refuses a render beyond its queue with 503 and Retry-After, answers a kept page even stale, and keeps the API answering', async () => {
    const { ctx, bundle, close } = await contextWithBundle({ RENDER_CONCURRENCY: '1', RENDER_QUEUE_MAX: '1', RENDER_CACHE_TTL_MS: '200' });
    try {
      const kept = await ctx.get('/nav');
      await new Promise((resolve) => setTimeout(resolve, 250));
      bundle.hold(true);
      const rendersAtHold = bundle.renders();
      const first = ctx.get('/list?page=1');
      const second = ctx.get('/list?page=2');
      // The second waits in the queue once the first holds the slot; the first counts as a render only when it
      // reaches the bundle (after its slot and the shell), which on a busy machine may come later than that.
      for (let i = 0; i < 200 && (stats(ctx.app).queued < 1 || bundle.renders() === rendersAtHold); i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(stats(ctx.app)).toMatchObject({ rendersInFlight: 1, queued: 1 });

      const refused = await ctx.get('/list?page=3');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body).toContain('<div id="root"></div>');
      const tracking = await ctx.get('/site/tracking?numbers=FA1');
      expect(tracking.statusCode).toBe(503);

      const rendersBefore = bundle.renders();
      const stale = await ctx.get('/nav');
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.equals(kept.rawPayload)).toBe(true);
      expect(bundle.renders()).toBe(rendersBefore);

      const api = await ctx.get('/api/f/system/application-configuration');
      expect(api.statusCode).toBe(200);

      bundle.hold(false);
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
      expect(stats(ctx.app)).toMatchObject({ rendersInFlight: 0, queued: 0, refused: 2, staleServed: 1 });
      expect((await ctx.get('/list?page=3')).statusCode).toBe(200);
    } finally {
      bundle.hold(false);
      await close();
    }
  });
});
