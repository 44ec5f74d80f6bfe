import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { LANGUAGES, localized, pathOnly, publicRoutes, ROUTE_NAMES, type PublicRoute } from './support/public-routes';
import { test } from './support/server-html';

// Issue 15: the server-rendered public pages in the browser. Each page hydrates (the app sets
// `<html data-hydrated="true">` after hydrateRoot's first commit) without a console error, a warning or a React
// hydration report; the server's HTML is readable and styled before any script runs; navigation after hydration
// stays client-side; the language toggle still works; axe finds nothing serious in the server-rendered pages.

/** Console errors and warnings, uncaught page errors and any message about hydration, from now on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning' || /hydrat/i.test(message.text())) {
      const at = message.location();
      problems.push(`console.${type}: ${message.text()}${at.url ? ` (${at.url}:${at.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until React has hydrated the server's HTML (and the page's data is there). */
async function hydrated(page: Page) {
  await expect(page.locator('html'), 'hydrated: <html data-hydrated="true">').toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a route and checks that it hydrates cleanly; returns the console problems list (still collecting). */
async function openHydrated(page: Page, url: string, route: PublicRoute): Promise<string[]> {
  const problems = watchConsole(page);
  const response = await page.goto(url);
  expect(response?.status(), `${url} status`).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: route.h1, exact: true })).toBeAttached();
  // Late reports (a query refetching on mount, an image failing) have their chance to arrive.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return problems;
}

for (const { lang, prefix } of LANGUAGES) {
  test.describe(`hydration of the public pages in ${lang}`, () => {
    for (const name of ROUTE_NAMES) {
      test(`${name} hydrates without console errors, warnings or mismatches`, async ({ page, request }) => {
        const { routes } = await publicRoutes(request, lang);
        const route = routes.find((r) => r.name === name);
        if (!route) throw new Error(`no route named ${name}`);
        const url = localized(prefix, route.path);
        const problems = await openHydrated(page, url, route);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        for (const text of route.texts) await expect(page.locator('body')).toContainText(text);
        expect(problems, `${url}: console errors, warnings, hydration reports`).toEqual([]);
      });
    }

    for (const width of [1280, 375]) {
      test(`axe on the server-rendered home and article at ${width} px`, async ({ page, request }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        const { routes } = await publicRoutes(request, lang);
        for (const name of ['home', 'article'] as const) {
          const route = routes.find((r) => r.name === name);
          if (!route) throw new Error(`no route named ${name}`);
          await page.goto(localized(prefix, route.path));
          await hydrated(page);
          await expectNoSeriousA11yViolations(page);
        }
      });
    }
  });
}

test('a page opened with parameters it does not read hydrates cleanly and names the configured origin', async ({ page, request }) => {
  const origin = process.env.E2E_PUBLIC_ORIGIN;
  if (!origin) throw new Error('E2E_PUBLIC_ORIGIN is not set');
  const { routes } = await publicRoutes(request, 'en');
  for (const name of ['article', 'article list'] as const) {
    const route = routes.find((r) => r.name === name);
    if (!route) throw new Error(`no route named ${name}`);
    const path = localized('/en', pathOnly(route.path));
    const problems = await openHydrated(page, `${path}?utm_source=mail&fbclid=abc`, route);
    expect(problems, `${path}: console errors, warnings, hydration reports`).toEqual([]);
    // The browser names the addresses the server's HTML named: the configured origin, without the junk.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${path}`);
    await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute('href', `${origin}${pathOnly(route.path)}`);
  }
});

// Issue 28: Chakra's global style (reset, layers, tokens) is written into a visitor's first page and linked as one
// immutable sheet on every later one (the cookie fwd_styles says which); either way the page keeps the element named as
// Emotion's Global looks for it, so hydration adopts it instead of inserting those rules again.
test('hydration adds no second copy of the global style, written in on a first visit or linked after', async ({ page, request }) => {
  const { routes } = await publicRoutes(request, 'zh-Hans');
  const home = routes.find((r) => r.name === 'home');
  if (!home) throw new Error('no home route');
  /** The page's CSS rules, and how many of them declare the design tokens (`--ck-colors-…` on :root/:host). */
  const rules = () =>
    page.evaluate(() => {
      const all = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
      return { count: all.length, tokenRules: all.filter((text) => text.includes('--ck-colors-')).length, links: document.querySelectorAll('link[rel="stylesheet"][href^="/assets/global-"]').length };
    });
  for (const visit of [{ name: 'first visit', links: 0, firstVisit: true }, { name: 'later visit', links: 1, firstVisit: false }]) {
    if (visit.firstVisit) await page.context().clearCookies();
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(home.path);
    const served = await rules();
    await page.unroute(/\.js(\?|$)/);
    if (visit.firstVisit) await page.context().clearCookies();
    await openHydrated(page, home.path, home);
    const after = await rules();
    expect(served.links, visit.name).toBe(visit.links);
    expect(served.tokenRules, visit.name).toBeGreaterThan(0);
    expect(after.links, visit.name).toBe(visit.links);
    expect(after.tokenRules, `${visit.name}: the token rules once, as served`).toBe(served.tokenRules);
    // Hydration may add the rules of what only the browser renders (a toaster region), never the global style again.
    expect(after.count, visit.name).toBeLessThan(served.count * 1.2);
  }
});

