import { t } from '@lingui/core/macro';
import { isApiError, requestPasswordReset, resetPassword, serverFieldErrors } from '@forwarder/api-client';
import { meetsPasswordRule, withoutErrorToast } from '@forwarder/auth';
import { configureZodLocale } from '@forwarder/i18n/zod';
// zod/mini, as the login form: these pages are reached from the login page and stay small.
import * as z from 'zod/mini';

configureZodLocale();

/** The error code of a reset link that is unknown, used, expired or of a disabled account. */
export const RESET_LINK_INVALID = 'Passport:ResetLinkInvalid';

// Limits from the contract's ForgotPasswordInput; messages are functions, read in the language active when checked.
export const forgotPasswordSchema = z.object({
  userNameOrEmail: z.string().check(z.trim(), z.minLength(1, { error: () => t`请输入用户名或电子邮箱` }), z.maxLength(100)),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The new password (contract ResetPasswordInput, the rule of changePassword) and its confirmation (never sent). */
export const newPasswordSchema = z
  .object({
    newPassword: z.string().check(
      z.minLength(1, { error: () => t`请输入新密码` }),
      z.refine(meetsPasswordRule, { error: () => t`新密码须为 8–64 个字符，且至少包含一个字母和一个数字` }),
    ),
    confirmPassword: z.string().check(z.minLength(1, { error: () => t`请再次输入新密码` })),
  })
  .check(
    z.refine((values) => !values.confirmPassword || values.confirmPassword === values.newPassword, {
      error: () => t`两次输入的新密码不一致`,
      path: ['confirmPassword'],
    }),
  );
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
export type NewPasswordField = keyof NewPasswordValues;

/** Sends the request; the answer is the same whether or not an account matched (the link's validity in minutes). */
export function sendResetLink(values: ForgotPasswordValues) {
  return withoutErrorToast(() => requestPasswordReset({ userNameOrEmail: values.userNameOrEmail }));
}

/** Sets the new password with the link's token; the answer names the account (to fill in the login form). */
export function setNewPassword(token: string, values: NewPasswordValues) {
  return withoutErrorToast(() => resetPassword({ token, newPassword: values.newPassword }));
}

export interface FormFailure<F extends string> {
  /** Server messages that belong to one field (`validationErrors[].members`). */
  fields: Array<{ field: F; message: string }>;
  /** A message for the whole form: the server's (localised: a refusal, 429 with the wait), or a network failure's. */
  form: string | null;
}

/** Where a failed request's message goes: the fields the server names, else an alert for the form. */
export function failureOf<F extends string>(error: unknown, fields: readonly F[]): FormFailure<F> {
  if (!isApiError(error)) return { fields: [], form: t`请求失败，请稍后重试。` };
  const onFields = serverFieldErrors(error, fields);
  if (onFields.length > 0) return { fields: onFields, form: null };
  if (error.kind === 'server') return { fields: [], form: error.message };
  if (error.kind === 'no-response') return { fields: [], form: t`抱歉，请求没有得到响应` };
  return { fields: [], form: t`请求失败，请稍后重试。` };
}

/** Whether the server refused the link itself (rather than the password): the page then offers a new link. */
export const isInvalidLink = (error: unknown): boolean => isApiError(error) && error.status === 400 && error.code === RESET_LINK_INVALID;
