import { ApiError, serverFieldErrors } from './api-error';
import { createApiClient, DETAIL_READ, formEncoded, setApiClient, type ApiSession } from './client';
import { login } from './commands/passport';
import { serializeQuery } from './query-serializer';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

function fakeServer(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = async (request: Request) => {
    const entry = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body ? await request.text() : '',
    };
    seen.push(entry);
    return answer(entry);
  };
  return { seen, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function makeClient(fetch: (r: Request) => Promise<Response>, session: ApiSession | null = null, extra = {}) {
  return createApiClient({
    baseUrl: 'http://portal.test',
    getLanguage: () => 'en',
    getSession: () => session,
    fetch,
    ...extra,
  });
}

describe('api client middleware', () => {
  it('sends accept-language on every call and authorization only when signed in', async () => {
    const server = fakeServer(() => json(200, { items: [] }));
    const anonymous = makeClient(server.fetch);
    await anonymous.send((c) => c.POST('/api/f/content/category/list', { body: {} }));
    const signedIn = makeClient(server.fetch, { tokenType: 'Bearer', accessToken: 'tok123' });
    await signedIn.send((c) => c.GET('/api/f/user-management/profile/my'));

    expect(server.seen[0]?.headers.get('accept-language')).toBe('en');
    expect(server.seen[0]?.headers.get('authorization')).toBeNull();
    expect(server.seen[1]?.headers.get('authorization')).toBe('Bearer tok123');
  });

  it('serialises the query as key=value pairs joined by &, undefined sent empty', async () => {
    expect(serializeQuery({ level: 1, parentId: undefined, keyword: 'a b&c' })).toBe('level=1&parentId=&keyword=a%20b%26c');
    expect(serializeQuery({ ids: ['x', 'y'] })).toBe('ids=x&ids=y');

    const server = fakeServer(() => json(200, { items: [] }));
    await makeClient(server.fetch).send((c) =>
      c.GET('/api/f/area-management/region/list', { params: { query: { level: 2, parentId: undefined } } }),
    );
    expect(server.seen[0]?.url).toBe('http://portal.test/api/f/area-management/region/list?level=2&parentId=');
  });

  it('yields only the data part', async () => {
    const server = fakeServer(() => json(200, { items: [{ id: 'a' }] }));
    const data = await makeClient(server.fetch).send((c) => c.POST('/api/f/content/category/list', { body: {} }));
    expect(data).toEqual({ items: [{ id: 'a' }] });
  });

  it('shares one network call between identical in-flight requests', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = fakeServer(async () => {
      await gate;
      return json(200, { items: [] });
    });
    const client = makeClient(server.fetch);
    const call = () => client.send((c) => c.POST('/api/f/content/category/list', { body: { parentId: 'p' } }));
    const other = client.send((c) => c.POST('/api/f/content/category/list', { body: { parentId: 'q' } }));
    const both = Promise.all([call(), call()]);
    release();
    const [first, second] = await both;
    await other;
    expect(first).toEqual({ items: [] });
    expect(second).toEqual(first);
    // two identical calls became one; the call with another body went out on its own
    expect(server.seen).toHaveLength(2);
  });

  it('turns an ABP error into a typed server error and reports it', async () => {
    const onError = jest.fn();
    const server = fakeServer(() =>
      json(400, {
        error: {
          code: 'Validation',
          message: 'Your request is not valid!',
          details: null,
          validationErrors: [{ message: 'Required', members: ['receiver.phoneNumber'] }],
        },
      }),
    );
    const client = makeClient(server.fetch, null, { onError });
    const failure = await client
      .send((c) => c.POST('/api/f/user-management/user-message', { body: { name: '', email: '', content: '' } }))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'server', status: 400, message: 'Your request is not valid!' });
    expect((failure as ApiError).validationErrors[0]?.members).toEqual(['receiver.phoneNumber']);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('classifies an error without message, no response, and cancellation (which is not reported)', async () => {
    const onError = jest.fn();
    const noMessage = makeClient(fakeServer(() => new Response('oops', { status: 502 })).fetch, null, { onError });
    await expect(noMessage.send((c) => c.GET('/api/f/system/application-configuration'))).rejects.toMatchObject({
      kind: 'server-without-message',
      status: 502,
    });

    const offline = makeClient(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      null,
      { onError },
    );
    await expect(offline.send((c) => c.GET('/api/f/system/application-configuration'))).rejects.toMatchObject({
      kind: 'no-response',
    });

    const controller = new AbortController();
    const slow = makeClient(
      // like real fetch: rejects at once for an already-aborted signal, or when the signal aborts later
      (request) =>
        new Promise<Response>((_, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (request.signal.aborted) abort();
          else request.signal.addEventListener('abort', abort);
        }),
      null,
      { onError },
    );
    const pending = slow.send(
      (c) => c.GET('/api/f/system/application-configuration', { signal: controller.signal }),
      controller.signal,
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('gives up after the timeout with a no-response error', async () => {
    const hanging = makeClient(
      (request) =>
        new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
      null,
      { timeoutMs: 20 },
    );
    await expect(hanging.send((c) => c.GET('/api/f/system/application-configuration'))).rejects.toMatchObject({
      kind: 'no-response',
    });
  });

  it('keeps a status the caller renders itself (a detail read\'s 404) out of onError, but still throws it', async () => {
    const onError = jest.fn();
    const server = fakeServer(() =>
      json(404, { error: { code: 'NotFound', message: 'Not found', details: null, validationErrors: null } }),
    );
    const client = makeClient(server.fetch, null, { onError });
    const read = () =>
      client.send((c) => c.GET('/api/f/content/article/{id}', { params: { path: { id: 'x' } } }), null, DETAIL_READ);
    await expect(read()).rejects.toMatchObject({ kind: 'server', status: 404 });
    expect(onError).not.toHaveBeenCalled();
    await expect(client.send((c) => c.GET('/api/f/content/article/{id}', { params: { path: { id: 'y' } } }))).rejects.toMatchObject({ status: 404 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized when a signed-in call gets 401', async () => {
    const onUnauthorized = jest.fn();
    const server = fakeServer(() => json(401, { error: { code: 'Unauthorized', message: 'Please sign in.', details: null, validationErrors: null } }));
    const client = makeClient(server.fetch, { tokenType: 'Bearer', accessToken: 'old' }, { onUnauthorized });
    await expect(client.send((c) => c.GET('/api/f/user-management/profile/my'))).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized when a call without a token gets 401 (the login cookie expired with the token)', async () => {
    const onUnauthorized = jest.fn();
    const server = fakeServer(() => json(401, { error: { code: 'Unauthorized', message: 'Please sign in.', details: null, validationErrors: null } }));
    const client = makeClient(server.fetch, null, { onUnauthorized });
    await expect(client.send((c) => c.POST('/api/f/logistics-management/order', { body: {} as never }))).rejects.toMatchObject({ status: 401 });
    expect(server.seen[0]?.headers.has('authorization')).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // A failure raised outside `send` (an upload through XMLHttpRequest) takes the same way.
    client.report(new ApiError('server', 'Please sign in.', { status: 401 }));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('sends the login form-encoded with the web client constants', async () => {
    const server = fakeServer(() => json(200, { accessToken: 't', tokenType: 'Bearer', expiresIn: 60 }));
    setApiClient(makeClient(server.fetch));
    const result = await login({ username: 'demo-member', password: 'p w', captchaId: 'c1', captchaCode: 'AB12' });
    expect(result.accessToken).toBe('t');
    const sent = server.seen[0];
    expect(sent?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent?.body ?? ''))).toEqual({
      grant_type: 'password',
      client_id: 'portal-web',
      client_secret: 'portal-web-secret',
      username: 'demo-member',
      password: 'p w',
      captchaId: 'c1',
      captchaCode: 'AB12',
    });
  });

  it('leaves empty optional fields out of form bodies', () => {
    expect(formEncoded({ name: 'A', companyName: '', email: undefined }).toString()).toBe('name=A');
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message per named form field and ignores other members', () => {
    const error = new ApiError('server', 'Your request is not valid!', {
      status: 400,
      error: {
        code: 'Validation',
        message: 'Your request is not valid!',
        details: null,
        validationErrors: [
          { message: 'Required', members: ['PostalCode'] },
          { message: 'Too long', members: ['postalCode'] },
          { message: 'Unknown region', members: ['regionLv1Id'] },
          { message: 'Not a form field', members: ['sender.street'] },
        ],
      },
    });
    expect(serverFieldErrors(error, ['postalCode', 'regionLv1Id', 'name'] as const)).toEqual([
      { field: 'postalCode', message: 'Required' },
      { field: 'regionLv1Id', message: 'Unknown region' },
    ]);
  });

  it('matches nested members in bracket notation to dotted form paths', () => {
    const error = new ApiError('server', 'Your request is not valid!', {
      status: 400,
      error: {
        code: 'Validation',
        message: 'Your request is not valid!',
        details: null,
        validationErrors: [
          { message: 'Too heavy', members: ['parcels[1].weightKg'] },
          { message: 'Bad phone', members: ['receiver.phoneNumber'] },
          { message: 'Not this index', members: ['parcels[10].weightKg'] },
        ],
      },
    });
    expect(serverFieldErrors(error, ['parcels.1.weightKg', 'receiver.phoneNumber', 'parcels.0.weightKg'] as const)).toEqual([
      { field: 'parcels.1.weightKg', message: 'Too heavy' },
      { field: 'receiver.phoneNumber', message: 'Bad phone' },
    ]);
  });
});
