import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../errors/app-errors';
import { newId } from '../../../db/ids';
import { newCaptchaPicture } from './captcha-image';
import type { AccountsDb } from '../accounts.db';

export const CAPTCHA_TTL_SECONDS = 300;
/** Captchas one IP may create per minute; a login form needs one per attempt, a person never gets near this. */
export const CAPTCHA_RATE_LIMIT = 30;
const CAPTCHA_RATE_WINDOW_SECONDS = 60;

export interface CaptchaResult {
  captchaId: string;
  image: string;
  expiresIn: number;
}

/** Bound to the captcha id so one hash cannot be reused for another captcha; codes compare case-insensitively. */
export const hashCaptchaCode = (captchaId: string, code: string): string =>
  createHash('sha256').update(`${captchaId}:${code.trim().toUpperCase()}`, 'utf8').digest('hex');

export async function createCaptcha(db: AccountsDb, ip: string, now = new Date()): Promise<CaptchaResult> {
  const windowStart = new Date(now.getTime() - CAPTCHA_RATE_WINDOW_SECONDS * 1000).toISOString();
  const recent = await db
    .selectFrom('captchas')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('ip', '=', ip)
    .where('creationTime', '>', windowStart)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= CAPTCHA_RATE_LIMIT) {
    throw new AppError(429, 'Passport:TooManyCaptchas', {
      code: 'TooManyRequests',
      headers: { 'retry-after': String(CAPTCHA_RATE_WINDOW_SECONDS) },
      rateLimit: 'captcha',
    });
  }
  // Rows past their expiry serve neither login nor the rate window (60 s < 300 s): drop them as we go.
  await db.deleteFrom('captchas').where('expiresAt', '<', now.toISOString()).execute();

  const captchaId = newId();
  const { code, dataUrl } = newCaptchaPicture(captchaId);
  await db
    .insertInto('captchas')
    .values({
      id: captchaId,
      codeHash: hashCaptchaCode(captchaId, code),
      ip,
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000).toISOString(),
      consumedAt: null,
      creationTime: now.toISOString(),
    })
    .execute();
  return { captchaId, image: dataUrl, expiresIn: CAPTCHA_TTL_SECONDS };
}

/**
 * Consumes the captcha (single use, whatever the outcome) and tells whether `code` matched it. `testCode`
 * (CAPTCHA_TEST_CODE, never set in production) is accepted for any live captcha.
 */
export async function consumeCaptcha(
  db: AccountsDb,
  captchaId: string,
  code: string,
  testCode: string | undefined,
  now = new Date(),
): Promise<boolean> {
  const nowIso = now.toISOString();
  // One conditional UPDATE: two concurrent attempts with the same captcha cannot both get it.
  const row = await db
    .updateTable('captchas')
    .set({ consumedAt: nowIso })
    .where('id', '=', captchaId)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', nowIso)
    .returning('codeHash')
    .executeTakeFirst();
  if (!row) return false;
  if (testCode !== undefined && code.trim().toUpperCase() === testCode.trim().toUpperCase()) return true;
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCaptchaCode(captchaId, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
