// The server's password rule for a password a customer chooses (changePassword, resetPassword: docs/domain/accounts.md),
// stated in the forms and checked before sending, so the member portal's "change password" and the public site's
// "set a new password" (a forgotten password) say and check the same thing. The server stays the judge.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** 8–64 characters with at least one letter and one digit (of any script). */
export function meetsPasswordRule(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(value) && /\p{Nd}/u.test(value);
}
