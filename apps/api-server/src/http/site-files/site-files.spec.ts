import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { createTestContext, REPO_ROOT, type TestContext } from '../../../test/harness';
import { contentModule } from '../../modules/content/module';
import { readStoredTenantSettings, writeTenantSettings } from '../../modules/system';
import { systemModule } from '../../modules/system/module';
import { runSeeders } from '../../seed/seeders';

// robots.txt, sitemap.xml and /favicon.ico over HTTP, on the content seed in a real database.

/** The little of the DOM read here: jsdom's own types would bring the DOM library into every spec's compilation. */
interface XmlElement {
  namespaceURI: string | null;
  localName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, name: string): Iterable<XmlElement>;
}
type XmlParser = new (text: string, options: { contentType: string }) => { window: { document: { documentElement: XmlElement } & Pick<XmlElement, 'getElementsByTagNameNS'> } };
// jsdom (installed with jest-environment-jsdom) has a strict XML parser: a well-formedness error throws.
const { JSDOM } = createRequire(__filename)('jsdom') as { JSDOM: XmlParser };

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const ORIGIN = 'https://shop.example';
const quiet = { info: () => undefined, warn: () => undefined };

let ctx: TestContext;
beforeAll(async () => {
  // TRUST_PROXY: forwarded protocol and host are believed (as behind the production proxy), and still never used.
  ctx = await createTestContext({ modules: [contentModule, systemModule], env: { TRUST_PROXY: 'true', PUBLIC_BASE_URL: ORIGIN } });
  await runSeeders(ctx.db, contentModule.seeders ?? [], { demo: false, config: ctx.config, log: quiet });
});
afterAll(async () => ctx?.close());

const viaProxy = { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'proxy.example' };

