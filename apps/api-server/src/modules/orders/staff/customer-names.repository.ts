import type { Executor } from '../../../db/transaction';

// The owners of a page of orders as the staff lists show them. Read from the users table directly until the accounts
// module's front door answers it (issue 26: the accounts merge adds it).

/** Customers (the owners of a page of orders), by id. */
export async function findCustomers(db: Executor, userIds: readonly string[]) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map<string, CustomerRow>();
  const rows = await db.selectFrom('users').select(['id', 'userName', 'name', 'companyName', 'userType']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
export interface CustomerRow {
  id: string;
  userName: string;
  name: string | null;
  companyName: string | null;
  userType: number;
}
