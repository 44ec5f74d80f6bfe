import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { expectedTitle, LANGUAGES, localized, pathOnly, publicRoutes, ROUTE_NAMES, seedIds, siteBranding } from './support/public-routes';
import { fetchHtml, headTags, inlineExecutableScripts, scriptSrc, showHtml, test } from './support/server-html';
import { apiAuthorization, DEMO_MEMBER } from './support/session';

// Issue 15: the public site rendered on the server, seen as a crawler or a link preview sees it: plain HTTP
// requests, no JavaScript (the bytes are then shown in a tab with JavaScript off only to query them as a browser
// parses them). Every public route in both languages answers its real content with its own head tags; unknown ids
// answer 404; robots.txt, sitemap.xml and /favicon.ico exist; assets and HTML come back compressed.

const NOT_FOUND_HEADING = { 'zh-Hans': '找不到此页面', en: 'This page could not be found' } as const;

/** The origin the server sees in the request (protocol + host): canonical and alternate URLs are built from it. */
function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL is not set');
  return new URL(baseURL).origin;
}

/** The absolute URL of a path in a language (what canonical and hreflang links name). */
function absolute(origin: string, prefix: '' | '/en', path: string): string {
  return `${origin}${localized(prefix, pathOnly(path))}`;
}

for (const { lang, prefix, ogLocale } of LANGUAGES) {
  test.describe(`server-rendered public pages in ${lang}`, () => {
    for (const name of ROUTE_NAMES) {
      test(`${name}: content and head tags without JavaScript`, async ({ request, noScriptPage: page, baseURL }) => {
        const origin = originOf(baseURL);
        const { branding, routes } = await publicRoutes(request, lang);
        const route = routes.find((r) => r.name === name);
        if (!route) throw new Error(`no route named ${name}`);
        const url = localized(prefix, route.path);

        const { response, html } = await fetchHtml(request, url);
        expect(response.status(), `${url} status`).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^text\/html/);
        await showHtml(page, `${origin}${url}`, html);
        const head = await headTags(page);
        const canonical = absolute(origin, prefix, route.path);
        const logo = new URL(branding.logoUrl, origin).href;
        const image = route.image ? new URL(route.image, origin).href : logo;

        // Head tags (the brief's conventions), all reported at once.
        expect.soft(head.lang, '<html lang>').toBe(lang);
        expect.soft(head.title, '<title>').toBe(expectedTitle(route, branding));
        expect.soft(head.description, 'meta description').toMatch(/\S/);
        if (route.description) expect.soft(head.description, 'meta description = the article summary').toBe(route.description);
        if (route.descriptionFrom) {
          const start = (head.description ?? '').replace(/…$/, '').slice(0, 20);
          expect.soft(start, 'meta description from the nav page text').toMatch(/\S/);
          expect.soft(route.descriptionFrom, 'meta description from the nav page text').toContain(start);
        }
        expect.soft(head.canonical, 'canonical').toBe(canonical);
        expect.soft(head.alternates['zh-Hans'], 'hreflang zh-Hans').toBe(absolute(origin, '', route.path));
        expect.soft(head.alternates['en'], 'hreflang en').toBe(absolute(origin, '/en', route.path));
        expect.soft(head.alternates['x-default'], 'hreflang x-default').toBe(absolute(origin, '', route.path));
        expect.soft(head.og['title'], 'og:title').toContain(route.pageTitle ?? branding.siteName);
        expect.soft(head.og['description'], 'og:description').toMatch(/\S/);
        expect.soft(head.og['url'], 'og:url').toBe(canonical);
        expect.soft(head.og['type'], 'og:type').toBe(route.ogType);
        expect.soft(head.og['site_name'], 'og:site_name').toBe(branding.siteName);
        expect.soft(head.og['locale'], 'og:locale').toBe(ogLocale);
        expect.soft(head.og['image'], 'og:image (absolute)').toBe(image);
        expect.soft(head.twitter['card'], 'twitter:card').toBe(route.image ? 'summary_large_image' : 'summary');
        expect.soft(head.twitter['title'], 'twitter:title').toMatch(/\S/);
        expect.soft(head.twitter['description'], 'twitter:description').toMatch(/\S/);
        expect.soft(head.twitter['image'], 'twitter:image').toBe(image);
        expect.soft(head.icon, '<link rel="icon">').toBe(branding.faviconUrl);

        // The page's real content is in the HTML.
        await expect.soft(page.getByRole('heading', { level: 1, name: route.h1, exact: true }), 'h1').toBeAttached();
        const body = page.locator('body');
        for (const text of route.texts) await expect.soft(body, `body text "${text}"`).toContainText(text, { useInnerText: true });
        for (const label of route.labels) await expect.soft(page.getByLabel(label).first(), `field labelled ${label}`).toBeAttached();

        // Strict CSP kept: nothing inline runs (the default seed has no analytics snippet, the one nonce'd exception).
        expect.soft(inlineExecutableScripts(head), 'inline executable scripts').toEqual([]);
        expect.soft(scriptSrc(response.headers()['content-security-policy']), 'CSP script-src').not.toContain("'unsafe-inline'");
        expect.soft(scriptSrc(response.headers()['content-security-policy']), 'CSP script-src').toMatch(/^script-src 'self'/);
      });
    }

    test('no inline executable script and a strict script-src on every public route', async ({ request, noScriptPage: page, baseURL }) => {
      const origin = originOf(baseURL);
      const { routes } = await publicRoutes(request, lang);
      for (const route of routes) {
        const url = localized(prefix, route.path);
        const { response, html } = await fetchHtml(request, url);
        const csp = response.headers()['content-security-policy'];
        expect(csp, `${url} has a CSP`).toBeTruthy();
        expect(scriptSrc(csp), url).not.toContain("'unsafe-inline'");
        expect(scriptSrc(csp), url).not.toContain("'unsafe-eval'");
        await showHtml(page, `${origin}${url}`, html, response.status());
        expect(inlineExecutableScripts(await headTags(page)), url).toEqual([]);
      }
    });

    test('unknown article, category and nav ids and unknown paths answer 404 with the not-found page', async ({ request, noScriptPage: page, baseURL }) => {
      const origin = originOf(baseURL);
      const unknown = [
        `/article/${randomUUID()}`,
        '/article/not-an-id',
        `/list/${randomUUID()}`,
        '/list/not-an-id',
        `/nav/${randomUUID()}`,
        '/nav/not-an-id',
        '/no-such-page',
        '/site/no-such-page',
      ];
      for (const path of unknown) {
        const url = localized(prefix, path);
        const { response, html } = await fetchHtml(request, url);
        expect.soft(response.status(), `${url} status`).toBe(404);
        expect.soft(response.headers()['content-type'], `${url} content-type`).toMatch(/^text\/html/);
        await showHtml(page, `${origin}${url}`, html, response.status());
        await expect.soft(page.locator('html'), `${url} lang`).toHaveAttribute('lang', lang);
        await expect
          .soft(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING[lang] }), `${url}: the not-found heading in the HTML`)
          .toBeAttached({ timeout: 1_000 });
      }
    });
  });
}

