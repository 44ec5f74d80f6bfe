import { verifyPassword } from '../../../auth/passwords';
import type { CliContext } from '../../../cli/command';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { loadConfig } from '../../../config/env';
import { issueToken, findUserByToken } from '../../../auth/tokens';
import { accountCommands } from './account-commands';
import type { Database } from '../../index';

describe('account CLI commands', () => {
  let database: TestDatabase;
  let lines: string[];
  let password: string | null;
  const commands = accountCommands(async () => password);
  const ctx = (): CliContext<Database> => ({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir }),
    out: (line) => lines.push(line),
    openDatabase: async () => ({ db: database.db, dialect: database.dialect, close: () => Promise.resolve() }),
  });
  const run = (name: string, ...args: string[]) => {
    const command = commands.find((c) => c.name === name);
    if (!command) throw new Error(`no command ${name}`);
    return command.run(args, ctx());
  };
  const user = (userName: string) =>
    database.db.selectFrom('users').selectAll().where('normalizedUserName', '=', userName.toUpperCase()).executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => {
    lines = [];
    password = 'Start1234';
  });

  it('creates a member with the password from the source', async () => {
    expect(await run('create-user', '--username', 'li.lei', '--type', 'member', '--name', '李雷', '--email', 'li@example.com')).toBe(0);
    const row = await user('li.lei');
    expect(row).toMatchObject({ userType: 20, merchantId: null, name: '李雷', email: 'li@example.com', isActive: 1 });
    expect(await verifyPassword('Start1234', row.passwordHash)).toBe(true);
  });

  it('creates merchants with generated, unique merchant ids, or the given one', async () => {
    expect(await run('create-user', '--username', 'shop-a', '--type', 'merchant')).toBe(0);
    expect(await run('create-user', '--username=shop-b', '--type=merchant')).toBe(0);
    expect(await run('create-user', '--username', 'shop-c', '--type', 'merchant', '--merchant-id', 'M123456')).toBe(0);
    const ids = [(await user('shop-a')).merchantId, (await user('shop-b')).merchantId, (await user('shop-c')).merchantId];
    expect(ids[0]).toMatch(/^M\d{6}$/);
    expect(ids[1]).toMatch(/^M\d{6}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[2]).toBe('M123456');
    expect(await run('create-user', '--username', 'shop-d', '--type', 'merchant', '--merchant-id', 'M123456')).toBe(1);
    expect(lines.at(-1)).toMatch(/taken/);
  });

  it('refuses weak passwords, duplicates, bad types and missing passwords', async () => {
    password = 'weakpass';
    expect(await run('create-user', '--username', 'weak', '--type', 'member')).toBe(1);
    expect(lines.at(-1)).toMatch(/at least one letter and one digit/);
    password = 'Start1234';
    expect(await run('create-user', '--username', 'LI.LEI', '--type', 'member')).toBe(1);
    expect(await run('create-user', '--username', 'x1', '--type', 'admin')).toBe(1);
    expect(await run('create-user', '--type', 'member')).toBe(1);
    expect(lines.at(-1)).toMatch(/--username is required/);
    password = null;
    expect(await run('create-user', '--username', 'nopass', '--type', 'member')).toBe(1);
    expect(lines.at(-1)).toMatch(/PORTAL_PASSWORD/);
  });

  it('resets a password and revokes every token', async () => {
    const row = await user('li.lei');
    const token = await issueToken(database.db, row.id, 3600);
    password = 'Fresh5678';
    expect(await run('reset-password', '--username', 'li.lei')).toBe(0);
    expect(await verifyPassword('Fresh5678', (await user('li.lei')).passwordHash)).toBe(true);
    expect(await findUserByToken(database.db, token.accessToken)).toBeNull();
    password = 'short1';
    expect(await run('reset-password', '--username', 'li.lei')).toBe(1);
    expect(await run('reset-password', '--username', 'nobody')).toBe(1);
  });

  it('disables (ending sessions) and enables a user', async () => {
    const row = await user('li.lei');
    const token = await issueToken(database.db, row.id, 3600);
    expect(await run('disable-user', '--username', 'li.lei')).toBe(0);
    expect((await user('li.lei')).isActive).toBe(0);
    expect(await findUserByToken(database.db, token.accessToken)).toBeNull();
    expect(await run('enable-user', '--username', 'li.lei')).toBe(0);
    expect((await user('li.lei')).isActive).toBe(1);
    expect(await run('disable-user', '--username', 'ghost')).toBe(1);
  });

  it('creates staff accounts with their role (admin, operator); customers have none', async () => {
    expect(await run('create-user', '--username', 'boss', '--type', 'admin', '--name', '老板')).toBe(0);
    expect(lines.at(-1)).toMatch(/^Created staff admin "boss"/);
    expect(await run('create-user', '--username', 'picker', '--type', 'Operator')).toBe(0);
    expect(await user('boss')).toMatchObject({ userType: 40, staffRole: 'admin', merchantId: null, name: '老板' });
    expect(await user('picker')).toMatchObject({ userType: 40, staffRole: 'operator' });
    expect((await user('li.lei')).staffRole).toBeNull();
    expect(await run('create-user', '--username', 'boss2', '--type', 'admin', '--merchant-id', 'M123457')).toBe(1);
    expect(await run('create-user', '--username', 'boss3', '--type', 'staff')).toBe(1);
    expect(lines.at(-1)).toMatch(/member, merchant, operator or admin/);
  });

  it('lists users', async () => {
    expect(await run('list-users')).toBe(0);
    expect(lines[0]).toMatch(/^userName\t/);
    expect(lines.some((l) => l.startsWith('shop-c\tmerchant\tM123456\tyes'))).toBe(true);
    expect(lines.some((l) => l.startsWith('boss\tstaff:admin\t-\tyes'))).toBe(true);
    expect(lines.some((l) => l.startsWith('picker\tstaff:operator\t-\tyes'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^\d+ user\(s\)\.$/);
    expect(await run('list-users', '--bogus', 'x')).toBe(1);
  });
});
