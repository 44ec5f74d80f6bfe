import {
  changePassword,
  operationKey,
  updateMyMailSettings,
  updateMyProfile,
  type Profile,
  type StatusMailSetting,
  type UpdateProfileInput,
} from '@forwarder/api-client';
import { meetsPasswordRule } from '@forwarder/auth';
import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

// The server's rules (docs/domain/accounts.md): values trimmed; email empty or x@y.z; phone empty or
// `+?digit[digits space ( ) -]`, 5 to 32 characters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,31}$/;

/** Personal details (contract UpdateProfileInput). */
export const profileSchema = z.object({
  name: z.string().trim().min(1).max(64),
  email: z
    .string()
    .trim()
    .max(100)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: () => t`请输入有效的电子邮箱地址` }),
  phoneNumber: z
    .string()
    .trim()
    .max(32)
    .refine((value) => value === '' || PHONE_PATTERN.test(value), {
      error: () => t`请输入有效的电话号码（数字、空格、括号或连字符，可以 + 开头）`,
    }),
  companyName: z.string().trim().max(100),
});
export type ProfileFormValues = z.input<typeof profileSchema>;
export const PROFILE_FIELDS: readonly (keyof ProfileFormValues)[] = ['name', 'email', 'phoneNumber', 'companyName'];

export function profileToForm(profile: Profile): ProfileFormValues {
  return { name: profile.name, email: profile.email, phoneNumber: profile.phoneNumber, companyName: profile.companyName };
}

export function saveProfile(values: z.output<typeof profileSchema>) {
  const body: UpdateProfileInput = values;
  return updateMyProfile(body);
}

/** Change password (contract ChangePasswordInput) plus the confirmation, which never leaves the browser. */
export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: () => t`请输入当前密码` }).max(128),
    newPassword: z
      .string()
      .min(1, { error: () => t`请输入新密码` })
      .refine(meetsPasswordRule, { error: () => t`新密码须为 8–64 个字符，且至少包含一个字母和一个数字` }),
    confirmPassword: z.string().min(1, { error: () => t`请再次输入新密码` }),
  })
  .superRefine((values, context) => {
    if (values.newPassword && values.newPassword === values.currentPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: t`新密码不能与当前密码相同` });
    }
    if (values.confirmPassword && values.confirmPassword !== values.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: t`两次输入的新密码不一致` });
    }
  });
export type PasswordFormValues = z.input<typeof passwordSchema>;
export const PASSWORD_FIELDS: readonly (keyof PasswordFormValues)[] = ['currentPassword', 'newPassword', 'confirmPassword'];
export const emptyPasswordForm: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The server revokes every other token of the user and keeps the calling one: the session stays. */
export function savePassword(values: z.output<typeof passwordSchema>) {
  return changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
}

export function invalidateProfile(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: operationKey('getMyProfile') });
}

/** The three choices of status mails (contract StatusMailSetting), in the order the form shows them. */
export const STATUS_MAIL_CHOICES: readonly StatusMailSetting[] = ['off', 'milestones', 'all'];

/** The answer is the profile with its new setting: the cache takes it as it is. */
export function saveMailSettings(statusMail: StatusMailSetting) {
  return updateMyMailSettings({ statusMail });
}