test.describe('files for crawlers', () => {
  test('/robots.txt points to the sitemap and keeps crawlers out of the portals and the API', async ({ request, baseURL }) => {
    const origin = originOf(baseURL);
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent:\s*\*\s*$/im);
    expect(text).toMatch(new RegExp(`^Sitemap:\\s*${origin.replace(/\./g, '\\.')}/sitemap\\.xml\\s*$`, 'im'));
    for (const path of ['/user/', '/merchant/', '/ops/', '/api/']) {
      expect(text, `Disallow: ${path}`).toMatch(new RegExp(`^Disallow:\\s*${path.replace(/\//g, '\\/')}\\s*$`, 'im'));
    }
  });

  test('/sitemap.xml lists a published article, a category and a nav page in both languages with lastmod and alternates', async ({
    request,
    page,
    baseURL,
  }) => {
    const origin = originOf(baseURL);
    const ids = await seedIds(request);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml/);
    const xml = await response.text();
    // Parsed by the browser's XML parser: a malformed document or the wrong namespace fails here.
    const entries = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) return null;
      const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML = 'http://www.w3.org/1999/xhtml';
      if (doc.documentElement.localName !== 'urlset' || doc.documentElement.namespaceURI !== SITEMAP) return null;
      return [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
        loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent?.trim() ?? '',
        lastmod: url.getElementsByTagNameNS(SITEMAP, 'lastmod')[0]?.textContent?.trim() ?? '',
        alternates: Object.fromEntries(
          [...url.getElementsByTagNameNS(XHTML, 'link')]
            .filter((link) => link.getAttribute('rel') === 'alternate')
            .map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
        ),
      }));
    }, xml);
    expect(entries, 'a well-formed <urlset> of the sitemap namespace').not.toBeNull();
    const byLoc = new Map((entries ?? []).map((entry) => [entry.loc, entry]));
    for (const path of ['/', `/article/${ids.article}`, `/list/${ids.category}`, `/nav/${ids.nav}`]) {
      for (const prefix of ['', '/en'] as const) {
        const loc = absolute(origin, prefix, path);
        const entry = byLoc.get(loc);
        expect.soft(entry, `<url> of ${loc}`).toBeDefined();
        if (!entry) continue;
        if (path !== '/') expect.soft(entry.lastmod, `lastmod of ${loc}`).toMatch(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/);
        expect.soft(entry.alternates['zh-Hans'], `zh-Hans alternate of ${loc}`).toBe(absolute(origin, '', path));
        expect.soft(entry.alternates['en'], `en alternate of ${loc}`).toBe(absolute(origin, '/en', path));
        expect.soft(entry.alternates['x-default'], `x-default alternate of ${loc}`).toBe(absolute(origin, '', path));
      }
    }
    // Nothing of the portals, the console or the API.
    expect([...byLoc.keys()].filter((loc) => /\/(user|merchant|ops|api)(\/|$)/.test(new URL(loc).pathname.replace(/^\/en/, '')))).toEqual([]);
  });

  test("/favicon.ico answers the tenant's favicon", async ({ request }) => {
    const { faviconUrl } = await siteBranding(request, 'zh-Hans');
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    const tenant = await request.get(faviconUrl);
    expect(tenant.ok()).toBe(true);
    expect(Buffer.compare(await response.body(), await tenant.body()), 'the same bytes as the tenant favicon').toBe(0);
  });
});

