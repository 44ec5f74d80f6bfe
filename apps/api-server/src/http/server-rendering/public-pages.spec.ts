import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestContext, type TestContext } from '../../../test/harness';

// A server bundle with the exports of apps/public-site/src/entry-server.tsx, written as a real CommonJS file the server
// loads like the built one: it reads the site name through the in-process API (as the real one does) and counts its
// renders, so the tests see what is rendered, cached, redirected or refused.
const BUNDLE = `
let renders = 0;
exports.renders = () => renders;
exports.languageRedirect = async ({ url, cookie }) => {
  const { pathname } = new URL(url);
  return /i18n_redirected=en/.test(cookie ?? '') && !pathname.startsWith('/en') ? '/en' + (pathname === '/' ? '' : pathname) : null;
};
exports.renderPage = async ({ url, fetchApi }) => {
  renders += 1;
  const { pathname, search } = new URL(url);
  if (pathname === '/broken') throw new Error('render failed');
  const config = await (await fetchApi(new Request('http://api.internal/api/f/system/application-configuration'))).json();
  const site = config.tenantExtra.displaySiteName;
  const status = pathname === '/article/unknown' ? 404 : 200;
  return { kind: 'page', status, htmlLang: pathname.startsWith('/en') ? 'en' : 'zh-Hans',
    head: '<title>' + pathname + ' - ' + site + '</title>', body: '<main>render ' + renders + ' of ' + pathname + search + '</main>',
    stateElement: '<script type="application/json" id="ssr-state">{"queries":[]}</script>' };
};
`;

const SHELL = `<!doctype html><html lang="zh-Hans"><head><title>Forwarder</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`;

describe('server-rendered public pages', () => {
  let ctx: TestContext;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-static-'));
    fs.mkdirSync(path.join(staticRoot, 'public-site'));
    fs.writeFileSync(path.join(staticRoot, 'public-site', 'index.html'), SHELL);
    fs.mkdirSync(path.join(staticRoot, 'public-site-server'));
    fs.writeFileSync(path.join(staticRoot, 'public-site-server', 'entry-server.cjs'), BUNDLE);
    ctx = await createTestContext({ env: { STATIC_ROOT: staticRoot } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  const rendersOf = (body: string) => Number(/render (\d+)/.exec(body)?.[1]);

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

  it('serves a page from the cache, but renders a tracking query or an unknown id for each request', async () => {
    const first = rendersOf((await ctx.get('/list?page=2')).body);
    expect(rendersOf((await ctx.get('/list?page=2')).body)).toBe(first);
    const tracked = rendersOf((await ctx.get('/site/tracking?numbers=FA1')).body);
    expect(rendersOf((await ctx.get('/site/tracking?numbers=FA1')).body)).toBeGreaterThan(tracked);
    const missing = await ctx.get('/article/unknown');
    expect(missing.statusCode).toBe(404);
    expect(rendersOf((await ctx.get('/article/unknown')).body)).toBeGreaterThan(rendersOf(missing.body));
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

  it('keeps a page per host, and renders nothing into a page for a Host header that is not a host name', async () => {
    const first = rendersOf((await ctx.get('/site', { headers: { host: 'a.example' } })).body);
    expect(rendersOf((await ctx.get('/site', { headers: { host: 'b.example' } })).body)).toBeGreaterThan(first);
    expect(rendersOf((await ctx.get('/site', { headers: { host: 'a.example' } })).body)).toBe(first);
    const hostile = await ctx.get('/site', { headers: { host: 'a.example/"><script>' } });
    expect(hostile.body).toContain('<div id="root"></div>');
    expect(hostile.body).not.toContain('<script>');
  });

  it('answers 500 with the shell when the render fails', async () => {
    const res = await ctx.get('/broken');
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
