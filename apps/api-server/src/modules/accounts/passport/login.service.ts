import { timingSafeEqual } from 'node:crypto';
import { normalizeUserName } from '../../../auth/auth-user';
import { hashPassword, needsRehash, verifyPassword } from '../../../auth/passwords';
import { issueToken } from '../../../auth/tokens';
import type { AppConfig } from '../../../config/env';
import { nowIso } from '../../../db/ids';
import { UserFriendlyError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { assertNotRateLimited, recordAttempt } from './attempts';
import { consumeCaptcha } from './captcha.service';
import type { AccountsDb } from '../accounts.db';

export interface LoginInput {
  grant_type: string;
  client_id: string;
  client_secret: string;
  username: string;
  password: string;
  captchaId: string;
  captchaCode: string;
}

export interface LoginResult {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

type LoginConfig = Pick<AppConfig, 'clientId' | 'clientSecret' | 'captchaTestCode' | 'tokenTtlSeconds'>;

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

// Verified against when the user does not exist, so "unknown user" costs the same time as "wrong password".
let dummyHash: Promise<string> | undefined;
const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword('dummy-password-for-timing-1'));

/** Verifies `password` against `hash`, or against a dummy hash when there is no user (same cost either way). */
export async function verifyOrDummy(password: string, hash: string | undefined): Promise<boolean> {
  if (hash === undefined) {
    await verifyPassword(password, await getDummyHash());
    return false;
  }
  return verifyPassword(password, hash);
}

const credentialsError = (): UserFriendlyError =>
  new UserFriendlyError('Passport:InvalidCredentials', { code: 'Passport:InvalidCredentials' });

/** `locale` is the request's: mails to the user are written in the language of their latest sign-in. */
export async function login(db: AccountsDb, config: LoginConfig, input: LoginInput, ip: string, locale: Locale): Promise<LoginResult> {
  if (!sameText(input.client_id, config.clientId) || !sameText(input.client_secret, config.clientSecret)) {
    throw new UserFriendlyError('Passport:InvalidClient', { code: 'Passport:InvalidClient' });
  }
  if (input.grant_type !== 'password') {
    throw new UserFriendlyError('Passport:InvalidGrantType', { code: 'Passport:InvalidGrantType' });
  }
  if (!(await consumeCaptcha(db, input.captchaId, input.captchaCode, config.captchaTestCode))) {
    throw new UserFriendlyError('Passport:InvalidCaptcha', {
      code: 'Passport:InvalidCaptcha',
      validationErrors: [{ members: ['captchaCode'], messageKey: 'Passport:InvalidCaptcha' }],
    });
  }

  const key = { kind: 'login' as const, userName: normalizeUserName(input.username), ip };
  await assertNotRateLimited(db, key, 'Passport:TooManyAttempts');

  const user = await db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'isActive'])
    .where('normalizedUserName', '=', key.userName)
    .executeTakeFirst();
  if (!(await verifyOrDummy(input.password, user?.passwordHash)) || !user) {
    await recordAttempt(db, key, false);
    throw credentialsError();
  }
  // Only told after the right password, so probing cannot discover which accounts are disabled.
  if (user.isActive !== 1) throw new UserFriendlyError('Passport:UserDisabled', { code: 'Passport:UserDisabled' });

  await recordAttempt(db, key, true);
  await db.updateTable('users').set({ mailLocale: locale }).where('id', '=', user.id).where('mailLocale', '!=', locale).execute();
  if (needsRehash(user.passwordHash)) {
    await db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(input.password), lastModificationTime: nowIso() })
      .where('id', '=', user.id)
      .execute();
  }
  const token = await issueToken(db, user.id, config.tokenTtlSeconds);
  return { accessToken: token.accessToken, tokenType: token.tokenType, expiresIn: token.expiresIn };
}
