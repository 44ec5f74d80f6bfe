import fs from 'node:fs';
import zlib from 'node:zlib';
import { parse } from 'yaml';
import { createTestContext, REPO_ROOT, type TestContext } from '../../../test/harness';
import { CONTENT_SECURITY_POLICY } from '../security-headers';

// The contracts' reference at /api/docs, on the whole server (TEST_DB's database): pages, documents and Swagger UI's
// files from its npm package, all under the site's own strict CSP.

const file = (name: string) => fs.readFileSync(`${REPO_ROOT}/openapi/${name}/${name}.yaml`, 'utf8');
type Obj = Record<string, unknown>;
const SHARED_ENUMS = '../shared/enums.yaml#/components/schemas/';
/** The contract as written, each component naming a shared enumeration (openapi/shared/enums.yaml) replaced by it. */
function withSharedEnums(name: string): Obj {
  const shared = ((parse(fs.readFileSync(`${REPO_ROOT}/openapi/shared/enums.yaml`, 'utf8')) as Obj)['components'] as Obj)['schemas'] as Obj;
  const written = parse(file(name)) as Obj;
  const components = written['components'] as Obj;
  const schemas = Object.entries(components['schemas'] as Record<string, Obj>).map(([key, schema]) => {
    const ref = schema['$ref'];
    return [key, typeof ref === 'string' && ref.startsWith(SHARED_ENUMS) ? shared[ref.slice(SHARED_ENUMS.length)] : schema];
  });
  return { ...written, components: { ...components, schemas: Object.fromEntries(schemas) } };
}
const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1] ?? '', body: m[2] ?? '' }));
const linksOf = (html: string) => [...html.matchAll(/(?:href|src|data-spec-url)="([^"]+)"/g)].map((m) => m[1] as string);

describe('API reference', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('lists every contract at /api/docs, under the strict CSP', async () => {
    const res = await ctx.get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self';/);
    expect(res.body).toContain('Forwarder portal API (/api/f)');
    expect(res.body).toContain("The contract between the portal&#39;s three web apps and its backend.");
    for (const name of ['api-f', 'api-ops']) {
      expect(linksOf(res.body)).toEqual(expect.arrayContaining([`/api/docs/${name}`, `/api/docs/${name}/openapi.yaml`]));
    }
    expect(scriptsOf(res.body)).toEqual([]);
    expect((await ctx.get('/api/docs/')).statusCode).toBe(200);
  });

  it('shows each contract with Swagger UI from the package: no inline script, no other origin', async () => {
    for (const name of ['api-f', 'api-ops']) {
      const res = await ctx.get(`/api/docs/${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      const scripts = scriptsOf(res.body);
      expect(scripts).toHaveLength(2);
      for (const script of scripts) {
        expect(script.body.trim()).toBe('');
        expect(script.attributes).toMatch(/src="\/api\/docs\/assets\//);
      }
      expect(res.body).not.toMatch(/\sstyle=|<style/);
      for (const link of linksOf(res.body)) {
        expect(link.startsWith('/')).toBe(true);
        const target = await ctx.get(link);
        expect(`${link} ${target.statusCode}`).toBe(`${link} 200`);
      }
      expect(res.body).toContain(`data-spec-url="/api/docs/${name}/openapi.yaml"`);
    }
  });

  it("serves each contract's document as the server reads it: one file, the shared enumerations in place", async () => {
    for (const name of ['api-f', 'api-ops']) {
      const res = await ctx.get(`/api/docs/${name}/openapi.yaml`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8');
      expect(res.body).not.toMatch(/\$ref: .*\.yaml#/);
      expect(parse(res.body)).toEqual(withSharedEnums(name));
    }
  });

  it("serves Swagger UI's files, compressed, under names that change with their content (cacheable for good)", async () => {
    const page = (await ctx.get('/api/docs/api-f')).body;
    const bundle = linksOf(page).find((l) => /\/swagger-ui-bundle\.[0-9a-f]{10}\.js$/.test(l)) as string;
    expect(bundle).toBeDefined();
    const plain = await ctx.get(bundle, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.rawPayload.equals(fs.readFileSync(require.resolve('swagger-ui-dist/swagger-ui-bundle.js')))).toBe(true);
    const br = await ctx.get(bundle, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers['vary']).toBe('accept-encoding');
  });

  it('answers 404 in the error shape for what it does not have', async () => {
    for (const url of ['/api/docs/api-x', '/api/docs/api-x/openapi.yaml', '/api/docs/assets/swagger-ui-bundle.0000000000.js', '/api/docs/assets/..%2F..%2Fpackage.json']) {
      const res = await ctx.get(url);
      expect(`${url} ${res.statusCode}`).toBe(`${url} 404`);
      expect(res.json()).toMatchObject({ error: { code: 'NotFound' } });
    }
  });
});
