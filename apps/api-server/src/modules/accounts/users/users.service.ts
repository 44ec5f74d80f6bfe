import { UserType } from '@forwarder/contracts/api-f';
import { StaffRole } from '@forwarder/contracts/api-ops';
import { normalizeUserName } from '../../../auth/auth-user';
import { hashPassword } from '../../../auth/passwords';
import { revokeUserTokens } from '../../../auth/tokens';
import { newId, nowIso } from '../../../db/ids';
import { nextSequenceValue } from '../../../db/sequences';
import { inTransaction } from '../../../db/transaction';
import { isStrongPassword } from './password-policy';
import type { AccountsDb } from '../accounts.db';

// Account administration shared by the CLI, the demo seeder, and the staff console (staff accounts, customers);
// there is no sign-up in the product.

export class AccountAdminError extends Error {}

export const USER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$/;
export const MERCHANT_ID_PATTERN = /^M\d{6}$/;
const MERCHANT_SEQUENCE = 'Accounts.MerchantId';
const STAFF_ROLES: readonly string[] = Object.values(StaffRole);

export interface NewUser {
  userName: string;
  password: string;
  userType: number;
  merchantId?: string | null | undefined;
  /** Staff only (userType 40): operator or admin. */
  staffRole?: string | null | undefined;
  name?: string | null | undefined;
  email?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  companyName?: string | null | undefined;
}

export interface UserSummary {
  id: string;
  userName: string;
  userType: number;
  merchantId: string | null;
  staffRole: string | null;
  name: string | null;
  isActive: boolean;
  creationTime: string;
}

export async function findUserByName(db: AccountsDb, userName: string) {
  return db.selectFrom('users').selectAll().where('normalizedUserName', '=', normalizeUserName(userName)).executeTakeFirst();
}

/** `M` + 6 digits from a sequence, skipping ids an administrator already gave by hand. */
async function nextMerchantId(db: AccountsDb): Promise<string> {
  for (;;) {
    const value = await nextSequenceValue(db, MERCHANT_SEQUENCE);
    if (value > 999_999) throw new AccountAdminError('Merchant ids M000001-M999999 are exhausted');
    const candidate = `M${String(value).padStart(6, '0')}`;
    const taken = await db.selectFrom('users').select('id').where('merchantId', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

export async function createUser(db: AccountsDb, input: NewUser): Promise<UserSummary> {
  const userName = input.userName.trim();
  if (!USER_NAME_PATTERN.test(userName)) {
    throw new AccountAdminError('User names have 3-64 characters: letters, digits, ".", "_", "@" or "-", starting with a letter or digit');
  }
  if (input.userType !== UserType.Member && input.userType !== UserType.Merchant && input.userType !== UserType.Staff) {
    throw new AccountAdminError('The user type must be member (20), merchant (30) or staff (40)');
  }
  const isStaff = input.userType === UserType.Staff;
  if (isStaff && !STAFF_ROLES.includes(input.staffRole ?? '')) throw new AccountAdminError('A staff account needs a role: operator or admin');
  if (!isStaff && input.staffRole) throw new AccountAdminError('Only staff accounts have a role');
  if (!isStrongPassword(input.password)) {
    throw new AccountAdminError('The password needs 8 to 64 characters with at least one letter and one digit');
  }
  if (input.userType !== UserType.Merchant && input.merchantId) throw new AccountAdminError('Only merchants have a merchant id');
  if (input.merchantId && !MERCHANT_ID_PATTERN.test(input.merchantId)) {
    throw new AccountAdminError('A merchant id is "M" followed by 6 digits, e.g. M100001');
  }
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    if (await findUserByName(trx, userName)) throw new AccountAdminError(`The user name "${userName}" is taken`);
    let merchantId: string | null = null;
    if (input.userType === UserType.Merchant) {
      if (input.merchantId) {
        const taken = await trx.selectFrom('users').select('id').where('merchantId', '=', input.merchantId).executeTakeFirst();
        if (taken) throw new AccountAdminError(`The merchant id "${input.merchantId}" is taken`);
        merchantId = input.merchantId;
      } else {
        merchantId = await nextMerchantId(trx);
      }
    }
    const row = {
      id: newId(),
      userName,
      normalizedUserName: normalizeUserName(userName),
      passwordHash,
      userType: input.userType,
      merchantId,
      staffRole: isStaff ? (input.staffRole ?? null) : null,
      name: input.name?.trim() || null,
      email: input.email?.trim() || null,
      phoneNumber: input.phoneNumber?.trim() || null,
      companyName: input.companyName?.trim() || null,
      defaultSenderAddressId: null,
      isActive: 1,
      creationTime: nowIso(),
      lastModificationTime: null,
    };
    await trx.insertInto('users').values(row).execute();
    return summary(row);
  });
}

function summary(row: {
  id: string;
  userName: string;
  userType: number;
  merchantId: string | null;
  staffRole: string | null;
  name: string | null;
  isActive: number;
  creationTime: string;
}): UserSummary {
  return {
    id: row.id,
    userName: row.userName,
    userType: Number(row.userType),
    merchantId: row.merchantId,
    staffRole: row.staffRole,
    name: row.name,
    isActive: Number(row.isActive) === 1,
    creationTime: row.creationTime,
  };
}

async function requireUser(db: AccountsDb, userName: string) {
  const user = await findUserByName(db, userName);
  if (!user) throw new AccountAdminError(`No user named "${userName}"`);
  return user;
}

/** Sets a new password and signs the user out everywhere. */
export async function resetPassword(db: AccountsDb, userName: string, password: string): Promise<number> {
  if (!isStrongPassword(password)) {
    throw new AccountAdminError('The password needs 8 to 64 characters with at least one letter and one digit');
  }
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (trx) => {
    const user = await requireUser(trx, userName);
    await trx.updateTable('users').set({ passwordHash, lastModificationTime: nowIso() }).where('id', '=', user.id).execute();
    return revokeUserTokens(trx, user.id);
  });
}

/** Disabling also revokes every token: a disabled account's open sessions end at once. */
export async function setUserActive(db: AccountsDb, userName: string, active: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    const user = await requireUser(trx, userName);
    await trx
      .updateTable('users')
      .set({ isActive: active ? 1 : 0, lastModificationTime: nowIso() })
      .where('id', '=', user.id)
      .execute();
    if (!active) await revokeUserTokens(trx, user.id);
  });
}

export async function listUsers(db: AccountsDb): Promise<UserSummary[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'userName', 'userType', 'merchantId', 'staffRole', 'name', 'isActive', 'creationTime'])
    .orderBy('creationTime', 'asc')
    .orderBy('userName', 'asc')
    .execute();
  return rows.map(summary);
}