test('the article is readable and styled with JavaScript off', async ({ noScriptPage: page, request, browser, baseURL }) => {
  for (const { lang, prefix } of LANGUAGES) {
    const { routes } = await publicRoutes(request, lang);
    const article = routes.find((r) => r.name === 'article');
    if (!article) throw new Error('no article route');
    await page.setViewportSize({ width: 375, height: 740 });
    const response = await page.goto(localized(prefix, article.path));
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1, name: article.h1, exact: true });
    await expect(heading).toBeVisible();
    for (const text of article.texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    // Styled by the server's CSS, not the browser's defaults: Chakra's heading size (a browser h1 is 2em = 32px),
    // its CSS reset (a browser body has an 8px margin) and the footer's panel colour (transparent by default).
    await expect(heading).not.toHaveCSS('font-size', '32px');
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
    await expect(page.getByRole('contentinfo')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  // axe on what a phone shows before its scripts arrive (axe itself needs JavaScript: the page's own scripts are
  // blocked instead).
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const before = await context.newPage();
  await before.route(/\.js(\?|$)/, (route) => route.abort());
  const { routes } = await publicRoutes(request, 'zh-Hans');
  const article = routes.find((r) => r.name === 'article');
  if (!article) throw new Error('no article route');
  await before.goto(article.path);
  await expectNoSeriousA11yViolations(before);
  await context.close();
});

for (const { lang, prefix } of LANGUAGES) {
  test(`navigation after hydration stays client-side (${lang})`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { routes } = await publicRoutes(request, lang);
    const home = routes.find((r) => r.name === 'home');
    if (!home) throw new Error('no home route');
    const problems = await openHydrated(page, localized(prefix, '/'), home);

    let documentLoads = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documentLoads += 1;
    });
    await page.evaluate(() => Object.assign(window, { __ssrMarker: 1 }));
    const mainNav = page.getByRole('navigation', { name: lang === 'en' ? 'Main navigation' : '主导航' });
    await mainNav.getByRole('link', { name: lang === 'en' ? 'Tracking' : '运单追踪' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/site/tracking$`));
    await expect(page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Waybill tracking' : '运单追踪' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __ssrMarker?: number }).__ssrMarker), 'the same document').toBe(1);
    expect(documentLoads, 'no document request').toBe(0);
    expect(problems).toEqual([]);
  });
}

test('the language toggle switches a server-rendered article to English and back', async ({ page, request }) => {
  const zh = (await publicRoutes(request, 'zh-Hans')).routes.find((r) => r.name === 'article');
  const en = (await publicRoutes(request, 'en')).routes.find((r) => r.name === 'article');
  if (!zh || !en) throw new Error('no article route');
  const problems = await openHydrated(page, zh.path, zh);

  await page.getByRole('link', { name: /^切换语言/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en${zh.path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.h1, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Switch language/ })).toHaveText('中文');

  // English is now the visitor's chosen language (cookie i18n_redirected): the Chinese URL, loaded afresh, leads to
  // the English page, which hydrates as cleanly.
  await page.goto(zh.path);
  await expect(page).toHaveURL(new RegExp(`/en${zh.path}$`));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.h1, exact: true })).toBeVisible();

  await page.getByRole('link', { name: /^Switch language/ }).click();
  await expect(page).toHaveURL(new RegExp(`${zh.path}$`));
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1, name: zh.h1, exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

// Issue 28: DOMPurify is not part of a server-rendered page: the article the server rendered hydrates without the
// sanitiser's chunk (its HTML was cleaned by the API's allow-list and parsed by the browser). HTML the browser renders
// itself, here an article opened by a client-side navigation, is sanitised once the chunk has arrived: the API's
// answer is altered on its way to the browser to carry an event handler and a script, and neither reaches the page.
test('a server-rendered article loads no sanitiser; an article opened in the browser is sanitised', async ({ page, request }) => {
  const { routes } = await publicRoutes(request, 'zh-Hans');
  const article = routes.find((r) => r.name === 'article');
  const home = routes.find((r) => r.name === 'home');
  if (!article || !home) throw new Error('no article or home route');
  const sanitiserChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/sanitize-html-[^/]*\.js$/.test(new URL(r.url()).pathname)) sanitiserChunks.push(r.url());
  });

  const problems = await openHydrated(page, article.path, article);
  for (const text of article.texts) await expect(page.locator('article')).toContainText(text);
  expect(sanitiserChunks, 'no sanitiser for the server-rendered article').toEqual([]);

  await page.route(/\/api\/f\/content\/article\/[0-9a-f-]{36}(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { content: string };
    const hostile = '<p>注入的段落<img src="/favicon.ico" onerror="window.__hacked=1"></p><script>window.__hacked=2</script>';
    await route.fulfill({ response, json: { ...body, content: hostile + body.content } });
  });
  await openHydrated(page, home.path, home);
  await page.getByRole('link', { name: article.h1, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${article.path}$`));
  await expect(page.getByText('注入的段落')).toBeVisible();
  for (const text of article.texts) await expect(page.locator('article')).toContainText(text);
  await expect(page.locator('article img[src="/favicon.ico"]')).toHaveCount(1);
  await expect(page.locator('article [onerror], article script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
  expect(sanitiserChunks.length, 'the sanitiser loaded for the page the browser rendered').toBeGreaterThan(0);
  // Chrome reports the handler of the document DOMPurify parses the HTML into (the page's CSP refuses it there;
  // cure53/DOMPurify#900): a refusal, not a problem. Anything else is.
  expect(problems.filter((problem) => !/inline event handler violates .*Content Security Policy/.test(problem))).toEqual([]);
});
