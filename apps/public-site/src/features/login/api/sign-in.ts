import { t } from '@lingui/core/macro';
import { isApiError, login } from '@forwarder/api-client';
import { storeSession, withoutErrorToast } from '@forwarder/auth';
import { configureZodLocale } from '@forwarder/i18n';
// zod/mini: the tree-shakable API keeps this page's chunk small (the login page is a common entry).
import * as z from 'zod/mini';

configureZodLocale();

// Lengths from the contract's LoginRequest. Messages are functions: they are read when a value is
// validated, so they follow the language active at that moment (spec section 4).
export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, { error: () => t`请输入用户名` }), z.maxLength(64)),
  password: z.string().check(z.minLength(1, { error: () => t`请输入密码` }), z.maxLength(128)),
  captchaCode: z.string().check(z.trim(), z.minLength(1, { error: () => t`请输入验证码` }), z.maxLength(16)),
});

export type LoginFormValues = z.infer<typeof loginSchema>;
export type LoginField = keyof LoginFormValues;

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
