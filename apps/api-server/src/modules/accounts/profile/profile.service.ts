import type { components } from '@forwarder/contracts/api-f';
import type { AuthUser } from '../../../auth/auth-user';
import { hashPassword } from '../../../auth/passwords';
import { hashToken } from '../../../auth/tokens';
import { nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { NotFoundError, UserFriendlyError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { findOwnedAddress, toAddress } from '../addresses/address.service';
import { EMAIL_PATTERN } from '../party/party';
import { assertNotRateLimited, recordAttempt } from '../passport/attempts';
import { verifyOrDummy } from '../passport/login.service';
import { passwordIssues } from '../users/password-policy';
import type { AccountsDb } from '../accounts.db';

export type Profile = components['schemas']['Profile'];
export type UpdateProfileInput = components['schemas']['UpdateProfileInput'];
export type ChangePasswordInput = components['schemas']['ChangePasswordInput'];

// Looser than an address's phone (which a carrier dials): any digits with the usual separators.
const PROFILE_PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,30}$/;

export async function getProfile(db: AccountsDb, userId: string, locale: Locale): Promise<Profile> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new NotFoundError();
  let defaultSenderAddress: Profile['defaultSenderAddress'] = null;
  if (user.defaultSenderAddressId) {
    const row = await db
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', user.defaultSenderAddressId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (row) defaultSenderAddress = await toAddress(db, row, user.defaultSenderAddressId, locale);
  }
  return {
    id: user.id,
    userName: user.userName,
    userType: Number(user.userType) as Profile['userType'],
    merchantId: user.merchantId,
    name: user.name ?? '',
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    companyName: user.companyName ?? '',
    defaultSenderAddressId: defaultSenderAddress ? user.defaultSenderAddressId : null,
    defaultSenderAddress,
    statusMail: user.statusMail as Profile['statusMail'],
    creationTime: user.creationTime,
  };
}

/**
 * Which status changes of the caller's orders are mailed. Saving it also records the request's language as the
 * one mails are written in (as signing in does): the customer is looking at the page in the language they read.
 */
export async function updateMailSettings(db: AccountsDb, userId: string, input: components['schemas']['MailSettingsInput'], locale: Locale): Promise<Profile> {
  await db.updateTable('users').set({ statusMail: input.statusMail, mailLocale: locale, lastModificationTime: nowIso() }).where('id', '=', userId).execute();
  return getProfile(db, userId, locale);
}

export async function updateProfile(db: AccountsDb, userId: string, input: UpdateProfileInput, locale: Locale): Promise<Profile> {
  const name = input.name.trim();
  const email = input.email.trim();
  const phoneNumber = input.phoneNumber.trim();
  const companyName = input.companyName.trim();
  const issues: ValidationIssue[] = [];
  if (!name) issues.push({ members: ['name'], messageKey: 'Profile:NameRequired' });
  if (email && !EMAIL_PATTERN.test(email)) issues.push({ members: ['email'], messageKey: 'Accounts:InvalidEmail' });
  if (phoneNumber && !PROFILE_PHONE_PATTERN.test(phoneNumber)) {
    issues.push({ members: ['phoneNumber'], messageKey: 'Accounts:InvalidPhone' });
  }
  if (issues.length) throw new ValidationError(issues);
  await db
    .updateTable('users')
    .set({ name, email, phoneNumber, companyName, lastModificationTime: nowIso() })
    .where('id', '=', userId)
    .execute();
  return getProfile(db, userId, locale);
}

/**
 * Changes the caller's password and signs out every other session (`currentToken` stays valid).
 * Wrong current passwords are rate-limited like sign-in: a stolen session cannot brute-force the password.
 */
export async function changePassword(
  db: AccountsDb,
  user: AuthUser,
  input: ChangePasswordInput,
  currentToken: string,
  ip: string,
): Promise<void> {
  const weak = passwordIssues(input.newPassword, 'newPassword');
  if (weak.length) throw new ValidationError(weak);
  const row = await db.selectFrom('users').select(['passwordHash', 'normalizedUserName']).where('id', '=', user.id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  const key = { kind: 'changePassword' as const, userName: row.normalizedUserName, ip };
  await assertNotRateLimited(db, key, 'Profile:TooManyPasswordAttempts');
  if (!(await verifyOrDummy(input.currentPassword, row.passwordHash))) {
    await recordAttempt(db, key, false);
    throw new UserFriendlyError('Profile:WrongCurrentPassword', {
      code: 'Profile:WrongCurrentPassword',
      validationErrors: [{ members: ['currentPassword'], messageKey: 'Profile:WrongCurrentPassword' }],
    });
  }
  if (input.newPassword === input.currentPassword) {
    throw new ValidationError([{ members: ['newPassword'], messageKey: 'Profile:SamePassword' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (trx) => {
    await trx.updateTable('users').set({ passwordHash, lastModificationTime: nowIso() }).where('id', '=', user.id).execute();
    await trx
      .updateTable('access_tokens')
      .set({ revokedAt: nowIso() })
      .where('userId', '=', user.id)
      .where('revokedAt', 'is', null)
      .where('tokenHash', '!=', hashToken(currentToken))
      .execute();
    await recordAttempt(trx, key, true);
  });
}

export async function updateDefaultSenderAddress(
  db: AccountsDb,
  userId: string,
  addressId: string | null,
  locale: Locale,
): Promise<Profile> {
  await inTransaction(db, async (trx) => {
    if (addressId !== null) await findOwnedAddress(trx, userId, addressId);
    await trx
      .updateTable('users')
      .set({ defaultSenderAddressId: addressId, lastModificationTime: nowIso() })
      .where('id', '=', userId)
      .execute();
  });
  return getProfile(db, userId, locale);
}
