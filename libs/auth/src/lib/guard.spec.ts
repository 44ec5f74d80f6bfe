import { createApiClient, setApiClient } from '@forwarder/api-client';
import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { createPortalGuard } from './guard';
import { documentNavigation } from './navigation';
import { getSession, LOGIN_COOKIE, storeSession } from './session';

// The guard against a stubbed server: the API client is the real one, only fetch is replaced.
let profileResponse: () => Response;
const fetchStub = jest.fn(async (request: Request) => {
  expect(new URL(request.url).pathname).toBe('/api/f/user-management/profile/my');
  return profileResponse();
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile = (userType: 20 | 30) => json(200, { id: '1', userName: 'demo', userType, merchantId: null });

let replace: jest.SpyInstance;
beforeEach(() => {
  setApiClient(createApiClient({ baseUrl: 'http://localhost', getLanguage: () => 'zh-Hans', getSession, fetch: fetchStub }));
  replace = jest.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);
  fetchStub.mockClear();
});
afterEach(() => {
  replace.mockRestore();
  Cookies.remove(LOGIN_COOKIE, { path: '/' });
});

// The loader never settles when it leaves the app; a tick later the navigation was requested.
async function run(path: string) {
  const guard = createPortalGuard(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const result = guard({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as never);
  const settled = await Promise.race([result.then((value) => ({ value })), new Promise((r) => setTimeout(() => r('pending'), 20))]);
  return settled;
}

describe('portal access guard', () => {
  it('sends a visitor without a token to the login page with the full path, language kept', async () => {
    expect(await run('/en/user/my-order?x=1')).toBe('pending');
    expect(replace).toHaveBeenCalledWith('/en/login?redirect=%2Fen%2Fuser%2Fmy-order%3Fx%3D1');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('lets a member into the member portal and resolves the profile', async () => {
    storeSession({ accessToken: 't', tokenType: 'Bearer' });
    profileResponse = () => profile(20);
    expect(await run('/user/center')).toEqual({ value: expect.objectContaining({ userType: 20 }) });
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a member who opens the merchant portal to the member centre, same language', async () => {
    storeSession({ accessToken: 't', tokenType: 'Bearer' });
    profileResponse = () => profile(20);
    expect(await run('/en/merchant/center')).toBe('pending');
    expect(replace).toHaveBeenCalledWith('/en/user/center');
  });

  it('sends a merchant who opens a member page to the same merchant page (query kept), else the merchant centre', async () => {
    storeSession({ accessToken: 't', tokenType: 'Bearer' });
    profileResponse = () => profile(30);
    expect(await run('/user/my-order?status=1')).toBe('pending');
    expect(replace).toHaveBeenCalledWith('/merchant/my-order?status=1');
    expect(await run('/user/profile')).toBe('pending');
    expect(replace).toHaveBeenLastCalledWith('/merchant/profile');
    expect(await run('/user/no-such-page')).toBe('pending');
    expect(replace).toHaveBeenLastCalledWith('/merchant/center');
  });

  it('clears an expired or revoked session (401) and asks to log in again', async () => {
    storeSession({ accessToken: 'old', tokenType: 'Bearer' });
    profileResponse = () => json(401, { error: { code: 'Unauthorized', message: 'Please sign in.', details: null, validationErrors: null } });
    expect(await run('/user/center')).toBe('pending');
    expect(getSession()).toBeNull();
    expect(replace).toHaveBeenLastCalledWith('/login?redirect=%2Fuser%2Fcenter&expired=1');
  });

  it('lets other failures reach the error page', async () => {
    storeSession({ accessToken: 't', tokenType: 'Bearer' });
    profileResponse = () => json(500, { error: { code: 'InternalError', message: 'boom', details: null, validationErrors: null } });
    const guard = createPortalGuard(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await expect(guard({ request: new Request('http://localhost/user/center'), params: {}, context: {} } as never)).rejects.toMatchObject({ status: 500 });
  });
});
