import type { AddressInfo, Socket } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from '../../test/harness';
import { newOrder, setUpOps, type OpsActors } from '../modules/orders/testing/ops-fixtures';
import { uploadPreview } from '../modules/orders/testing/documents-fixtures';
import { pngOf } from '../modules/content/testing/pictures';
import { multipartBody } from '../modules/merchant-data/testing/multipart-body';
import { clientErrorHandler } from './framework-errors';
import { sendRawHttp } from '../../test/raw-http';

// Input an attacker (or a fuzzer) sends, on the real server: every answer is a 4xx in the contract's error shape
// with a localised message and the security headers, never a 500 and never Fastify's own body.

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

function expectRefusal(res: Answer, status: number, code?: string): { code: string; message: string } {
  expect({ status: res.statusCode, body: res.body.slice(0, 300) }).toMatchObject({ status });
  for (const name of SECURITY_HEADERS) expect(res.headers).toHaveProperty(name);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const error = (JSON.parse(res.body) as { error: { code: string; message: string; details: unknown; validationErrors: unknown } }).error;
  expect(Object.keys(error).sort()).toEqual(['code', 'details', 'message', 'validationErrors']);
  expect(error.message).not.toBe('');
  if (code) expect(error.code).toBe(code);
  return error;
}

describe('hostile input', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => ctx.close());

  describe('malformed multipart bodies', () => {
    const upload = (field: string, fileName: string) =>
      multipartBody({}, [{ field, name: fileName, data: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(300, 7)]) }]);

    const operations = () => [
      { url: '/api/f/logistics-management/order/preview-by-excel', token: actors.member, field: 'file', name: 'orders.xlsx' },
      { url: '/api/f/merchant-management/merchant-datas', token: actors.merchant, field: 'files', name: 'a.pdf' },
      { url: '/api/ops/event-import/preview', token: actors.operator, field: 'file', name: 'events.xlsx' },
      { url: '/api/ops/site-images', token: actors.admin, field: 'file', name: 'a.png' },
    ];

    /** Every way the probe broke a body: cut anywhere, garbage appended, bytes dropped from the middle. */
    function* mangled(payload: Buffer): Generator<Buffer> {
      for (let cut = 0; cut < payload.length; cut += 7) {
        yield payload.subarray(0, cut);
        yield Buffer.concat([payload.subarray(0, cut), Buffer.from('\r\n--garbage\r\n')]);
        yield Buffer.concat([payload.subarray(0, cut), payload.subarray(cut + 5)]);
      }
    }

    it('answer 400 in the contract shape on every multipart operation, never a 500', async () => {
      for (const op of operations()) {
        const { payload, headers } = upload(op.field, op.name);
        const statuses = new Map<number, number>();
        for (const body of mangled(payload)) {
          const res = await ctx.inject({ method: 'POST', url: op.url, payload: body, headers: { ...headers, authorization: `Bearer ${await ctx.tokenFor(op.token)}` } });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) throw new Error(`${op.url} answered ${res.statusCode} to ${JSON.stringify(body.toString('latin1'))}: ${res.body}`);
          expectRefusal(res, 400);
        }
        expect([...statuses.keys()]).toEqual([400]);
      }
    }, 180_000);

    it('a file part without a filename is a file without a name (it crashed the spreadsheet check)', async () => {
      const boundary = 'nofilename';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004zz\r\n--${boundary}--\r\n`;
      const res = await ctx.inject({
        method: 'POST',
        url: '/api/f/logistics-management/order/preview-by-excel',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${await ctx.tokenFor(actors.member)}`, 'accept-language': 'en' },
      });
      expectRefusal(res, 400, 'Logistics:NotASpreadsheet');
    });

    it('no boundary, an empty boundary, and multipart on a JSON operation', async () => {
      const auth = { authorization: `Bearer ${await ctx.tokenFor(actors.member)}` };
      const url = '/api/f/logistics-management/order/preview-by-excel';
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8']) {
        expectRefusal(await ctx.inject({ method: 'POST', url, payload: 'x', headers: { ...auth, 'content-type': contentType } }), 400, 'BadRequest');
      }
      const onJson = await ctx.inject({ method: 'POST', url: '/api/f/user-management/address/list', payload: '--x--', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' } });
      expectRefusal(onJson, 415, 'UnsupportedMediaType');
    });

    it('over a real socket too, a body cut short', async () => {
      const { payload, headers } = upload('file', 'orders.xlsx');
      const cut = payload.subarray(0, payload.length - 30);
      const res = await sendRawHttp(
        port,
        `POST /api/f/logistics-management/order/preview-by-excel HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${await ctx.tokenFor(actors.member)}\r\n` +
          `Content-Type: ${headers['content-type']}\r\nContent-Length: ${cut.length}\r\nConnection: close\r\n\r\n${cut.toString('latin1')}`,
      );
      expectRefusal(res, 400, 'BadRequest');
    });
  });

  describe('form keys', () => {
    const login = (payload: string) =>
      ctx.inject({ method: 'POST', url: '/api/f/passport-management/login', payload, headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' } });

    it('array tricks are plain names or a 400, never a RangeError', async () => {
      for (const payload of ['a[0]=x&a[length]=abc', 'a[length]=99999999999', 'a[99999999]=x', 'a[0]=x&a[-1]=y', 'a[1e9]=x', '[0]=x', 'a[0][length]=-1']) {
        expectRefusal(await login(payload), 400, 'Validation');
      }
      const token = await ctx.tokenFor(actors.member);
      const res = await ctx.inject({
        method: 'POST',
        url: '/api/f/user-management/address',
        payload: 'name[0]=x&name[length]=abc&countryCode[99999999]=CN',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      });
      expectRefusal(res, 400, 'Validation');
    });

    it('prototype keys pollute nothing', async () => {
      for (const payload of ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'a[__proto__][polluted]=1', 'a.constructor.prototype.polluted=1']) {
        expectRefusal(await login(payload), 400);
      }
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });
  });

  describe('paging numbers', () => {
    it('a skipCount past the bound is a 400 naming it, before any SQL', async () => {
      await ctx.post('/api/f/user-management/address', { token: actors.member, body: { name: 'A', phoneNumber: '13800000000', countryCode: 'CN', street: 'x' } });
      for (const skipCount of [9.22e18, 1e10, 1_000_000_001]) {
        const res = await ctx.post('/api/f/user-management/address/list', { token: actors.member, body: { skipCount }, locale: 'en' });
        const error = expectRefusal(res, 400, 'Validation');
        expect(JSON.stringify(error)).toContain('skipCount');
      }
      const orders = await ctx.post('/api/f/logistics-management/order/list', { token: actors.member, body: { skipCount: 9.22e18 } });
      expectRefusal(orders, 400, 'Validation');
      const data = await ctx.get('/api/f/merchant-management/merchant-datas', { token: actors.merchant, query: { skipCount: '9220000000000000000' } });
      expectRefusal(data, 400, 'Validation');
      const ok = await ctx.post('/api/f/user-management/address/list', { token: actors.member, body: { skipCount: 1_000_000_000 } });
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('keywords with control characters', () => {
    const lists = () => [
      () => ctx.post('/api/f/logistics-management/order/list', { token: actors.member, body: { keyword: KEYWORD }, locale: 'en' }),
      () => ctx.post('/api/f/user-management/address/list', { token: actors.member, body: { keyword: KEYWORD }, locale: 'en' }),
      () => ctx.get('/api/f/merchant-management/merchant-datas', { token: actors.merchant, query: { keyword: KEYWORD }, locale: 'en' }),
    ];
    let KEYWORD = '';

    it.each(['\u0000', 'ab\u0000', '\u001f', '\u007f', '\u0085', 'x\ny'])('%j is refused on the order, address and data lists', async (keyword) => {
      KEYWORD = keyword;
      for (const list of lists()) {
        const error = expectRefusal(await list(), 400, 'Validation');
        expect(error).toMatchObject({ validationErrors: [{ members: ['keyword'], message: 'keyword contains characters that cannot be searched (control characters).' }] });
      }
    });

    it('in Chinese by default, and ordinary text still searches', async () => {
      const res = await ctx.post('/api/f/user-management/address/list', { token: actors.member, body: { keyword: '\u0000' } });
      expect(expectRefusal(res, 400).message).toBe('您的请求无效!');
      expect(res.json().error.validationErrors[0].message).toBe('keyword 含有无法搜索的字符(控制字符)。');
      KEYWORD = '深南 大道\u3000%_';
      for (const list of lists()) expect((await list()).statusCode).toBe(200);
    });
  });

  describe('a NUL character anywhere', () => {
    // PostgreSQL cannot hold or compare text with U+0000: it reached the database as a 500 there.
    const N = 'FA\u0000CN';
    it('is a 400 naming the member, on either database', async () => {
      const cases = [
        { res: () => ctx.post('/api/f/logistics-management/order/list', { token: actors.member, body: { waybillNumbers: ['FA1CN', N] }, locale: 'en' }), member: 'waybillNumbers[1]' },
        {
          res: () =>
            ctx.post('/api/f/user-management/address', {
              token: actors.member,
              form: { name: N, phoneNumber: '13800000000', regionLv0Id: '41e16d47-9536-5276-8d26-b3c0605eab67', street: 'x', postalCode: '518000' },
              locale: 'en',
            }),
          member: 'name',
        },
      ];
      for (const { res, member } of cases) {
        const error = expectRefusal(await res(), 400, 'Validation') as unknown as { validationErrors: unknown };
        expect(error.validationErrors).toEqual([{ members: [member], message: `${member} contains a null character (U+0000), which is not allowed.` }]);
      }
      // Public tracking takes letters and digits only (the contract's WaybillNumber): refused by its pattern first.
      const tracked = expectRefusal(await ctx.post('/api/f/logistics-management/tracking/list', { body: { waybillNumbers: [N] }, locale: 'en' }), 400, 'Validation');
      expect((tracked as unknown as { validationErrors: unknown }).validationErrors).toEqual([
        { members: ['waybillNumbers[0]'], message: 'waybillNumbers[0] is not in the correct format.' },
      ]);
    });

    it("in an uploaded file's name too", async () => {
      const { payload, headers } = multipartBody({}, [{ field: 'file', name: 'a\u0000.png', data: pngOf(4, 4) }]);
      const res = await ctx.inject({ method: 'POST', url: '/api/ops/site-images', payload, headers: { ...headers, authorization: `Bearer ${await ctx.tokenFor(actors.admin)}`, 'accept-language': 'en' } });
      const error = expectRefusal(res, 400, 'Validation') as unknown as { validationErrors: unknown };
      expect(error.validationErrors).toEqual([{ members: ['file'], message: 'file contains a null character (U+0000), which is not allowed.' }]);
    });
  });

  describe("the framework's own refusals", () => {
    it('an undecodable path: the contract shape, every security header, no echo of the path', async () => {
      for (const path of ['/api/f/user-management/address/%zz', '/api/f/user-management/address/%E0%A4%A']) {
        const res = await sendRawHttp(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`);
        expectRefusal(res, 400, 'BadUrl');
        expect(res.body).not.toContain('%zz');
        expect(res.body).not.toContain('user-management');
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const zh = await ctx.inject({ method: 'GET', url: '/api/f/user-management/address/%zz' });
      expect(expectRefusal(zh, 400, 'BadUrl').message).toBe('请求地址无效(含有无法解码的字符)。');
    });

    it('a path parameter over the maximum length: the 404 of an unknown route, without the path', async () => {
      // The SPA's catch-all route is a sibling of every API route, so the router falls through to it (and to the
      // API's 404) instead of Fastify's own 414 body; frameworkErrors maps that 414 too, should the tree change.
      const res = await ctx.inject({ method: 'GET', url: `/api/f/user-management/address/${'a'.repeat(500)}`, headers: { 'accept-language': 'en' } });
      expectRefusal(res, 404, 'NotFound');
      expect(res.body).not.toContain('aaaa');
    });

    it('headers over the limit: 431 written on the socket with the headers and the shape', async () => {
      const res = await sendRawHttp(port, `GET /api/f/user-management/profile/my HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`);
      expectRefusal(res, 431, 'HeadersTooLarge');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('headers that never finish (node\'s headersTimeout): 408 the same way; a reset connection gets nothing', () => {
      const written: string[] = [];
      const socket = { destroyed: false, writable: true, write: (text: string) => written.push(text), destroy: jest.fn() };
      const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
      clientErrorHandler(timeout, socket as unknown as Socket);
      const [head = '', body = ''] = (written[0] ?? '').split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      const headers = Object.fromEntries(head.split('\r\n').slice(1).map((line) => line.split(': ') as [string, string]));
      expectRefusal({ statusCode: 408, headers, body }, 408, 'RequestTimeout');
      expect(socket.destroy).toHaveBeenCalledWith(timeout);

      const reset = { ...socket, write: jest.fn(), destroy: jest.fn() };
      clientErrorHandler(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), reset as unknown as Socket);
      expect(reset.write).not.toHaveBeenCalled();
    });

    it('a request line node cannot parse: 400 the same way', async () => {
      const res = await sendRawHttp(port, 'GET /api/f\u0001 HTTP/1.1\r\nHost: x\r\n\r\n');
      expectRefusal(res, 400, 'BadRequest');
    });

    it('invalid JSON, an unsupported media type, a body too large', async () => {
      const token = await ctx.tokenFor(actors.member);
      const url = '/api/f/user-management/address/list';
      expectRefusal(await ctx.inject({ method: 'POST', url, payload: '{', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }), 400, 'BadRequest');
      expectRefusal(await ctx.inject({ method: 'POST', url, payload: '{}', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/x-unknown' } }), 415, 'UnsupportedMediaType');
      expectRefusal(
        await ctx.inject({ method: 'POST', url, payload: `{"keyword":"${'x'.repeat(2_000_000)}"}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }),
        413,
        'PayloadTooLarge',
      );
    });
  });

  describe('no-store on personal data', () => {
    const noStore = (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers['cache-control']).toBe('no-store');
    };

    it('profile, order by id, address list, and a refusal', async () => {
      noStore(await ctx.get('/api/f/user-management/profile/my', { token: actors.member }));
      noStore(await ctx.post('/api/f/user-management/address/list', { token: actors.member, body: {} }));
      const { id } = await newOrder(ctx, actors.member);
      noStore(await ctx.get(`/api/f/logistics-management/order/${id}`, { token: actors.member }));
      expect((await ctx.get('/api/f/user-management/profile/my')).headers['cache-control']).toBe('no-store');
    });

    it('public content keeps caching it chose', async () => {
      const missing = await ctx.get('/api/f/site-images/nothing.png');
      expect(missing.headers['cache-control']).toBe('no-store');
      const uploaded = await uploadPreview(ctx, actors.operator, 'logo.png', pngOf(48, 12), 'en', '/api/ops/site-images');
      expect(uploaded.statusCode).toBe(201);
      const served = await ctx.get((uploaded.json() as { url: string }).url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });
});
