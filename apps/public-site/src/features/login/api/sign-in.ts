import { t } from '@lingui/core/macro';
import { isApiError, login } from '@forwarder/api-client';
import { storeSession, withoutErrorToast } from '@forwarder/auth';

// The form's values. Their rules (./login-check.ts, with zod) load when the visitor starts on the form: a visitor
// who only reads the login page never downloads them (issue 28).
export interface LoginFormValues {
  username: string;
  password: string;
  captchaCode: string;
}
export type LoginField = keyof LoginFormValues;
/** The fields in the form's order: the first invalid one takes the focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password', 'captchaCode'];

/**
 * Sends the login (password grant with the single-use captcha) and stores the answer in the
 * `login` cookie. Failures are the form's to show (fields or alert), so the global toast stays quiet.
 */
export async function signIn(values: LoginFormValues, captchaId: string): Promise<void> {
  const result = await withoutErrorToast(() => login({ ...values, captchaId }));
  storeSession(result);
}

export interface LoginFailure {
  /** Server messages that belong to one field (`validationErrors[].members`). */
  fields: Array<{ name: LoginField; message: string }>;
  /** A message for the whole form (invalid credentials, too many attempts with the wait time, network). */
  form: string | null;
}

const FIELD_OF_MEMBER: Record<string, LoginField> = {
  username: 'username',
  password: 'password',
  captchaCode: 'captchaCode',
  captchaId: 'captchaCode',
};

/** Where a failed login's message goes: the fields the server names, else a form-level alert. */
export function loginFailureOf(error: unknown): LoginFailure {
  if (!isApiError(error)) return { fields: [], form: t`登录失败，请稍后重试。` };
  const fields: LoginFailure['fields'] = [];
  for (const item of error.validationErrors) {
    const name = item.members.map((member) => FIELD_OF_MEMBER[member]).find(Boolean);
    if (name && !fields.some((field) => field.name === name)) fields.push({ name, message: item.message });
  }
  if (fields.length > 0) return { fields, form: null };
  switch (error.kind) {
    case 'server':
      // Localised by the server (accept-language), e.g. invalid credentials or, for 429, the wait time.
      return { fields, form: error.message };
    case 'no-response':
      return { fields, form: t`抱歉，请求没有得到响应` };
    default:
      return { fields, form: t`登录失败，请稍后重试。` };
  }
}