/** The first hashed JavaScript file a page's HTML loads (a `<script src>` or module preload under `<base>assets/`). */
async function firstScriptAsset(request: APIRequestContext, url: string, base: string): Promise<string> {
  const html = await (await request.get(url, { headers: { 'accept-encoding': 'identity' } })).text();
  const escaped = base.replace(/\//g, '\\/');
  const match = html.match(new RegExp(`(?:src|href)="(${escaped}assets\\/[^"]+\\.js)"`));
  if (!match?.[1]) throw new Error(`${url} references no script under ${base}assets/`);
  return match[1];
}

test.describe('compression and caching of what the server sends', () => {
  for (const [app, page, base] of [
    ['public site', '/', '/'],
    ['member portal', '/user/center', '/user/'],
  ] as const) {
    test(`a hashed script of the ${app}: Brotli or gzip by Accept-Encoding, immutable`, async ({ request }) => {
      const asset = await firstScriptAsset(request, page, base);
      const identity = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
      expect(identity.status()).toBe(200);
      const plain = await identity.body();

      const br = await request.get(asset, { headers: { 'accept-encoding': 'br' } });
      expect(br.status()).toBe(200);
      expect.soft(br.headers()['content-encoding'], 'br asked').toBe('br');
      expect.soft(br.headers()['vary'] ?? '', 'vary').toMatch(/accept-encoding/i);
      expect.soft(br.headers()['cache-control'] ?? '', 'cache-control').toMatch(/immutable/);
      expect.soft(br.headers()['cache-control'] ?? '', 'cache-control').toMatch(/max-age=31536000/);
      expect.soft(br.headers()['content-type'] ?? '', 'content-type').toMatch(/javascript/);
      // The client decodes the body: the same script as the uncompressed answer.
      expect.soft(Buffer.compare(await br.body(), plain), 'decoded br body = the file').toBe(0);

      const gzip = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
      expect.soft(gzip.headers()['content-encoding'], 'gzip asked').toBe('gzip');
      expect.soft(gzip.headers()['vary'] ?? '', 'vary').toMatch(/accept-encoding/i);
      expect.soft(Buffer.compare(await gzip.body(), plain), 'decoded gzip body = the file').toBe(0);

      const both = await request.get(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect.soft(both.headers()['content-encoding'], 'both accepted: the smaller, br').toBe('br');
      expect.soft(identity.headers()['content-encoding'], 'nothing accepted: plain').toBeUndefined();
    });
  }

  test('the HTML comes back compressed when the client accepts it', async ({ request }) => {
    for (const url of ['/', '/en/article']) {
      const br = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.status()).toBe(200);
      expect.soft(br.headers()['content-encoding'], `${url} br`).toBe('br');
      expect.soft(br.headers()['vary'] ?? '', `${url} vary`).toMatch(/accept-encoding/i);
      const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect.soft(gzip.headers()['content-encoding'], `${url} gzip`).toBe('gzip');
      expect.soft(await gzip.text(), `${url} decoded`).toMatch(/<\/html>\s*$/i);
    }
  });
});

test.describe('what stays client-rendered or personal', () => {
  for (const url of ['/user/center', '/merchant/center', '/en/user/center']) {
    test(`${url} answers its client-rendered shell with the site name and icon`, async ({ request, noScriptPage: page, baseURL }) => {
      const origin = originOf(baseURL);
      const branding = await siteBranding(request, 'zh-Hans');
      const { response, html } = await fetchHtml(request, url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      // The portals stay behind the login: nothing rendered into their root.
      expect(html).toMatch(/<div id="root">\s*<\/div>/);
      await showHtml(page, `${origin}${url}`, html);
      const head = await headTags(page);
      expect.soft(head.title, '<title>').toBe(branding.siteName);
      expect.soft(head.icon, '<link rel="icon">').toBe(branding.faviconUrl);
      expect.soft(inlineExecutableScripts(head), 'inline executable scripts').toEqual([]);
    });
  }

  test("a signed-in member's request gets no personal data in the HTML", async ({ request }) => {
    const authorization = (await apiAuthorization(request, DEMO_MEMBER)).authorization ?? '';
    const [tokenType, accessToken] = authorization.split(' ');
    // The cookie as libs/auth writes it (js-cookie encodes the JSON).
    const cookie = `login=${encodeURIComponent(JSON.stringify({ accessToken, tokenType }))}`;
    for (const url of ['/', '/en', '/login', '/site/tracking']) {
      const { response, html } = await fetchHtml(request, url, { cookie });
      expect(response.status(), url).toBe(200);
      expect(html, `${url}: no user name`).not.toContain(DEMO_MEMBER.username);
      expect(html, `${url}: no member name`).not.toContain(DEMO_MEMBER.name);
      expect(html, `${url}: no token`).not.toContain(accessToken);
    }
    // And what a signed-in member was answered is not what the next anonymous visitor gets from a cache.
    const anonymous = await fetchHtml(request, '/');
    expect(anonymous.html).not.toContain(DEMO_MEMBER.name);
  });
});
