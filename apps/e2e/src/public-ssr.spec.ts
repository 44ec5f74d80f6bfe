import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { DELIVERED, expectedTitle, IN_TRANSIT, LANGUAGES, localized, pathOnly, publicRoutes, ROUTE_NAMES, seedIds, siteBranding } from './support/public-routes';
import { fetchHtml, headTags, inlineExecutableScripts, scriptSrc, showHtml, test } from './support/server-html';
import { apiAuthorization, DEMO_MEMBER } from './support/session';

// Issue 15: the public site rendered on the server, seen as a crawler or a link preview sees it: plain HTTP
// requests, no JavaScript (the bytes are then shown in a tab with JavaScript off only to query them as a browser
// parses them). Every public route in both languages answers its real content with its own head tags; unknown ids
// answer 404; robots.txt, sitemap.xml and /favicon.ico exist; assets and HTML come back compressed.

// The pages are static here (JavaScript is off): what is not in the DOM at once never comes, so a check waits 1 s
// at most, and each reports on its own (all missing tags of a page in one run).
const check = expect.configure({ soft: true, timeout: 1_000 });

const NOT_FOUND_HEADING = { 'zh-Hans': '找不到此页面', en: 'This page could not be found' } as const;

/** The site's configured origin (PUBLIC_BASE_URL, playwright.config.ts): canonical, alternate and Open Graph URLs. */
function publicOrigin(): string {
  const origin = process.env.E2E_PUBLIC_ORIGIN;
  if (!origin) throw new Error('E2E_PUBLIC_ORIGIN is not set');
  return origin;
}

/** Where the server answers: a page's bytes are shown at their own address there, so its assets load. */
function serverOrigin(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL is not set');
  return new URL(baseURL).origin;
}

/** An href as the browser resolves it (the icon link may be site-relative or absolute). */
function resolved(href: string | null, origin: string): string | null {
  return href === null ? null : new URL(href, origin).href;
}

/** The absolute URL of a path in a language (what canonical and hreflang links name). */
function absolute(origin: string, prefix: '' | '/en', path: string): string {
  return `${origin}${localized(prefix, pathOnly(path))}`;
}

