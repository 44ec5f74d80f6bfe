import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page } from '@playwright/test';
import { expect, test, waitingForHydration } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { authorization, DEMO_ADMIN, signIn } from './support/session';

// Site settings as a scenario (issue 13's browser list): an admin changes the logo and favicon and the public header
// follows; sets an analytics snippet whose script comes from a second local origin (a tiny server this test starts,
// as Baidu Tongji or Google Analytics would serve it) and sees it run on the public home under the CSP; then a
// snippet from an origin not in the list is blocked by the browser. The settings are the site's one document: the
// tests run in order and the last one puts back what was there before.

test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_PORT ?? '3100');
/** The analytics service's origin, allowed in the settings. */
const ALLOWED = `http://127.0.0.1:${port + 3}`;
/** An origin never listed. */
const BLOCKED = `http://127.0.0.1:${port + 4}`;

interface ScriptServer {
  server: Server;
  /** Paths requested so far (scripts and beacons). */
  hits: string[];
}

/** A server on 127.0.0.1:`listenPort` answering `/analytics.js` with `script` and anything else with an empty 204. */
async function startScriptServer(listenPort: number, script: string): Promise<ScriptServer> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url?.startsWith('/analytics.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(script);
      return;
    }
    response.writeHead(204, { 'cache-control': 'no-store' }).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', resolve);
  });
  expect((server.address() as AddressInfo).port).toBe(listenPort);
  return { server, hits };
}

let allowed: ScriptServer;
let blocked: ScriptServer;
let original: Record<string, unknown> | null = null;

test.beforeAll(async () => {
  // What the snippet's inline part queued, the external script reads (the way _hmt and dataLayer work), and sends a
  // beacon back to its own origin (connect-src and img-src must allow it too).
  allowed = await startScriptServer(
    port + 3,
    `window.__analyticsLoaded = (window.__analyticsQueue || []).concat('loaded');
     new Image().src = '${ALLOWED}/beacon?page=' + encodeURIComponent(location.pathname);`,
  );
  blocked = await startScriptServer(port + 4, 'window.__blockedLoaded = true;');
});

test.afterAll(async ({ browser, baseURL }) => {
  if (original) {
    const context = await browser.newContext({ baseURL });
    const page = waitingForHydration(await context.newPage());
    await signIn(page, DEMO_ADMIN);
    const restored = await page.request.put('/api/ops/site-settings', { headers: await authorization(page), data: original });
    expect(restored.ok(), await restored.text()).toBe(true);
    await context.close();
  }
  await Promise.all([allowed, blocked].map((s) => s && new Promise((resolve) => s.server.close(resolve))));
});

/** Signs in as demo-admin and opens the settings page; keeps the settings found the first time, to put them back. */
async function openSettings(page: Page, lang: '' | '/en' = '') {
  await signIn(page, DEMO_ADMIN, lang);
  if (!original) {
    const current = await page.request.get('/api/ops/site-settings', { headers: await authorization(page) });
    expect(current.ok(), await current.text()).toBe(true);
    original = (await current.json()) as Record<string, unknown>;
  }
  await page.goto(`${lang}/ops/site-settings`);
  await expect(page.getByRole('heading', { level: 1, name: lang ? 'Site settings' : '站点设置' })).toBeVisible();
}

async function saveSettings(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/ops/site-settings') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('站点设置已保存')).toBeVisible();
}

/** A 120 × 40 red PNG: a logo as an admin would upload it. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAIAAAC6iKlyAAAAUUlEQVR42u3QMQ0AAAgDsCmZfynIwgXhaFIFzbQciALRohEtWrQF0aIRLVq0BdGiES1aNKJFI1q0aESLRrRo0YgWjWjRohEtGtGiRSNaNKL/WWKKDB6jfPghAAAAAElFTkSuQmCC',
  'base64',
);
const FAVICON_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1a5fb4"/></svg>');
const UPLOADED = /^\/api\/f\/site-images\/[0-9a-f-]{36}\.(png|svg)$/;

test('an admin uploads a new logo and favicon, and the public header shows them', async ({ page }) => {
  await openSettings(page);
  const upload = async (label: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/ops/site-images') && r.request().method() === 'POST');
    await page.getByLabel(`${label}：选择图片文件`).setInputFiles(file);
    const response = await answered;
    expect(response.status(), await response.text()).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(UPLOADED);
    await expect(page.getByRole('img', { name: `${label}（当前图片）` })).toHaveAttribute('src', url);
    return url;
  };
  const logo = await upload('标志图片', { name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  const favicon = await upload('网站图标（favicon）', { name: 'favicon.svg', mimeType: 'image/svg+xml', buffer: FAVICON_SVG });
  // The preview follows the form before anything is saved.
  await expect(page.locator('[inert] img').first()).toHaveAttribute('src', logo);
  await saveSettings(page);

  for (const lang of ['', '/en']) {
    await page.goto(`${lang}/`);
    const shown = page.getByRole('banner').getByRole('img').first();
    await expect(shown).toHaveAttribute('src', logo);
    // The picture itself loads under the page's CSP (img-src 'self').
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await expect(page.locator('head link[rel~="icon"]')).toHaveAttribute('href', favicon);
  }
});

test('a bad value gets a localised message under its field and nothing is saved', async ({ page }) => {
  await openSettings(page, '/en');
  await page.getByLabel('Facebook link').fill('facebook.com/globefreight');
  await page.getByLabel('Allowed script origins').fill('https://ok.example\nhttps://hm.baidu.com/hm.js');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The link must be a URL starting with http:// or https://.')).toBeVisible();
  await expect(page.getByText(/^Line 2: A script origin is https:\/\/host/)).toBeVisible();
  await expect(page.getByLabel('Facebook link')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
});

test('a snippet from an allowed origin runs on the public home under the CSP; one from another origin is blocked', async ({ page }) => {
  await openSettings(page);
  await page.getByLabel('统计代码').fill(`<script>window.__analyticsQueue = ['queued'];</script>\n<script async src="${ALLOWED}/analytics.js?id=e2e"></script>`);
  await page.getByLabel('允许的脚本来源').fill(ALLOWED);
  await saveSettings(page);

  for (const lang of ['', '/en']) {
    allowed.hits.length = 0;
    await page.goto(`${lang}/`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __analyticsLoaded?: string[] }).__analyticsLoaded)).toEqual(['queued', 'loaded']);
    await expect.poll(() => allowed.hits).toContain(`/beacon?page=${encodeURIComponent(`${lang}/`)}`);
  }

  // The portals and the console never carry the snippet.
  allowed.hits.length = 0;
  await page.goto('/ops/center');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => '__analyticsLoaded' in window)).toBe(false);
  expect(allowed.hits).toEqual([]);

  await page.goto('/ops/site-settings');
  await page.getByLabel('统计代码').fill(`<script src="${BLOCKED}/analytics.js"></script>`);
  await saveSettings(page);

  // Listen before the page's own scripts run: the violation is reported while the head is parsed.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toContain(`script-src-elem ${BLOCKED}/analytics.js`);
  expect(await page.evaluate(() => (window as unknown as { __blockedLoaded?: boolean }).__blockedLoaded)).toBeUndefined();
  expect(blocked.hits).toEqual([]);
});

test('the settings page passes axe in both languages', async ({ page }) => {
  await openSettings(page);
  await expect(page.getByLabel(/^网站名称/)).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/en/ops/site-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
