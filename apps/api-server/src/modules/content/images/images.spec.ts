import { createTestContext, type TestContext } from '../../../../test/harness';
import { auditCount, errorOf, OPS, setUpOps, type OpsActors } from '../../orders/testing/ops-fixtures';
import { uploadPreview } from '../../orders/testing/documents-fixtures';
import { pngOf, svgOf } from '../testing/pictures';

// Pictures uploaded by staff on the real server: what is accepted (by its bytes), what is refused and why (in the
// request's language), who may upload, the audit entry, and the public URL that serves the very bytes.

const UPLOAD = `${OPS}/site-images`;

describe('site images', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const upload = (name: string, data: Buffer, user = actors.operator, locale = 'en') => uploadPreview(ctx, user, name, data, locale, UPLOAD);
  const refusal = async (name: string, data: Buffer, locale = 'en') => {
    const res = await upload(name, data, actors.admin, locale);
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.validationErrors?.map((v) => v.members)).toEqual([['file']]);
    return error.validationErrors?.[0]?.message ?? '';
  };

  it('stores a PNG an operator uploads, audits it, and serves the same bytes at its public URL for a year', async () => {
    const png = pngOf(480, 120);
    const res = await upload('Logo 2026.PNG', png);
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({ contentType: 'image/png', width: 480, height: 120, byteSize: png.length, fileName: 'Logo 2026.PNG' });
    expect(image.url).toBe(`/api/f/site-images/${image.id}.png`);
    expect(await auditCount(ctx, image.id)).toBe(1);

    const served = await ctx.get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);

    // Another extension, an unknown id or a path trick find nothing.
    expect((await ctx.get(image.url.replace('.png', '.svg'))).statusCode).toBe(404);
    expect((await ctx.get('/api/f/site-images/00000000-0000-4000-8000-000000000000.png')).statusCode).toBe(404);
    expect((await ctx.get('/api/f/site-images/..%2F..%2Fportal.sqlite')).statusCode).toBe(404);
  });

  it('accepts a plain SVG drawing and a JPEG named .jpeg', async () => {
    const svg = await upload('mark.svg', svgOf('<rect width="120" height="40" fill="#0a5"/>'), actors.admin);
    expect(svg.statusCode).toBe(201);
    expect(svg.json()).toMatchObject({ contentType: 'image/svg+xml', width: 120, height: 40 });
    // The smallest JPEG header image-size reads: SOI, APP0, SOF0 of 2×3, EOI.
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0000b080003000201011100ffd9', 'hex');
    const res = await upload('cover.jpeg', jpeg, actors.admin);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'image/jpeg', width: 2, height: 3 });
    expect(res.json().url).toMatch(/\.jpg$/);
  });

  it('refuses, with the reason in the request language, what is not a usable picture', async () => {
    expect(await refusal('notes.png', Buffer.from('just text, not a picture'))).toMatch(/not a picture/);
    expect(await refusal('empty.png', Buffer.alloc(0))).toMatch(/not a picture/);
    expect(await refusal('logo.jpg', pngOf(10, 10))).toBe('The file holds a PNG picture but its extension says otherwise: use the extension of its type.');
    expect(await refusal('huge.png', pngOf(5000, 10))).toBe('The picture is 5000 × 10 pixels; each side may be at most 4096 pixels.');
    expect(await refusal('heavy.png', Buffer.concat([pngOf(10, 10), Buffer.alloc(2 * 1024 * 1024)]))).toBe('The picture may be at most 2 MiB.');
    expect(await refusal('logo.png', pngOf(10, 10).subarray(0, 12))).toMatch(/not a picture/);
    expect(await refusal('huge.png', pngOf(5000, 10), 'zh-Hans')).toBe('图片为 5000 × 10 像素，每边不能超过 4096 像素。');
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<rect width="1" height="1" onload="alert(1)"/>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'],
    ['an encoded javascript: link', '<a xlink:href="&#106;avascript:alert(1)"><rect width="1" height="1"/></a>'],
    ['a foreignObject', '<foreignObject width="10" height="10"><div>hi</div></foreignObject>'],
    ['an external picture', '<image href="https://tracker.example/p.png" width="1" height="1"/>'],
    ['an external style', '<style>@import url(https://evil.example/x.css);</style>'],
  ])('refuses an SVG with %s', async (_, body) => {
    expect(await refusal('logo.svg', svgOf(body))).toMatch(/scripts, event handlers or external references/);
  });

  it('is for staff only: customers get 403, anonymous 401, and nothing is stored', async () => {
    const before = Number((await ctx.db.selectFrom('site_images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect((await upload('logo.png', pngOf(4, 4), actors.member)).statusCode).toBe(403);
    expect((await upload('logo.png', pngOf(4, 4), actors.merchant)).statusCode).toBe(403);
    expect((await uploadPreview(ctx, undefined, 'logo.png', pngOf(4, 4), 'en', UPLOAD)).statusCode).toBe(401);
    const after = Number((await ctx.db.selectFrom('site_images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
  });

  it('answers a missing file part with a field error', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { authorization: `Bearer ${await ctx.tokenFor(actors.operator)}`, 'content-type': 'multipart/form-data; boundary=x', 'accept-language': 'en' },
      payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).validationErrors?.[0]?.members).toEqual(['file']);
  });
});
