import Cookies from 'js-cookie';
import { createUnauthorizedHandler } from './logout';
import { documentNavigation } from './navigation';
import { getSession, LOGIN_COOKIE, storeSession } from './session';

afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(LOGIN_COOKIE, { path: '/' });
});

describe('401 handler (API client onUnauthorized)', () => {
  it('in a portal: clears the session and asks to log in again with the current path, saying the session expired', () => {
    const replace = jest.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/en/user/my-order?page=2');
    storeSession({ accessToken: 'tok', tokenType: 'Bearer' });
    createUnauthorizedHandler({ redirectToLogin: true })();
    expect(getSession()).toBeNull();
    expect(replace).toHaveBeenCalledWith('/en/login?redirect=%2Fen%2Fuser%2Fmy-order%3Fpage%3D2&expired=1');
  });

  it('on the public site: only clears the stale session', () => {
    const replace = jest.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);
    storeSession({ accessToken: 'tok', tokenType: 'Bearer' });
    createUnauthorizedHandler({ redirectToLogin: false })();
    expect(getSession()).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
