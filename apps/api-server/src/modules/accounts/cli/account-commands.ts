import { UserType } from '@forwarder/contracts/api-f';
import { StaffRole } from '@forwarder/contracts/api-ops';
import type { CliCommand } from '../../../cli/command';
import { AccountAdminError, createUser, listUsers, resetPassword, setUserActive } from '../users/users.service';
import { defaultPasswordSource, type PasswordSource } from './password-source';
import type { AccountsScope } from '../accounts.db';

type Flags = Record<string, string>;

/** `--name value` pairs; a flag without a value or an unknown flag is an error. */
function parseFlags(args: string[], allowed: readonly string[]): Flags {
  const flags: Flags = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const eq = arg.indexOf('=');
    const [name, inline] = arg.startsWith('--') && eq > 0 ? [arg.slice(2, eq), arg.slice(eq + 1)] : [arg.slice(2), undefined];
    if (!arg.startsWith('--') || !allowed.includes(name)) throw new AccountAdminError(`Unknown argument "${arg}"`);
    const value = inline ?? args[++i];
    if (value === undefined || value.startsWith('--')) throw new AccountAdminError(`--${name} needs a value`);
    flags[name] = value;
  }
  return flags;
}

function required(flags: Flags, name: string): string {
  const value = flags[name]?.trim();
  if (!value) throw new AccountAdminError(`--${name} is required`);
  return value;
}

/** `--type`: a customer type, or a staff role (a staff account of that role). */
const TYPES: Record<string, { userType: number; staffRole?: StaffRole }> = {
  member: { userType: UserType.Member },
  merchant: { userType: UserType.Merchant },
  operator: { userType: UserType.Staff, staffRole: StaffRole.Operator },
  admin: { userType: UserType.Staff, staffRole: StaffRole.Admin },
};

function typeLabel(user: { userType: number; staffRole: string | null }): string {
  if (user.userType === UserType.Staff) return `staff:${user.staffRole ?? '?'}`;
  return user.userType === UserType.Merchant ? 'merchant' : 'member';
}

/** Runs a command body, turning expected failures into a message and exit code 1. */
function guarded(run: CliCommand<AccountsScope>['run']): CliCommand<AccountsScope>['run'] {
  return async (args, ctx) => {
    try {
      return await run(args, ctx);
    } catch (error) {
      if (error instanceof AccountAdminError) {
        ctx.out(`Error: ${error.message}`);
        return 1;
      }
      throw error;
    }
  };
}

async function passwordFrom(source: PasswordSource): Promise<string> {
  const password = await source();
  if (!password) throw new AccountAdminError('Set PORTAL_PASSWORD or run in a terminal to be asked for the password');
  return password;
}

export function accountCommands(passwordSource: PasswordSource = defaultPasswordSource()): CliCommand<AccountsScope>[] {
  return [
    {
      name: 'create-user',
      usage: 'create-user --username NAME --type member|merchant|operator|admin [--merchant-id M123456] [--name N] [--email E]',
      description: 'Create a member, merchant or staff (operator, admin) account (password from PORTAL_PASSWORD or a prompt).',
      run: guarded(async (args, ctx) => {
        const flags = parseFlags(args, ['username', 'type', 'merchant-id', 'name', 'email', 'phone', 'company']);
        const userName = required(flags, 'username');
        const type = TYPES[required(flags, 'type').toLowerCase()];
        if (type === undefined) throw new AccountAdminError('--type must be member, merchant, operator or admin');
        const password = await passwordFrom(passwordSource);
        const { db } = await ctx.openDatabase();
        const user = await createUser(db, {
          userName,
          password,
          userType: type.userType,
          staffRole: type.staffRole,
          merchantId: flags['merchant-id'],
          name: flags['name'],
          email: flags['email'],
          phoneNumber: flags['phone'],
          companyName: flags['company'],
        });
        const what = user.userType === UserType.Merchant ? `merchant ${user.merchantId}` : user.userType === UserType.Staff ? `staff ${user.staffRole}` : 'member';
        ctx.out(`Created ${what} "${user.userName}" (${user.id}).`);
        return 0;
      }),
    },
    {
      name: 'reset-password',
      usage: 'reset-password --username NAME',
      description: 'Set a new password (PORTAL_PASSWORD or a prompt) and sign the user out everywhere.',
      run: guarded(async (args, ctx) => {
        const userName = required(parseFlags(args, ['username']), 'username');
        const password = await passwordFrom(passwordSource);
        const { db } = await ctx.openDatabase();
        const revoked = await resetPassword(db, userName, password);
        ctx.out(`Password of "${userName}" changed; ${revoked} session(s) signed out.`);
        return 0;
      }),
    },
    {
      name: 'disable-user',
      usage: 'disable-user --username NAME',
      description: 'Block sign-in and end every session of the user.',
      run: guarded(async (args, ctx) => {
        const userName = required(parseFlags(args, ['username']), 'username');
        const { db } = await ctx.openDatabase();
        await setUserActive(db, userName, false);
        ctx.out(`User "${userName}" disabled.`);
        return 0;
      }),
    },
    {
      name: 'enable-user',
      usage: 'enable-user --username NAME',
      description: 'Allow a disabled user to sign in again.',
      run: guarded(async (args, ctx) => {
        const userName = required(parseFlags(args, ['username']), 'username');
        const { db } = await ctx.openDatabase();
        await setUserActive(db, userName, true);
        ctx.out(`User "${userName}" enabled.`);
        return 0;
      }),
    },
    {
      name: 'list-users',
      usage: 'list-users',
      description: 'List every account (name, type or staff role, merchant id, state).',
      run: guarded(async (args, ctx) => {
        parseFlags(args, []);
        const { db } = await ctx.openDatabase();
        const users = await listUsers(db);
        ctx.out(['userName', 'type', 'merchantId', 'active', 'created', 'name'].join('\t'));
        for (const u of users) {
          ctx.out([u.userName, typeLabel(u), u.merchantId ?? '-', u.isActive ? 'yes' : 'no', u.creationTime, u.name ?? ''].join('\t'));
        }
        ctx.out(`${users.length} user(s).`);
        return 0;
      }),
    },
  ];
}