for (const { lang, prefix, ogLocale } of LANGUAGES) {
  test.describe(`server-rendered public pages in ${lang}`, () => {
    for (const name of ROUTE_NAMES) {
      test(`${name}: content and head tags without JavaScript`, async ({ request, noScriptPage: page, baseURL }) => {
        const origin = publicOrigin();
        const server = serverOrigin(baseURL);
        const { branding, routes } = await publicRoutes(request, lang);
        const route = routes.find((r) => r.name === name);
        if (!route) throw new Error(`no route named ${name}`);
        const url = localized(prefix, route.path);

        const { response, html } = await fetchHtml(request, url);
        expect(response.status(), `${url} status`).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^text\/html/);
        await showHtml(page, `${server}${url}`, html);
        const head = await headTags(page);
        const canonical = absolute(origin, prefix, route.path);
        const logo = new URL(branding.logoUrl, origin).href;
        const image = route.image ? new URL(route.image, origin).href : logo;

        // Head tags (the brief's conventions), all reported at once.
        check(head.lang, '<html lang>').toBe(lang);
        check(head.title, '<title>').toBe(expectedTitle(route, branding));
        check(head.description ?? '', 'meta description').toMatch(/\S/);
        if (route.description) check(head.description, 'meta description = the article summary').toBe(route.description);
        if (route.descriptionFrom) {
          const start = (head.description ?? '').replace(/…$/, '').slice(0, 20);
          check(start, 'meta description from the nav page text').toMatch(/\S/);
          check(route.descriptionFrom, 'meta description from the nav page text').toContain(start);
        }
        check(head.canonical, 'canonical').toBe(canonical);
        check(head.alternates['zh-Hans'], 'hreflang zh-Hans').toBe(absolute(origin, '', route.path));
        check(head.alternates['en'], 'hreflang en').toBe(absolute(origin, '/en', route.path));
        check(head.alternates['x-default'], 'hreflang x-default').toBe(absolute(origin, '', route.path));
        check(head.og['title'] ?? '', 'og:title').toContain(route.pageTitle ?? branding.siteName);
        check(head.og['description'] ?? '', 'og:description').toMatch(/\S/);
        check(head.og['url'], 'og:url').toBe(canonical);
        check(head.og['type'], 'og:type').toBe(route.ogType);
        check(head.og['site_name'], 'og:site_name').toBe(branding.siteName);
        check(head.og['locale'], 'og:locale').toBe(ogLocale);
        check(head.og['image'], 'og:image (absolute)').toBe(image);
        check(head.twitter['card'], 'twitter:card').toBe(route.image ? 'summary_large_image' : 'summary');
        check(head.twitter['title'] ?? '', 'twitter:title').toMatch(/\S/);
        check(head.twitter['description'] ?? '', 'twitter:description').toMatch(/\S/);
        check(head.twitter['image'], 'twitter:image').toBe(image);
        check(resolved(head.icon, origin), '<link rel="icon">').toBe(new URL(branding.faviconUrl, origin).href);

        // The page's real content is in the HTML.
        await check(page.getByRole('heading', { level: 1, name: route.h1, exact: true }), 'h1').toBeAttached();
        // innerText: what a reader sees (a JSON state script holds the same words but is not shown).
        const bodyText = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
        for (const text of route.texts) check(bodyText, `body text "${text}"`).toContain(text.replace(/\s+/g, ' '));
        for (const label of route.labels) await check(page.getByLabel(label).first(), `field labelled ${label}`).toBeAttached();

        // Strict CSP kept: nothing inline runs (the default seed has no analytics snippet, the one nonce'd exception).
        check(inlineExecutableScripts(head), 'inline executable scripts').toEqual([]);
        check(scriptSrc(response.headers()['content-security-policy']), 'CSP script-src').not.toContain("'unsafe-inline'");
        check(scriptSrc(response.headers()['content-security-policy']), 'CSP script-src').toMatch(/^script-src 'self'/);
      });
    }

    test('no inline executable script and a strict script-src on every public route', async ({ request, noScriptPage: page, baseURL }) => {
      const server = serverOrigin(baseURL);
      const { routes } = await publicRoutes(request, lang);
      for (const route of routes) {
        const url = localized(prefix, route.path);
        const { response, html } = await fetchHtml(request, url);
        const csp = response.headers()['content-security-policy'];
        expect(csp, `${url} has a CSP`).toBeTruthy();
        expect(scriptSrc(csp), url).not.toContain("'unsafe-inline'");
        expect(scriptSrc(csp), url).not.toContain("'unsafe-eval'");
        await showHtml(page, `${server}${url}`, html, response.status());
        expect(inlineExecutableScripts(await headTags(page)), url).toEqual([]);
      }
    });

    test('unknown article, category and nav ids and unknown paths answer 404 with the not-found page', async ({ request, noScriptPage: page, baseURL }) => {
      const server = serverOrigin(baseURL);
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
        check(response.status(), `${url} status`).toBe(404);
        check(response.headers()['content-type'], `${url} content-type`).toMatch(/^text\/html/);
        await showHtml(page, `${server}${url}`, html, response.status());
        await check(page.locator('html'), `${url} lang`).toHaveAttribute('lang', lang);
        await check(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING[lang] }), `${url}: the not-found heading in the HTML`).toBeAttached();
      }
    });
  });
}

