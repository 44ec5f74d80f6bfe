import { sql } from 'kysely';
import { UserType } from '@forwarder/contracts/api-ops';
import { normalizeUserName } from '../../../auth/auth-user';
import { containsInsensitive } from '../../../db/text-search';
import type { AccountsDb } from '../accounts.db';

// What other modules may know of a user, asked by id (or by name, for seeders) and always for many at once, so a
// page of orders, messages or keys costs one query however many people it names. Only this module names `users`.

const uniqueIds = (ids: readonly (string | null)[]): string[] => [...new Set(ids.filter((id): id is string => id !== null))];

/** User names by id, looked up at once for a page (who created a batch, who raised an exception); nulls skipped. */
export async function findUserNames(db: AccountsDb, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = uniqueIds(ids);
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'userName']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.userName]));
}

/** How a page shows a user it names: the account's names and type (customers on the staff's order list). */
export interface UserCard {
  id: string;
  userName: string;
  name: string | null;
  companyName: string | null;
  userType: number;
}

/** Users by id, looked up at once for a page; unknown ids are absent. */
export async function findUserCards(db: AccountsDb, ids: readonly (string | null)[]): Promise<Map<string, UserCard>> {
  const unique = uniqueIds(ids);
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'userName', 'name', 'companyName', 'userType']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The ids of users whose user name, name or company name contains `keyword` (case-insensitive), as a subquery: a
 * list filtered by customer (`where('o.userId', 'in', userIdsMatching(db, keyword))`) stays one statement.
 */
export function userIdsMatching(db: AccountsDb, keyword: string) {
  return db
    .selectFrom('users as u')
    .select('u.id')
    .where((eb) =>
      eb.or([
        containsInsensitive(sql.ref('u.userName'), keyword),
        containsInsensitive(sql.ref('u.name'), keyword),
        containsInsensitive(sql.ref('u.companyName'), keyword),
      ]),
    );
}

/**
 * The ids of customers (members and merchants) whose user name, name, company name or e-mail contains `keyword`
 * (case-insensitive), as a subquery: the receivables list filters by it in one statement.
 */
export function customerIdsMatching(db: AccountsDb, keyword: string) {
  return db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.userType', 'in', [UserType.Member, UserType.Merchant])
    .where((eb) =>
      eb.or([
        containsInsensitive(sql.ref('u.userName'), keyword),
        containsInsensitive(sql.ref('u.name'), keyword),
        containsInsensitive(sql.ref('u.companyName'), keyword),
        containsInsensitive(sql.ref('u.email'), keyword),
      ]),
    );
}

/** Whom a mail about a user's orders goes to, and in which language. */
export interface MailRecipient {
  id: string;
  userName: string;
  name: string | null;
  email: string;
  /** The language of the user's latest sign-in. */
  mailLocale: string;
}

/**
 * Of `ids`, the active users with an e-mail address whose status-mail setting is one of `statusMail` (contract
 * StatusMailSetting): those an order status mail may be written to. One query for any number of users.
 */
export async function findMailRecipients(db: AccountsDb, ids: readonly (string | null)[], statusMail: readonly string[]): Promise<Map<string, MailRecipient>> {
  const unique = uniqueIds(ids);
  if (unique.length === 0 || statusMail.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'userName', 'name', 'email', 'mailLocale'])
    .where('id', 'in', unique)
    .where('isActive', '=', 1)
    .where('statusMail', 'in', [...statusMail])
    .where('email', 'is not', null)
    .where('email', '!=', '')
    .execute();
  return new Map(rows.map((r) => [r.id, { ...r, email: r.email ?? '' }]));
}

/** Ids of the named users (names matched as sign-in does: case-insensitively), keyed by the name as given. */
export async function findUserIdsByName(db: AccountsDb, userNames: readonly string[]): Promise<Map<string, string>> {
  if (userNames.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'normalizedUserName'])
    .where('normalizedUserName', 'in', [...new Set(userNames.map(normalizeUserName))])
    .execute();
  const idOf = new Map(rows.map((r) => [r.normalizedUserName, r.id]));
  return new Map(userNames.flatMap((name) => {
    const id = idOf.get(normalizeUserName(name));
    return id === undefined ? [] : [[name, id] as const];
  }));
}
