import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestContext, FIXTURE_SPEC, type TestContext } from '../../test/harness';
import { fixtureModule } from '../../test/fixtures/fixture-module';
import { CONTENT_SECURITY_POLICY } from './security-headers';

function writeBuild(root: string, app: string, base: string) {
  fs.mkdirSync(path.join(root, app, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(root, app, 'index.html'),
    `<html data-app="${app}"><head><title>Forwarder</title></head><body>${'<!-- padding -->'.repeat(40)}<script src="${base}assets/index-abc123.js"></script></body></html>`,
  );
  fs.writeFileSync(path.join(root, app, 'assets', 'index-abc123.js'), `console.log('${app}')`);
  fs.writeFileSync(path.join(root, app, 'robots.txt'), 'built');
}

/** A hashed asset with its build-time `.br` and `.gz` twins, as tools/vite/precompress.mts writes them. */
function writePrecompressed(root: string, file: string, text: string) {
  const absolute = path.join(root, file);
  fs.writeFileSync(absolute, text);
  fs.writeFileSync(`${absolute}.br`, zlib.brotliCompressSync(Buffer.from(text)));
  fs.writeFileSync(`${absolute}.gz`, zlib.gzipSync(Buffer.from(text)));
}

describe('static web apps and SPA fallback', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ specPath: FIXTURE_SPEC, modules: [fixtureModule] });
    writeBuild(ctx.config.staticRoot, 'public-site', '/');
    writeBuild(ctx.config.staticRoot, 'member-portal', '/user/');
    // merchant-portal deliberately not built
  });
  afterAll(() => ctx.close());

  const appOf = (body: string) => /data-app="([^"]+)"/.exec(body)?.[1];

  it.each([
    ['/', 'public-site'],
    ['/en', 'public-site'],
    ['/en/', 'public-site'],
    ['/login?redirect=%2Fuser%2Fcenter', 'public-site'],
    ['/article/123', 'public-site'],
    ['/en/site/tracking-detail', 'public-site'],
    ['/user', 'member-portal'],
    ['/user/center', 'member-portal'],
    ['/en/user/my-order/', 'member-portal'],
  ])('%s → index.html of %s with 200, not cached', async (url, app) => {
    const res = await ctx.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(appOf(res.body)).toBe(app);
  });

  it.each(['/nope', '/en/article/1/2', '/user/unknown', '/en/user/center/extra', '/merchantx'])(
    '%s → public-site index.html with a real 404',
    async (url) => {
      const res = await ctx.get(url);
      expect(res.statusCode).toBe(404);
      expect(appOf(res.body)).toBe('public-site');
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await ctx.get('/user/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log('member-portal')");
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.get('/assets/index-abc123.js')).body).toBe("console.log('public-site')");
  });

  it('serves other files revalidated', async () => {
    const res = await ctx.get('/user/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a real 404 (not HTML) for a missing file', async () => {
    for (const url of ['/assets/missing.js', '/user/assets/missing.css', '/user/sitemap.xml']) {
      const res = await ctx.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  describe('precompressed assets', () => {
    const css = `.a{color:red}\n`.repeat(200);
    beforeAll(() => writePrecompressed(path.join(ctx.config.staticRoot, 'public-site'), 'assets/index-abc123.css', css));

    it.each([
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      [undefined, undefined],
    ])('Accept-Encoding %p → %p, with the original type, Vary and immutable caching', async (accept, encoding) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await ctx.inject({ method, url: '/assets/index-abc123.css', headers: accept ? { 'accept-encoding': accept } : {} });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
        expect(res.headers['vary']).toBe('accept-encoding');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        if (method === 'HEAD') {
          expect(res.body).toBe('');
          continue;
        }
        const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
        expect(body.toString('utf8')).toBe(css);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      }
    });

    it('sends a file without twins as it is', async () => {
      const res = await ctx.get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe("console.log('public-site')");
    });
  });

  describe('HTML shells', () => {
    it("carry the tenant's site name and icon in every app, compressed when accepted", async () => {
      for (const url of ['/', '/user/center', '/nope']) {
        const res = await ctx.get(url, { headers: { 'accept-encoding': 'gzip, br' } });
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers['vary']).toBe('accept-encoding');
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
        expect(html).toContain('<title>环宇国际物流 Globe Freight</title>');
        expect(html).toContain('<link rel="icon" href="/api/f/assets/favicon.svg"></head>');
        expect(html).not.toContain('Forwarder');
      }
      const gzip = await ctx.get('/en/user/center', { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(appOf(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toBe('member-portal');
    });

    it('answer HEAD with the headers of GET and no body', async () => {
      const res = await ctx.inject({ method: 'HEAD', url: '/user/center', headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body).toBe('');
      expect((await ctx.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
    });
  });

  it('does not escape the build folder', async () => {
    fs.writeFileSync(path.join(ctx.config.staticRoot, 'secret.txt'), 'secret');
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/user/..%2f..%2fsecret.txt']) {
      const res = await ctx.get(url);
      expect(res.body).not.toContain('secret');
    }
  });

  it('explains a missing build with a plain 503', async () => {
    const res = await ctx.get('/en/merchant/center');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('merchant-portal is not built');
  });

  it('sets the security headers on pages, assets, API answers and errors', async () => {
    for (const url of ['/', '/user/assets/index-abc123.js', '/api/f/whoami', '/api/f/nope', '/nope']) {
      const res = await ctx.get(url);
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('HSTS behind a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ specPath: FIXTURE_SPEC, modules: [fixtureModule], env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => ctx.close());

  it('is sent only when the request came over https', async () => {
    const https = await ctx.get('/api/f/whoami', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await ctx.get('/api/f/whoami', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
