import { apiClient, FORM_HEADERS, formEncoded } from '../client';
import { WEB_CLIENT_ID, WEB_CLIENT_SECRET } from '../constants';

export interface Credentials {
  username: string;
  password: string;
  captchaId: string;
  captchaCode: string;
}

/** A fresh captcha per call: never cached, each one is single-use. */
export function fetchCaptcha(signal?: AbortSignal) {
  return apiClient().send((c) => c.GET('/api/f/passport-management/captcha', { signal }), signal);
}

export function login(credentials: Credentials) {
  return apiClient().send((c) =>
    c.POST('/api/f/passport-management/login', {
      body: { grant_type: 'password', client_id: WEB_CLIENT_ID, client_secret: WEB_CLIENT_SECRET, ...credentials },
      bodySerializer: (body) => formEncoded(body as unknown as Record<string, unknown>),
      headers: FORM_HEADERS,
    }),
  );
}

export function logout() {
  return apiClient().send((c) => c.POST('/api/f/passport-management/logout', {}));
}
