import type { Kysely } from 'kysely';

// Issue 27 (addresses anywhere): a party's state, city and district are either a region id (the existing
// regionLvNId columns) or, where no region of ours matches, the name as typed. Null when the level has an id or
// is empty. Orders keep both parties' (sender and receiver share the party shape), and the address book its entries'.

const NAMES = ['StateName', 'CityName', 'DistrictName'] as const;
const lower = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

const COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ...NAMES.map((n) => ['addresses', lower(n)] as const),
  ...(['sender', 'receiver'] as const).flatMap((party) => NAMES.map((n) => ['orders', `${party}${n}`] as const)),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per column: SQLite's ALTER TABLE adds one column at a time.
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of [...COLUMNS].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
}