test.describe('files for crawlers', () => {
  test('/robots.txt points to the sitemap and keeps crawlers out of the portals and the API', async ({ request }) => {
    const origin = publicOrigin();
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

  test('/sitemap.xml lists a published article, a category and a nav page in both languages with lastmod and alternates', async ({ request, page }) => {
    const origin = publicOrigin();
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
        check(entry, `<url> of ${loc}`).toBeDefined();
        if (!entry) continue;
        if (path !== '/') check(entry.lastmod, `lastmod of ${loc}`).toMatch(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/);
        check(entry.alternates['zh-Hans'], `zh-Hans alternate of ${loc}`).toBe(absolute(origin, '', path));
        check(entry.alternates['en'], `en alternate of ${loc}`).toBe(absolute(origin, '/en', path));
        check(entry.alternates['x-default'], `x-default alternate of ${loc}`).toBe(absolute(origin, '', path));
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

/** The first hashed JavaScript file a page's HTML loads (a `<script src>`, module preload or boot entry under `<base>assets/`). */
async function firstScriptAsset(request: APIRequestContext, url: string, base: string): Promise<string> {
  const html = await (await request.get(url, { headers: { 'accept-encoding': 'identity' } })).text();
  const escaped = base.replace(/\//g, '\\/');
  // A server-rendered page names its entry in boot.js's data-entry; a shell in its module script.
  const match = html.match(new RegExp(`(?:src|href|data-entry)="(${escaped}assets\\/[^"]+\\.js)"`));
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
      check(br.headers()['content-encoding'], 'br asked').toBe('br');
      check(br.headers()['vary'] ?? '', 'vary').toMatch(/accept-encoding/i);
      check(br.headers()['cache-control'] ?? '', 'cache-control').toMatch(/immutable/);
      check(br.headers()['cache-control'] ?? '', 'cache-control').toMatch(/max-age=31536000/);
      check(br.headers()['content-type'] ?? '', 'content-type').toMatch(/javascript/);
      // The client decodes the body: the same script as the uncompressed answer.
      check(Buffer.compare(await br.body(), plain), 'decoded br body = the file').toBe(0);

      const gzip = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
      check(gzip.headers()['content-encoding'], 'gzip asked').toBe('gzip');
      check(gzip.headers()['vary'] ?? '', 'vary').toMatch(/accept-encoding/i);
      check(Buffer.compare(await gzip.body(), plain), 'decoded gzip body = the file').toBe(0);

      const both = await request.get(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      check(both.headers()['content-encoding'], 'both accepted: the smaller, br').toBe('br');
      check(identity.headers()['content-encoding'], 'nothing accepted: plain').toBeUndefined();
    });
  }

  test('the HTML comes back compressed when the client accepts it', async ({ request }) => {
    for (const url of ['/', '/en/article']) {
      const br = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.status()).toBe(200);
      check(br.headers()['content-encoding'], `${url} br`).toBe('br');
      check(br.headers()['vary'] ?? '', `${url} vary`).toMatch(/accept-encoding/i);
      const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
      check(gzip.headers()['content-encoding'], `${url} gzip`).toBe('gzip');
      check(await gzip.text(), `${url} decoded`).toMatch(/<\/html>\s*$/i);
    }
  });
});

test.describe('one site origin', () => {
  test('a Host header of another site changes not a byte of a page, robots.txt or the sitemap', async ({ request }) => {
    const origin = publicOrigin();
    // A first page writes the shared stylesheet in and sets the cookie that links it afterwards: both requests below
    // come after it (the cookie goes with the request's address, whatever Host it names).
    await request.get('/');
    for (const url of ['/', '/en/article', '/site/tracking', '/robots.txt', '/sitemap.xml']) {
      const identity = { 'accept-encoding': 'identity' };
      const own = await (await request.get(url, { headers: identity })).text();
      const poisoned = await request.get(url, { headers: { ...identity, host: 'poison-x.example' } });
      expect(poisoned.status(), url).toBe(200);
      const text = await poisoned.text();
      expect(text, url).not.toContain('poison-x.example');
      expect(text, `${url} names the configured origin`).toContain(origin);
      expect(text === own, `${url}: the same bytes as for the server's own Host`).toBe(true);
    }
  });
});

test.describe('what stays client-rendered or personal', () => {
  for (const url of ['/user/center', '/merchant/center', '/en/user/center']) {
    test(`${url} answers its client-rendered shell with the site name and icon`, async ({ request, noScriptPage: page, baseURL }) => {
      const origin = publicOrigin();
      const server = serverOrigin(baseURL);
      const branding = await siteBranding(request, 'zh-Hans');
      const { response, html } = await fetchHtml(request, url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      // The portals stay behind the login: nothing rendered into their root.
      expect(html).toMatch(/<div id="root">\s*<\/div>/);
      await showHtml(page, `${server}${url}`, html);
      const head = await headTags(page);
      check(head.title, '<title>').toBe(branding.siteName);
      check(resolved(head.icon, origin), '<link rel="icon">').toBe(new URL(branding.faviconUrl, origin).href);
      check(inlineExecutableScripts(head), 'inline executable scripts').toEqual([]);
    });
  }

  test("a preview (?preview=1, the console's drafts) gets the client-rendered shell, never a rendered page", async ({ request }) => {
    const ids = await seedIds(request);
    for (const url of [`/article/${ids.article}?preview=1`, '/en?preview=1']) {
      const { response, html } = await fetchHtml(request, url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
      expect(html, `${url}: an empty root`).toMatch(/<div id="root">\s*<\/div>/);
    }
  });

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

test('before its scripts run, the tracking forms are submitted by the browser and the server renders the results', async ({ noScriptPage: page }) => {
  // The home page's quick entry: one box, numbers separated as a person types them.
  await page.goto('/');
  const quick = page.getByRole('search', { name: '运单追踪' });
  await quick.getByRole('textbox').fill(`${DELIVERED} ${IN_TRANSIT}`);
  await quick.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/\/site\/tracking\?numbers=/);
  for (const number of [DELIVERED, IN_TRANSIT]) await expect(page.getByText(number, { exact: true }).first()).toBeVisible();

  // The tracking page's own form keeps the numbers already shown and adds the one typed.
  await page.goto(`/en/site/tracking?numbers=${DELIVERED}`);
  const form = page.getByRole('search', { name: 'Waybill tracking' });
  await form.getByRole('textbox').fill(IN_TRANSIT);
  await form.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(/\/en\/site\/tracking\?/);
  for (const number of [DELIVERED, IN_TRANSIT]) await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
});
