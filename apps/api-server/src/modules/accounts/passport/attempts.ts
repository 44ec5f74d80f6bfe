import { AppError } from '../../../errors/app-errors';
import { newId, toDbBool } from '../../../db/ids';
import type { AccountsDb } from '../accounts.db';

// Failed password checks (and password-reset requests), counted in the database so limits hold across restarts and
// server instances.

export type AttemptKind = 'login' | 'changePassword' | 'forgotPassword' | 'resetPassword';

export const ATTEMPT_WINDOW_SECONDS = 15 * 60;
/** Failures allowed per account within the window; the next attempt gets 429. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failures allowed per client IP within the window (all accounts together). */
export const IP_FAILURE_LIMIT = 20;

interface AttemptLimits {
  windowSeconds: number;
  /** Per account name; null when the kind names no account (a reset token's owner is unknown until it is valid). */
  account: number | null;
  ip: number;
}

/**
 * Sign-in and the current-password check count failures. Forgotten-password requests count every request as a
 * "failure" (each sends a mail): 3 per account name and 5 per client IP an hour, so nobody can flood a mailbox.
 * Reset-password counts wrong tokens per IP.
 */
const LIMITS: Record<AttemptKind, AttemptLimits> = {
  login: { windowSeconds: ATTEMPT_WINDOW_SECONDS, account: ACCOUNT_FAILURE_LIMIT, ip: IP_FAILURE_LIMIT },
  changePassword: { windowSeconds: ATTEMPT_WINDOW_SECONDS, account: ACCOUNT_FAILURE_LIMIT, ip: IP_FAILURE_LIMIT },
  forgotPassword: { windowSeconds: 3600, account: 3, ip: 5 },
  resetPassword: { windowSeconds: 3600, account: null, ip: 5 },
};

export interface AttemptKey {
  kind: AttemptKind;
  /** normalizeUserName(...) of the name tried (also when no such user exists). */
  userName: string;
  ip: string;
}

/**
 * Seconds until the key may try again, or 0. A successful sign-in of the account resets its own counter, not
 * the IP's: an attacker with one valid account cannot keep guessing others from the same address.
 */
async function blockedFor(
  db: AccountsDb,
  kind: AttemptKind,
  column: 'userName' | 'ip',
  value: string,
  limit: number,
  now: Date,
): Promise<number> {
  const windowSeconds = LIMITS[kind].windowSeconds;
  let since = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  if (column === 'userName') {
    const lastSuccess = await db
      .selectFrom('login_attempts')
      .select('creationTime')
      .where('kind', '=', kind)
      .where('userName', '=', value)
      .where('success', '=', 1)
      .where('creationTime', '>', since)
      .orderBy('creationTime', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (lastSuccess) since = lastSuccess.creationTime;
  }
  // The limit-th most recent failure: once it leaves the window, fewer than `limit` remain.
  const row = await db
    .selectFrom('login_attempts')
    .select('creationTime')
    .where('kind', '=', kind)
    .where(column, '=', value)
    .where('success', '=', 0)
    .where('creationTime', '>', since)
    .orderBy('creationTime', 'desc')
    .limit(1)
    .offset(limit - 1)
    .executeTakeFirst();
  if (!row) return 0;
  const until = new Date(row.creationTime).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

export async function assertNotRateLimited(
  db: AccountsDb,
  key: AttemptKey,
  messageKey: string,
  now = new Date(),
): Promise<void> {
  const limits = LIMITS[key.kind];
  const seconds = Math.max(
    limits.account === null ? 0 : await blockedFor(db, key.kind, 'userName', key.userName, limits.account, now),
    await blockedFor(db, key.kind, 'ip', key.ip, limits.ip, now),
  );
  if (seconds > 0) {
    throw new AppError(429, messageKey, {
      code: 'Passport:TooManyAttempts',
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'retry-after': String(seconds) },
      rateLimit: key.kind,
    });
  }
}

export async function recordAttempt(db: AccountsDb, key: AttemptKey, success: boolean, now = new Date()): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ id: newId(), kind: key.kind, userName: key.userName, ip: key.ip, success: toDbBool(success), creationTime: now.toISOString() })
    .execute();
  if (success) {
    // Rows older than a day count for nothing; trimming on success keeps the table small without a job.
    const cutoff = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
    await db.deleteFrom('login_attempts').where('creationTime', '<', cutoff).execute();
  }
}
