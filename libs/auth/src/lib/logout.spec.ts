import { createApiClient, setApiClient } from '@forwarder/api-client';
import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { isErrorReportSuppressed } from './error-reporting';
import { createUnauthorizedHandler, logout } from './logout';
import { documentNavigation } from './navigation';
import { getSession, LOGIN_COOKIE, storeSession } from './session';

const calls: string[] = [];
const onError = jest.fn(() => calls.push(`toast suppressed=${isErrorReportSuppressed()}`));
let status = 204;

beforeEach(() => {
  calls.length = 0;
  onError.mockClear();
  setApiClient(
    createApiClient({
      baseUrl: 'http://localhost',
      getLanguage: () => 'en',
      getSession,
      onError,
      fetch: async (request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')}`);
        return status === 204 ? new Response(null, { status }) : new Response('{}', { status });
      },
    }),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(LOGIN_COOKIE, { path: '/' });
});

describe('logout', () => {
  it('revokes the token, clears cookie and cache, and loads the login page of the language', async () => {
    const assign = jest.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    storeSession({ accessToken: 'tok', tokenType: 'Bearer' });
    Cookies.set('i18n_redirected', 'en', { path: '/' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['api-f', 'getMyProfile'], { userName: 'x' });
    status = 204;
    void logout({ queryClient, locale: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['POST /api/f/passport-management/logout Bearer tok']);
    expect(getSession()).toBeNull();
    expect(Cookies.get('i18n_redirected')).toBe('en');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(assign).toHaveBeenCalledWith('/en/login');
    Cookies.remove('i18n_redirected', { path: '/' });
  });

  it('ignores a failing revoke without a toast', async () => {
    const assign = jest.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    storeSession({ accessToken: 'tok', tokenType: 'Bearer' });
    status = 500;
    void logout({ queryClient: new QueryClient(), locale: 'zh-Hans' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls[1]).toBe('toast suppressed=true');
    expect(getSession()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });
});

describe('401 handler during logout', () => {
  it('stays quiet while logging out (the revoke call itself may answer 401)', () => {
    storeSession({ accessToken: 'tok', tokenType: 'Bearer' });
    createUnauthorizedHandler({ redirectToLogin: true })();
    // logout() ran in this module instance above: the handler does nothing.
    expect(getSession()).not.toBeNull();
  });
});
