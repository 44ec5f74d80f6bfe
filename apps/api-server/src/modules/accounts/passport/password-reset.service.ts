import { randomBytes } from 'node:crypto';
import type { components } from '@forwarder/contracts/api-f';
import { normalizeUserName } from '../../../auth/auth-user';
import { hashPassword } from '../../../auth/passwords';
import { hashToken, revokeUserTokens } from '../../../auth/tokens';
import type { AppConfig } from '../../../config/env';
import { newId, nowIso } from '../../../db/ids';
import { inTransaction, isPostgres } from '../../../db/transaction';
import { UserFriendlyError, ValidationError } from '../../../errors/app-errors';
import { resolveLocale, type Locale } from '../../../i18n/locale';
import { enqueueMails, passwordResetMail } from '../../mail';
import { readTenantSettings } from '../../system';
import { passwordIssues } from '../users/password-policy';
import { assertNotRateLimited, recordAttempt } from './attempts';
import type { AccountsDatabase, AccountsExecutor, AccountsTx } from '../accounts.db';

// Password reset by e-mail: a single-use link valid RESET_LINK_MINUTES, asked for on the login page (forgotten
// password) or sent by staff (customers/). Only the token's sha256 is stored, like access tokens; the mail
// holding the link is written to the outbox in the same transaction as the token. Using the link sets the
// password, ends every session and voids every other link of the account.

type S = components['schemas'];

export const RESET_LINK_MINUTES = 30;

const mailNotConfigured = (): UserFriendlyError =>
  new UserFriendlyError('Passport:MailNotConfigured', { code: 'Passport:MailNotConfigured' });

const linkInvalid = (): UserFriendlyError =>
  new UserFriendlyError('Passport:ResetLinkInvalid', {
    code: 'Passport:ResetLinkInvalid',
    validationErrors: [{ members: ['token'], messageKey: 'Passport:ResetLinkInvalid' }],
  });

export interface ResetLinkRecipient {
  id: string;
  userName: string;
  email: string;
}

/** Creates a token for the user and queues its mail, in the caller's transaction; answers the link's expiry. */
export async function issuePasswordResetLink(trx: AccountsTx, user: ResetLinkRecipient, locale: Locale): Promise<{ mailId: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString();
  await trx
    .insertInto('password_reset_tokens')
    .values({ id: newId(), userId: user.id, tokenHash: hashToken(token), expiresAt, usedTime: null, creationTime: now.toISOString() })
    .execute();
  const sender = await readTenantSettings(trx);
  const draft = passwordResetMail(
    { userId: user.id, userName: user.userName, recipient: user.email, locale, token, validMinutes: RESET_LINK_MINUTES },
    sender,
  );
  const [mailId = ''] = await enqueueMails(trx, [draft], now.toISOString());
  return { mailId, expiresAt };
}

/**
 * Forgotten password. The answer is the same whether or not an account matches (and costs about the same: the
 * lookup is one indexed query, the mail is only queued). Every request counts against the limits, matching or
 * not, so the limits reveal nothing either.
 */
export async function requestPasswordReset(
  db: AccountsDatabase,
  config: Pick<AppConfig, 'mail'>,
  input: S['ForgotPasswordInput'],
  ip: string,
  locale: Locale,
): Promise<S['PasswordResetRequested']> {
  if (!config.mail.smtpUrl) throw mailNotConfigured();
  const name = input.userNameOrEmail.trim();
  const key = { kind: 'forgotPassword' as const, userName: normalizeUserName(name), ip };
  await assertNotRateLimited(db, key, 'Passport:TooManyResetRequests');
  await inTransaction(db, async (trx) => {
    await recordAttempt(trx, key, false);
    // A user name, or an e-mail address: several accounts may share one address, and each gets its own link.
    const users = await trx
      .selectFrom('users')
      .select(['id', 'userName', 'email'])
      .where('isActive', '=', 1)
      .where((eb) => eb.or([eb('normalizedUserName', '=', key.userName), eb(eb.fn('lower', ['email']), '=', name.toLowerCase())]))
      .execute();
    for (const user of users) {
      if (!user.email) continue;
      // The mail is written in the language of this request: the person asking reads it now.
      await trx.updateTable('users').set({ mailLocale: locale }).where('id', '=', user.id).execute();
      await issuePasswordResetLink(trx, { id: user.id, userName: user.userName, email: user.email }, locale);
    }
  });
  return { linkValidMinutes: RESET_LINK_MINUTES };
}

/** Sets the new password with a valid token; see the contract (resetPassword). */
export async function resetPasswordWithToken(db: AccountsDatabase, input: S['ResetPasswordInput'], ip: string): Promise<S['PasswordResetDone']> {
  const key = { kind: 'resetPassword' as const, userName: '', ip };
  await assertNotRateLimited(db, key, 'Passport:TooManyResetRequests');
  const weak = passwordIssues(input.newPassword, 'newPassword');
  if (weak.length) throw new ValidationError(weak);
  const passwordHash = await hashPassword(input.newPassword);
  const userName = await inTransaction(db, async (trx) => {
    const found = await findUsableToken(trx, input.token);
    if (!found) return null;
    const now = nowIso();
    await trx.updateTable('users').set({ passwordHash, lastModificationTime: now }).where('id', '=', found.userId).execute();
    // This link and every other one of the account: a mailbox read later must not reset the password again.
    await trx.updateTable('password_reset_tokens').set({ usedTime: now }).where('userId', '=', found.userId).where('usedTime', 'is', null).execute();
    await revokeUserTokens(trx, found.userId);
    return found.userName;
  });
  if (userName === null) {
    await recordAttempt(db, key, false);
    throw linkInvalid();
  }
  return { userName };
}

/** The token's row if it is unused, unexpired and of an enabled account; locked on PostgreSQL (single use). */
async function findUsableToken(trx: AccountsExecutor, token: string): Promise<{ userId: string; userName: string } | undefined> {
  let query = trx
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select(['t.userId', 'u.userName'])
    .where('t.tokenHash', '=', hashToken(token))
    .where('t.usedTime', 'is', null)
    .where('t.expiresAt', '>', nowIso())
    .where('u.isActive', '=', 1);
  if (isPostgres(trx)) query = query.forUpdate('t');
  return query.executeTakeFirst();
}

/** The language of a stored `mailLocale` (anything unknown reads as the default). */
export const mailLocaleOf = (stored: string): Locale => resolveLocale(stored);
