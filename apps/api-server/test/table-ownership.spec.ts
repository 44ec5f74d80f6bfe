import path from 'node:path';
import { describeUse, foreignTableUses, readServerSources, tableOwners, tableUses } from './table-ownership';

// Each module names only its own tables in SQL; another's rows come through that module's front door. The compiler
// says so for every file that takes its module's narrowed executor (`<name>.db.ts`); this check says it for every
// production file of the server, whatever executor it takes.

const SRC = path.join(__dirname, '../src');

describe('table ownership', () => {
  it('no part of the server names a table another part owns', () => {
    const files = readServerSources(SRC);
    const owners = tableOwners(files);
    // The owners are read from the *Tables interfaces: a sample of them, so an empty reading cannot pass.
    expect(Object.fromEntries(['orders', 'users', 'api_keys', 'sequences', 'audit_entries'].map((table) => [table, owners.get(table)]))).toEqual({
      orders: ['orders'],
      users: ['auth', 'accounts'],
      api_keys: ['auth', 'integrations'],
      sequences: ['db'],
      audit_entries: ['audit'],
    });
    const uses = tableUses(files, owners);
    expect(uses.length).toBeGreaterThan(100);
    expect(foreignTableUses(uses).map(describeUse)).toEqual([]);
  });

  it('names the file, line, table and owner of a foreign use (aliases, joins, arrays and subqueries too)', () => {
    const files = new Map([
      ['modules/orders/orders.tables.ts', 'export interface OrdersTables {\n  orders: OrdersTable;\n  /** a comment: not_a_table */\n  batches: BatchesTable;\n}\n'],
      ['modules/accounts/accounts.tables.ts', "import type { UserTables } from '../../auth/auth.tables';\nexport interface AccountsTables extends UserTables {\n  addresses: AddressesTable;\n}\n"],
      ['auth/auth.tables.ts', 'export interface UserTables {\n  users: UsersTable;\n}\n'],
      ['modules/integrations/integrations.tables.ts', 'export interface IntegrationsTables extends UserTables {}\n'],
      [
        'modules/orders/events/events.repository.ts',
        [
          "const a = db.selectFrom('orders as o')",
          "  .leftJoin('users as u', 'u.id', 'o.userId')",
          '  .where((eb) => eb.exists(eb.selectFrom(\'addresses\').select(\'id\')));',
          "const b = db.selectFrom(['batches', \"users\"]).with('recent', (q) => q.selectFrom('orders'));",
          "const c = db.insertInto(\n  'unknown_cte');",
        ].join('\n'),
      ],
      ['modules/accounts/users/user-directory.ts', "db.updateTable('users').set({});\ndb.deleteFrom('orders as o');"],
      ['auth/tokens.ts', "db.selectFrom('users');"],
    ]);
    const owners = tableOwners(files);
    expect(owners.get('users')).toEqual(['accounts', 'auth', 'integrations']);
    expect(owners.has('not_a_table')).toBe(false);
    expect(foreignTableUses(tableUses(files, owners)).map(describeUse)).toEqual([
      'modules/orders/events/events.repository.ts:2 orders names users (owned by accounts, auth, integrations)',
      'modules/orders/events/events.repository.ts:3 orders names addresses (owned by accounts)',
      'modules/orders/events/events.repository.ts:4 orders names users (owned by accounts, auth, integrations)',
      'modules/accounts/users/user-directory.ts:2 accounts names orders (owned by orders)',
    ]);
  });

  it('does not read test code: specs and testing helpers compose a database of their own', () => {
    const files = readServerSources(SRC);
    expect([...files.keys()].filter((file) => /\.spec\.ts$|\/testing\/|\/migrations\//.test(file))).toEqual([]);
    expect(files.has('modules/orders/orders.repository.ts')).toBe(true);
  });
});