describe('robots.txt', () => {
  it('lets crawlers read the public site, not the portals or the API, and names the sitemap', async () => {
    const res = await ctx.get('/robots.txt', { headers: viaProxy });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/user/', '/merchant/', '/ops/', '/api/']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
      expect(lines).toContain(`Disallow: /en${prefix}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('names the configured origin whatever the Host: not a byte of either file changes', async () => {
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const expected = (await ctx.get(file, { headers: viaProxy })).rawPayload;
      for (const host of ['localhost:3000', 'poison-x.example', 'evil.example/<x>']) {
        const res = await ctx.get(file, { headers: { host } });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(expected)).toBe(true);
      }
    }
  });
});

describe('sitemap.xml', () => {
  interface Url {
    loc: string;
    lastmod: string | null;
    alternates: Record<string, string>;
  }

  let urls: Url[];
  let res: Awaited<ReturnType<TestContext['get']>>;
  beforeAll(async () => {
    res = await ctx.get('/sitemap.xml', { headers: viaProxy });
    const document = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(document.documentElement.localName).toBe('urlset');
    urls = [...document.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
      loc: [...url.getElementsByTagNameNS(SITEMAP_NS, 'loc')][0]?.textContent ?? '',
      lastmod: [...url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')][0]?.textContent ?? null,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => {
          expect(link.getAttribute('rel')).toBe('alternate');
          return [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''];
        }),
      ),
    }));
  });

  const byLoc = (loc: string) => urls.find((u) => u.loc === loc);

  it('is XML of sitemaps.org 0.9, not cached for long', () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      expect(url.loc.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Object.keys(url.alternates).sort()).toEqual(['en', 'x-default', 'zh-Hans']);
    }
  });

  it('lists the static pages in both languages, with alternates pointing at each other', () => {
    for (const page of ['/', '/article', '/list', '/nav', '/site', '/site/contact-us', '/site/tracking', '/site/quote']) {
      const zh = `${ORIGIN}${page}`;
      const en = page === '/' ? `${ORIGIN}/en` : `${ORIGIN}/en${page}`;
      for (const loc of [zh, en]) expect(byLoc(loc)?.alternates).toEqual({ 'zh-Hans': zh, en, 'x-default': zh });
    }
  });

  it('lists every published article in both languages with its time, and no draft', async () => {
    const published = await ctx.db.selectFrom('content_articles').select(['id', 'publishTime', 'lastModificationTime']).where('isPublished', '=', 1).execute();
    const drafts = await ctx.db.selectFrom('content_articles').select('id').where('isPublished', '=', 0).execute();
    expect(published.length).toBeGreaterThan(3);
    expect(drafts.length).toBeGreaterThan(0);
    for (const article of published) {
      const zh = byLoc(`${ORIGIN}/article/${article.id}`);
      const en = byLoc(`${ORIGIN}/en/article/${article.id}`);
      expect(zh).toBeDefined();
      expect(en?.alternates['zh-Hans']).toBe(zh?.loc);
      const changed = [article.publishTime, article.lastModificationTime].filter((t): t is string => !!t).map((t) => Date.parse(t));
      expect(Date.parse(zh?.lastmod ?? '')).toBe(Math.floor(Math.max(...changed) / 1000) * 1000);
      // The page the sitemap promises exists for visitors.
      expect((await ctx.get(`/api/f/content/article/${article.id}`)).statusCode).toBe(200);
    }
    for (const draft of drafts) {
      expect(urls.some((u) => u.loc.includes(draft.id))).toBe(false);
      expect((await ctx.get(`/api/f/content/article/${draft.id}`)).statusCode).toBe(404);
    }
  });

  it('lists the categories and the visible navigation pages, and drops an article once unpublished', async () => {
    const categories = await ctx.db.selectFrom('content_categories').select('id').execute();
    for (const { id } of categories) expect(byLoc(`${ORIGIN}/en/list/${id}`)).toBeDefined();
    const navLocs = urls.filter((u) => u.loc.startsWith(`${ORIGIN}/nav/`));
    expect(navLocs.length).toBeGreaterThan(0);
    for (const nav of navLocs) expect((await ctx.get(`/api/f/content/nav/${nav.loc.split('/').pop()}`)).statusCode).toBe(200);

    const hidden = navLocs[0]?.loc.split('/').pop() ?? '';
    await ctx.db.updateTable('content_navs').set({ isVisible: 0 }).where('id', '=', hidden).execute();
    const article = await ctx.db.selectFrom('content_articles').select('id').where('isPublished', '=', 1).executeTakeFirstOrThrow();
    await ctx.db.updateTable('content_articles').set({ isPublished: 0 }).where('id', '=', article.id).execute();
    try {
      const after = (await ctx.get('/sitemap.xml', { headers: viaProxy })).body;
      expect(after).not.toContain(`/article/${article.id}<`);
      expect(after).not.toContain(`/nav/${hidden}<`);
    } finally {
      await ctx.db.updateTable('content_articles').set({ isPublished: 1 }).where('id', '=', article.id).execute();
      await ctx.db.updateTable('content_navs').set({ isVisible: 1 }).where('id', '=', hidden).execute();
    }
  });

  it('is compressed when the client accepts it', async () => {
    const br = await ctx.get('/sitemap.xml', { headers: { ...viaProxy, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(res.body);
  });
});

describe('/favicon.ico', () => {
  const assets = path.join(REPO_ROOT, 'apps/api-server/assets');
  const setFavicon = async (faviconUrl: string) => {
    const settings = await readStoredTenantSettings(ctx.db);
    await writeTenantSettings(ctx.db, { ...settings, faviconUrl });
  };

  it("answers the tenant's icon with its own bytes and type, cached for an hour", async () => {
    await setFavicon('/api/f/assets/favicon.svg');
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await ctx.inject({ method, url: '/favicon.ico' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      // An SVG keeps its sandbox: it must not run anything in our origin when opened.
      expect(res.headers['content-security-policy']).toContain('sandbox');
      if (method === 'GET') expect(res.rawPayload.equals(fs.readFileSync(path.join(assets, 'favicon.svg')))).toBe(true);
      else expect(res.body).toBe('');
    }
  });

  it('answers the built-in icon when the tenant has none, or a missing one', async () => {
    const builtIn = fs.readFileSync(path.join(assets, 'favicon.ico'));
    for (const url of ['', '/api/f/assets/gone.png', '//evil.example/x.ico', '/favicon.ico']) {
      await setFavicon(url);
      const res = await ctx.get('/favicon.ico');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/x-icon');
      expect(res.rawPayload.equals(builtIn)).toBe(true);
    }
  });

  it('redirects to an icon on another site', async () => {
    await setFavicon('https://cdn.example/brand/icon.png');
    const res = await ctx.get('/favicon.ico');
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe('https://cdn.example/brand/icon.png');
  });
});
