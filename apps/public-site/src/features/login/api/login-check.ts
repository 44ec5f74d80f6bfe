import { t } from '@lingui/core/macro';
import { configureZodLocale } from '@forwarder/i18n/zod';
// zod/mini: the tree-shakable API keeps this chunk small.
import * as z from 'zod/mini';
import type { LoginField, LoginFormValues } from './sign-in';

// Loaded by the login form when the visitor first focuses or submits it (login-form.tsx), never with the page.
configureZodLocale();

// Lengths from the contract's LoginRequest. Messages are functions: they are read when a value is
// validated, so they follow the language active at that moment (spec section 4).
const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, { error: () => t`请输入用户名` }), z.maxLength(64)),
  password: z.string().check(z.minLength(1, { error: () => t`请输入密码` }), z.maxLength(128)),
  captchaCode: z.string().check(z.trim(), z.minLength(1, { error: () => t`请输入验证码` }), z.maxLength(16)),
}) satisfies z.ZodMiniType<LoginFormValues, LoginFormValues>;

export type LoginCheck =
  | { ok: true; values: LoginFormValues }
  | { ok: false; errors: Partial<Record<LoginField, string>> };

/** The values as the server gets them (trimmed), or the first message of each invalid field. */
export function checkLogin(values: LoginFormValues): LoginCheck {
  const result = z.safeParse(loginSchema, values);
  if (result.success) return { ok: true, values: result.data };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as LoginField;
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}
