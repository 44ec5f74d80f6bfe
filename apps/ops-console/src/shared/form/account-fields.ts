import { t } from '@lingui/core/macro';
import { z } from 'zod';

// The fields an account has whoever it is for (a customer's or a staff member's, opened in the console); limits are
// the contract's.

/** A login name: 3 to 64 letters, digits or `. _ @ -`. */
export const userNameField = () =>
  z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9._@-]+$/, { error: () => t`只能包含字母、数字和 . _ @ -` });

/** An optional e-mail address of at most `max` characters (blank: none). */
export const optionalEmailField = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: () => t`请输入有效的电子邮箱地址` });
