import { UserType } from '@forwarder/contracts/api-f';
import { AuditAction, AuditEntityType, StaffRole, type components } from '@forwarder/contracts/api-ops';
import { sql } from 'kysely';
import { revokeUserTokens } from '../../../auth/tokens';
import { nowIso } from '../../../db/ids';
import { paginate, type PagedResult } from '../../../db/paging';
import { containsInsensitive } from '../../../db/text-search';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, NotFoundError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import { EMAIL_PATTERN } from '../party/party';
import { isStrongPassword } from '../users/password-policy';
import { createUser, findUserByName, USER_NAME_PATTERN } from '../users/users.service';
import { changedFields, recordAudit, type AuditActor } from '../../audit';
import type { AccountsDatabase, AccountsExecutor } from '../accounts.db';

// Staff accounts: who is signed in, and (admins) the list, opening and changing accounts. Customers are managed
// in customers/ (and the CLI); this list holds only user type 40.

type S = components['schemas'];
type StaffAccount = S['StaffAccount'];

const STAFF_COLUMNS = ['id', 'userName', 'name', 'email', 'staffRole', 'isActive', 'creationTime'] as const;

interface StaffRow {
  id: string;
  userName: string;
  name: string | null;
  email: string | null;
  staffRole: string | null;
  isActive: number;
  creationTime: string;
}

const toStaffAccount = (row: StaffRow): StaffAccount => ({
  id: row.id,
  userName: row.userName,
  name: row.name ?? '',
  email: row.email ?? '',
  role: (row.staffRole ?? StaffRole.Operator) as StaffRole,
  isActive: Number(row.isActive) === 1,
  creationTime: row.creationTime,
});

function findStaff(db: AccountsExecutor, id: string): Promise<StaffRow | undefined> {
  return db.selectFrom('users').select(STAFF_COLUMNS).where('id', '=', id).where('userType', '=', UserType.Staff).executeTakeFirst();
}

export async function getStaffMe(db: AccountsExecutor, userId: string): Promise<StaffAccount> {
  const row = await findStaff(db, userId);
  if (!row) throw new NotFoundError();
  return toStaffAccount(row);
}

export async function listStaff(db: AccountsExecutor, request: S['StaffListRequest']): Promise<PagedResult<StaffAccount>> {
  let query = db.selectFrom('users as u').select(STAFF_COLUMNS.map((c) => `u.${c}` as const)).where('u.userType', '=', UserType.Staff);
  const keyword = request.keyword?.trim();
  if (keyword) {
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(sql.ref('u.userName'), keyword),
        containsInsensitive(sql.ref('u.name'), keyword),
        containsInsensitive(sql.ref('u.email'), keyword),
      ]),
    );
  }
  const page = await paginate(db, query, request, { sortable: { creationTime: 'u.creationTime' }, defaultSorting: 'creationTime asc', tieBreaker: 'u.id', defaultPageSize: 20 });
  return { totalCount: page.totalCount, items: page.items.map(toStaffAccount) };
}

const emailIssue = (email: string): ValidationIssue[] => (email && !EMAIL_PATTERN.test(email) ? [{ members: ['email'], messageKey: 'Accounts:InvalidEmail' }] : []);

/** What an audit entry keeps of an account (never the password). */
const audited = (account: StaffAccount) => ({ userName: account.userName, name: account.name, email: account.email, role: account.role, isActive: account.isActive });

export async function createStaff(db: AccountsDatabase, actor: AuditActor, input: S['CreateStaffInput']): Promise<StaffAccount> {
  const userName = input.userName.trim();
  const email = input.email?.trim() ?? '';
  const issues: ValidationIssue[] = [
    ...(USER_NAME_PATTERN.test(userName) ? [] : [{ members: ['userName'], messageKey: 'Ops:InvalidUserName' }]),
    ...(isStrongPassword(input.password) ? [] : [{ members: ['password'], messageKey: 'Ops:WeakPassword' }]),
    ...emailIssue(email),
  ];
  if (issues.length) throw new ValidationError(issues);
  return inTransaction(db, async (trx) => {
    if (await findUserByName(trx, userName)) throw new ValidationError([{ members: ['userName'], messageKey: 'Ops:UserNameTaken', params: { userName } }]);
    const created = await createUser(trx, { userName, password: input.password, userType: UserType.Staff, staffRole: input.role, name: input.name, email });
    const account = await getStaffMe(trx, created.id);
    await recordAudit(trx, actor, { action: AuditAction.StaffCreate, entityType: AuditEntityType.Staff, entityId: account.id, entityLabel: account.userName, before: null, after: audited(account) });
    return account;
  });
}

/**
 * Changes an account. An admin cannot demote or disable their own account, so the console always keeps an admin.
 * Disabling revokes every token of the account: its open sessions end at once.
 */
export async function updateStaff(db: AccountsDatabase, actor: AuditActor, id: string, input: S['UpdateStaffInput']): Promise<StaffAccount> {
  const email = input.email.trim();
  const name = input.name.trim();
  const issues = [...emailIssue(email), ...(name ? [] : [{ members: ['name'], messageKey: 'Validation:Required', params: { field: 'name' } }])];
  if (issues.length) throw new ValidationError(issues);
  return inTransaction(db, async (trx) => {
    const row = await findStaff(trx, id);
    if (!row) throw new NotFoundError();
    if (id === actor.id && (input.role !== StaffRole.Admin || !input.isActive)) {
      throw new BusinessError('Ops:CannotChangeSelf', 'Ops:CannotChangeSelf', 400);
    }
    const before = toStaffAccount(row);
    await trx
      .updateTable('users')
      .set({ name, email, staffRole: input.role, isActive: input.isActive ? 1 : 0, lastModificationTime: nowIso() })
      .where('id', '=', id)
      .execute();
    if (!input.isActive && before.isActive) await revokeUserTokens(trx, id);
    const after = await getStaffMe(trx, id);
    await recordAudit(trx, actor, {
      action: AuditAction.StaffUpdate,
      entityType: AuditEntityType.Staff,
      entityId: id,
      entityLabel: after.userName,
      ...changedFields(audited(before), audited(after)),
    });
    return after;
  });
}
