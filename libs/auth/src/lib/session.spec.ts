import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { clearSession, getSession, LOGIN_COOKIE, storeSession, useSession } from './session';

afterEach(() => {
  Cookies.remove(LOGIN_COOKIE, { path: '/' });
  Cookies.remove('lang', { path: '/' });
});

describe('login cookie', () => {
  it('stores { accessToken, tokenType } as JSON and restores it', () => {
    storeSession({ accessToken: 'abc', tokenType: 'Bearer', expiresIn: 60 });
    expect(JSON.parse(Cookies.get(LOGIN_COOKIE) ?? '')).toEqual({ accessToken: 'abc', tokenType: 'Bearer' });
    expect(getSession()).toEqual({ accessToken: 'abc', tokenType: 'Bearer' });
  });

  it('treats a missing or malformed cookie as signed out', () => {
    expect(getSession()).toBeNull();
    Cookies.set(LOGIN_COOKIE, 'not json', { path: '/' });
    expect(getSession()).toBeNull();
    Cookies.set(LOGIN_COOKIE, JSON.stringify({ accessToken: '', tokenType: 'Bearer' }), { path: '/' });
    expect(getSession()).toBeNull();
  });

  it('sees a cookie written elsewhere (another tab or app) at once', () => {
    Cookies.set(LOGIN_COOKIE, JSON.stringify({ accessToken: 't2', tokenType: 'Bearer' }), { path: '/' });
    expect(getSession()?.accessToken).toBe('t2');
  });

  it('clears only the login cookie, keeping the language choice', () => {
    Cookies.set('lang', 'en', { path: '/' });
    storeSession({ accessToken: 'abc', tokenType: 'Bearer' });
    clearSession();
    expect(Cookies.get(LOGIN_COOKIE)).toBeUndefined();
    expect(Cookies.get('lang')).toBe('en');
  });

  it('re-renders useSession on sign-in and sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => storeSession({ accessToken: 'abc', tokenType: 'Bearer' }));
    expect(result.current).toEqual({ accessToken: 'abc', tokenType: 'Bearer' });
    act(() => clearSession());
    expect(result.current).toBeNull();
  });
});
