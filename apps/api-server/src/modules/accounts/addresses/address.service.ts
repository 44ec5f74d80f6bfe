import type { components } from '@forwarder/contracts/api-f';
import { sql } from 'kysely';
import { newId, nowIso } from '../../../db/ids';
import { checkPagingNumber, MAX_SKIP_COUNT } from '../../../db/paging';
import { containsInsensitive } from '../../../db/text-search';
import { inTransaction } from '../../../db/transaction';
import { NotFoundError, UserFriendlyError, ValidationError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import type { AddressesTable } from '../accounts.tables';
import { describeParties, toStoredParty, validateParty, type PartyInput } from '../party/party';
import type { AccountsDb } from '../accounts.db';

export type Address = components['schemas']['Address'];
export type AddressListRequest = components['schemas']['AddressListRequest'];

/** Address-book size per user: far above real use, low enough that a script cannot bloat the table. */
export const MAX_ADDRESSES_PER_USER = 500;
export const DEFAULT_PAGE_SIZE = 7;

type AddressRow = AddressesTable;

export async function toAddresses(
  db: AccountsDb,
  rows: readonly AddressRow[],
  defaultSenderAddressId: string | null,
  locale: Locale,
): Promise<Address[]> {
  const parties = await describeParties(db, rows, locale);
  return rows.map((row, i) => ({
    id: row.id,
    ...(parties[i] as (typeof parties)[number]),
    isDefaultSender: row.id === defaultSenderAddressId,
    creationTime: row.creationTime,
    lastModificationTime: row.lastModificationTime,
  }));
}

export async function toAddress(db: AccountsDb, row: AddressRow, defaultSenderAddressId: string | null, locale: Locale): Promise<Address> {
  const [address] = await toAddresses(db, [row], defaultSenderAddressId, locale);
  if (!address) throw new Error('toAddresses lost an address');
  return address;
}

async function defaultSenderOf(db: AccountsDb, userId: string): Promise<string | null> {
  const user = await db.selectFrom('users').select('defaultSenderAddressId').where('id', '=', userId).executeTakeFirst();
  return user?.defaultSenderAddressId ?? null;
}

/** The row when `userId` owns it; otherwise 404 (missing and foreign look the same). */
export async function findOwnedAddress(db: AccountsDb, userId: string, id: string): Promise<AddressRow> {
  const row = await db.selectFrom('addresses').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * The user's default sender address (for orders that take it when no sender is given), or undefined when none is
 * set. Same two reads as the profile's: the user's choice, then the row, which must still be theirs.
 */
export async function findDefaultSenderAddress(db: AccountsDb, userId: string): Promise<AddressRow | undefined> {
  const id = await defaultSenderOf(db, userId);
  if (!id) return undefined;
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

export async function listAddresses(
  db: AccountsDb,
  userId: string,
  input: AddressListRequest,
  locale: Locale,
): Promise<{ totalCount: number; items: Address[] }> {
  const take = Math.min(Math.max(input.maxResultCount ?? DEFAULT_PAGE_SIZE, 1), 1000);
  const skip = checkPagingNumber('skipCount', input.skipCount ?? 0, MAX_SKIP_COUNT);
  const keyword = input.keyword?.trim() ?? '';
  let query = db.selectFrom('addresses').where('userId', '=', userId);
  if (keyword) {
    query = query.where((eb) =>
      eb.or(
        (['name', 'companyName', 'phoneNumber', 'street', 'postalCode', 'stateName', 'cityName', 'districtName'] as const).map((column) =>
          containsInsensitive(sql.ref(column), keyword),
        ),
      ),
    );
  }
  const defaultId = await defaultSenderOf(db, userId);
  const count = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy(sql`case when ${sql.ref('id')} = ${defaultId ?? ''} then 0 else 1 end`)
    .orderBy('creationTime', 'desc')
    .orderBy('id', 'asc')
    .limit(take)
    .offset(skip)
    .execute();
  return { totalCount: Number(count.count), items: await toAddresses(db, rows, defaultId, locale) };
}

export async function getAddress(db: AccountsDb, userId: string, id: string, locale: Locale): Promise<Address> {
  const row = await findOwnedAddress(db, userId, id);
  return toAddress(db, row, await defaultSenderOf(db, userId), locale);
}

async function validated(db: AccountsDb, input: PartyInput, locale: Locale) {
  const result = await validateParty(db, input, locale, '');
  if ('issues' in result) throw new ValidationError(result.issues);
  return toStoredParty(result.party);
}

export async function createAddress(db: AccountsDb, userId: string, input: PartyInput, locale: Locale): Promise<Address> {
  const stored = await validated(db, input, locale);
  const row = await inTransaction(db, async (trx) => {
    const count = await trx
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= MAX_ADDRESSES_PER_USER) {
      throw new UserFriendlyError('Accounts:AddressLimit', { code: 'Accounts:AddressLimit', params: { limit: MAX_ADDRESSES_PER_USER } });
    }
    const now = nowIso();
    const values: AddressRow = { id: newId(), userId, ...stored, creationTime: now, lastModificationTime: now };
    await trx.insertInto('addresses').values(values).execute();
    return values;
  });
  return toAddress(db, row, await defaultSenderOf(db, userId), locale);
}

export async function updateAddress(db: AccountsDb, userId: string, id: string, input: PartyInput, locale: Locale): Promise<Address> {
  await findOwnedAddress(db, userId, id);
  const stored = await validated(db, input, locale);
  await db
    .updateTable('addresses')
    .set({ ...stored, lastModificationTime: nowIso() })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .execute();
  return getAddress(db, userId, id, locale);
}

export async function deleteAddress(db: AccountsDb, userId: string, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await findOwnedAddress(trx, userId, id);
    await trx
      .updateTable('users')
      .set({ defaultSenderAddressId: null, lastModificationTime: nowIso() })
      .where('id', '=', userId)
      .where('defaultSenderAddressId', '=', id)
      .execute();
    await trx.deleteFrom('addresses').where('id', '=', id).where('userId', '=', userId).execute();
  });
}
