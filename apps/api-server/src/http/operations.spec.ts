import { createTestContext, FIXTURE_SPEC, type TestContext } from '../../test/harness';
import { fixtureHandlers, fixtureModule, type FixtureContracts } from '../../test/fixtures/fixture-module';
import { defineModule } from '../modules/define-module';
import type { Database } from '../modules';

describe('OpenAPI operation loader', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ specPath: FIXTURE_SPEC, modules: [fixtureModule], allowMissingHandlers: false });
  });
  afterAll(() => ctx.close());

  it('refuses to start listing every operation without a handler', async () => {
    const { getTree: _a, fail: _b, ...partial } = fixtureHandlers;
    const module = defineModule<Database, FixtureContracts>({ name: 'partial', handlers: { 'fixture-api': partial } });
    await expect(
      createTestContext({ specPath: FIXTURE_SPEC, modules: [module], allowMissingHandlers: false, dialect: 'sqlite' }),
    ).rejects.toThrow(/operations without a handler \(2\): getTree, fail/);
  });

  it('refuses handlers for operationIds that are not in the contract', async () => {
    const module = defineModule<Database, FixtureContracts>({ name: 'extra', handlers: { 'fixture-api': { ...fixtureHandlers, ghost: async () => ({}) } } as never });
    await expect(createTestContext({ specPath: FIXTURE_SPEC, modules: [module], dialect: 'sqlite' })).rejects.toThrow(
      /handlers for operationIds not in .*: ghost/,
    );
  });

  it('refuses two modules handling the same operation', async () => {
    const twin = defineModule<Database, FixtureContracts>({ name: 'twin', handlers: { 'fixture-api': { getTree: fixtureHandlers.getTree } } });
    await expect(createTestContext({ specPath: FIXTURE_SPEC, modules: [fixtureModule, twin], dialect: 'sqlite' })).rejects.toThrow(
      /getTree \(fixture and twin\)/,
    );
  });

  it('coerces query strings to the schema types and applies defaults', async () => {
    const res = await ctx.get('/api/f/things', { query: { skipCount: '3', onlyActive: 'true', status: ['10', '20'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maxResultCount: 7, skipCount: 3, onlyActive: true, status: [10, 20] });
  });

  it('treats empty query values as absent and wraps a single repeated key as an array', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/f/things?maxResultCount=&status=5&keyword=' });
    expect(res.json()).toEqual({ maxResultCount: 7, skipCount: 0, status: [5] });
  });

  it('answers 400 with member names for invalid query values', async () => {
    const res = await ctx.get('/api/f/things', { query: { maxResultCount: 'abc', keyword: 'toolong' }, locale: 'en' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('Validation');
    expect(error.message).toBe('Your request is not valid!');
    expect(error.validationErrors).toEqual(
      expect.arrayContaining([
        { members: ['maxResultCount'], message: 'The value of maxResultCount is invalid: expected integer.' },
        { members: ['keyword'], message: 'keyword must be at most 5 characters long.' },
      ]),
    );
  });

  it('parses and coerces form-encoded bodies, including nested keys', async () => {
    const res = await ctx.post('/api/f/form', { form: { name: 'Ann', count: '2', agree: 'false', note: '', 'receiver.phone': '123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ann', count: 2, agree: false, receiver: { phone: '123' } });
  });

  it('reports form validation errors per field in Chinese by default', async () => {
    const res = await ctx.post('/api/f/form', { form: { name: 'A', 'receiver[phone]': 'x1' } });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe('您的请求无效!');
    const members = error.validationErrors.map((v: { members: string[] }) => v.members[0]).sort();
    expect(members).toEqual(['count', 'name', 'receiver.phone']);
    expect(error.validationErrors.find((v: { members: string[] }) => v.members[0] === 'count').message).toBe('count 字段是必填的。');
  });

  it('reports nested JSON members as parcels[0].weightKg and receiver.phone', async () => {
    const user = await ctx.createUser();
    const res = await ctx.post('/api/f/things', {
      token: user,
      locale: 'en-US',
      body: { name: 'x', receiver: {}, parcels: [{ weightKg: 0 }, { weightKg: 2 }], extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.map((v: { members: string[] }) => v.members.join());
    expect(members.sort()).toEqual(['extra', 'parcels[0].weightKg', 'receiver.phone']);
  });

  it('runs the handler with the typed body and user on valid JSON', async () => {
    const user = await ctx.createUser({ userName: 'alice' });
    const res = await ctx.post('/api/f/things', { token: user, body: { name: 'box', receiver: { phone: '12345' }, parcels: [{ weightKg: 1.5 }] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'box by alice' });
  });

  it('applies schema defaults to an absent optional body', async () => {
    const res = await ctx.post('/api/f/optional-body');
    expect(res.json()).toEqual({ maxResultCount: 7, skipCount: 0 });
  });

  it('rejects a media type the operation does not declare with 415', async () => {
    const res = await ctx.inject({ method: 'POST', url: '/api/f/form', payload: { name: 'Ann', count: 1 } });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UnsupportedMediaType');
  });

  it('rejects malformed JSON with an ABP 400', async () => {
    const user = await ctx.createUser();
    const res = await ctx.post('/api/f/things', { token: user, body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BadRequest', validationErrors: null });
  });

  it('validates path parameters', async () => {
    const user = await ctx.createUser();
    const res = await ctx.get('/api/f/things/not-a-uuid', { token: user });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['id']);
  });

  it('answers 204 with no body', async () => {
    const user = await ctx.createUser();
    const res = await ctx.delete('/api/f/things/0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88', { token: user });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('turns a response that breaks the contract into a 500', async () => {
    const res = await ctx.get('/api/f/fail/badResponse');
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('InternalError');
  });

  it('validates recursive schemas', async () => {
    const res = await ctx.get('/api/f/tree');
    expect(res.statusCode).toBe(200);
  });

  it('sends binary responses with their content type and a UTF-8 file name', async () => {
    const res = await ctx.get('/api/f/label');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ label.pdf"; filename*=UTF-8''%E6%A0%87%E7%AD%BE%20label.pdf`,
    );
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('resolves the language from accept-language', async () => {
    expect((await ctx.get('/api/f/whoami', { locale: 'en-GB,en;q=0.9' })).json().locale).toBe('en');
    expect((await ctx.get('/api/f/whoami', { locale: 'zh-CN' })).json()).toMatchObject({ locale: 'zh-Hans', message: '你好,?' });
    expect((await ctx.get('/api/f/whoami', { locale: 'fr, en;q=0.5' })).json().locale).toBe('en');
    expect((await ctx.get('/api/f/whoami')).json().locale).toBe('zh-Hans');
  });
});

describe('multipart', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ specPath: FIXTURE_SPEC, modules: [fixtureModule], multipartLimits: { fileSize: 1024 } });
  });
  afterAll(() => ctx.close());

  const multipart = (parts: { name: string; value: string; fileName?: string }[]) => {
    const boundary = '----test-boundary';
    const body =
      parts
        .map(
          (p) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.fileName ? `; filename="${p.fileName}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n${p.value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`;
    return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('gives handlers coerced fields and buffered files', async () => {
    const user = await ctx.createUser();
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/f/upload',
      ...multipart([
        { name: 'title', value: 'Invoices' },
        { name: 'copies', value: '2' },
        { name: 'files', value: 'abc', fileName: 'a.txt' },
        { name: 'files', value: 'defg', fileName: 'b.txt' },
      ]),
      headers: { ...multipart([]).headers, authorization: `Bearer ${await ctx.tokenFor(user)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: 'Invoices', copies: 2, files: [{ fileName: 'a.txt', size: 3 }, { fileName: 'b.txt', size: 4 }] });
  });

  it('validates fields and file counts against the contract', async () => {
    const user = await ctx.createUser();
    const body = multipart([{ name: 'copies', value: 'zero' }]);
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/f/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${await ctx.tokenFor(user)}` },
    });
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.map((v: { members: string[] }) => v.members[0]).sort();
    expect(members).toEqual(['copies', 'files', 'title']);
  });

  it('answers 413 when a file exceeds the limit', async () => {
    const user = await ctx.createUser();
    const body = multipart([
      { name: 'title', value: 't' },
      { name: 'files', value: 'x'.repeat(2048), fileName: 'big.bin' },
    ]);
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/f/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${await ctx.tokenFor(user)}` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PayloadTooLarge');
  });
});
