import { randomInt } from 'node:crypto';

// Letters and digits a person can read aloud or copy by hand without confusion (no 0/O, 1/l/I).
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;
export const TEMPORARY_PASSWORD_LENGTH = 14;

const pick = (chars: string): string => chars.charAt(randomInt(chars.length));

/**
 * A temporary password from the system's CSPRNG: 14 characters of 56 (about 81 bits), always with a letter and a
 * digit so it passes the password policy (the position of the guaranteed digit is random too).
 */
export function generateTemporaryPassword(): string {
  const chars = Array.from({ length: TEMPORARY_PASSWORD_LENGTH - 2 }, () => pick(ALPHABET));
  for (const required of [pick(LETTERS), pick(DIGITS)]) chars.splice(randomInt(chars.length + 1), 0, required);
  return chars.join('');
}
