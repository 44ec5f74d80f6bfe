import { apiClient, FORM_HEADERS, formEncoded } from '../client';
import type { ForgotPasswordInput, ResetPasswordInput } from '@forwarder/contracts/api-f';
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

// ---------- forgotten password (e-mail; issue 12) ----------

/**
 * The same answer whether or not an account matches (the link's validity in minutes); 400
 * `Passport:MailNotConfigured` when the portal sends no mail, 429 beyond the hourly limits.
 */
export function requestPasswordReset(body: ForgotPasswordInput) {
  return apiClient().send((c) => c.POST('/api/f/passport-management/forgot-password', { body }));
}

/** Single use, 30 minutes: 400 `Passport:ResetLinkInvalid` otherwise. Every session of the account ends. */
export function resetPassword(body: ResetPasswordInput) {
  return apiClient().send((c) => c.POST('/api/f/passport-management/reset-password', { body }));
}
