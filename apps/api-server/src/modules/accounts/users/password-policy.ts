import type { ValidationIssue } from '../../../errors/app-errors';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** 8-64 characters with at least one letter (any script) and one digit: the contract's rule. */
export function isStrongPassword(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

export function passwordIssues(password: string, member: string): ValidationIssue[] {
  return isStrongPassword(password) ? [] : [{ members: [member], messageKey: 'Profile:WeakPassword' }];
}
