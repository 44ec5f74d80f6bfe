import { UserType } from '@forwarder/contracts/api-f';
import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { sql } from 'kysely';
import { paginate, type PagedResult } from '../../../db/paging';
import { containsInsensitive } from '../../../db/text-search';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, NotFoundError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { AppConfig } from '../../../config/env';
import type { Locale } from '../../../i18n/locale';
import { describeParties, EMAIL_PATTERN, PHONE_PATTERN } from '../party/party';
import { issuePasswordResetLink, mailLocaleOf } from '../passport/password-reset.service';
import { isStrongPassword } from '../users/password-policy';
import { createUser, findUserByName, MERCHANT_ID_PATTERN, resetPassword, setUserActive, USER_NAME_PATTERN } from '../users/users.service';
import { recordAudit, type AuditActor } from '../../audit';
import { generateTemporaryPassword } from './temporary-password';
import type { AccountsDatabase, AccountsExecutor } from '../accounts.db';

// Members and merchants as staff see them. Accounts are made, enabled, disabled and given passwords by the account
// service (users/users.service.ts, the one the CLI uses); this adds the staff's checks, the messages and the audit
// entries.

type S = components['schemas'];
// Without their order counts: orders are the orders module's, and it depends on accounts, not the other way round.
// The staff handlers add them through orders' front door (api-ops.handlers.ts).
export type CustomerSummary = Omit<S['CustomerSummary'], 'orderCount'>;
export type CustomerDetail = Omit<S['CustomerDetail'], 'orderCount'>;

const CUSTOMER_TYPES = [UserType.Member, UserType.Merchant];
const COLUMNS = ['u.id', 'u.userName', 'u.userType', 'u.merchantId', 'u.name', 'u.email', 'u.phoneNumber', 'u.companyName', 'u.isActive', 'u.creationTime'] as const;

const customers = (db: AccountsExecutor) =>
  db
    .selectFrom('users as u')
    .select(COLUMNS)
    .where('u.userType', 'in', CUSTOMER_TYPES);

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customers>['executeTakeFirstOrThrow']>>;

const toSummary = (row: CustomerRow): CustomerSummary => ({
  id: row.id,
  userName: row.userName,
  userType: Number(row.userType) === UserType.Merchant ? UserType.Merchant : UserType.Member,
  merchantId: row.merchantId,
  name: row.name ?? '',
  email: row.email ?? '',
  phoneNumber: row.phoneNumber ?? '',
  companyName: row.companyName ?? '',
  isActive: Number(row.isActive) === 1,
  creationTime: row.creationTime,
});

export async function listCustomers(db: AccountsExecutor, request: S['CustomerListRequest']): Promise<PagedResult<CustomerSummary>> {
  let query = customers(db);
  const keyword = request.keyword?.trim();
  if (keyword) {
    query = query.where((eb) =>
      eb.or(['u.userName', 'u.name', 'u.email', 'u.phoneNumber', 'u.merchantId'].map((column) => containsInsensitive(sql.ref(column), keyword))),
    );
  }
  if (request.userType !== undefined) query = query.where('u.userType', '=', request.userType);
  if (request.isActive !== undefined) query = query.where('u.isActive', '=', request.isActive ? 1 : 0);
  const page = await paginate(db, query, request, { sortable: { creationTime: 'u.creationTime' }, defaultSorting: 'creationTime desc', tieBreaker: 'u.id', defaultPageSize: 20 });
  return { totalCount: page.totalCount, items: page.items.map(toSummary) };
}

/** One customer, with what the detail needs beyond the summary (their default sender address). */
async function findCustomer(db: AccountsExecutor, id: string) {
  const row = await customers(db).select('u.defaultSenderAddressId').where('u.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

/** The customer's detail: the summary and the address book (resolved in the reader's language). */
async function toDetail(db: AccountsExecutor, row: Awaited<ReturnType<typeof findCustomer>>, locale: Locale): Promise<CustomerDetail> {
  const addressRows = await db.selectFrom('addresses').selectAll().where('userId', '=', row.id).orderBy('creationTime', 'asc').orderBy('id', 'asc').execute();
  const parties = await describeParties(db, addressRows, locale);
  const addresses = addressRows.map((address, i) => {
    const party = parties[i];
    if (!party) throw new Error('describeParties lost an address');
    const { name, companyName, phoneNumber, email, countryCode, area, street, postalCode } = party;
    return { id: address.id, name, companyName, phoneNumber, email, countryCode, area, street, postalCode, isDefaultSender: address.id === row.defaultSenderAddressId };
  });
  return { ...toSummary(row), addresses };
}

export async function getCustomer(db: AccountsExecutor, id: string, locale: Locale): Promise<CustomerDetail> {
  return toDetail(db, await findCustomer(db, id), locale);
}

/** What an audit entry keeps of a new account (never the password). */
const audited = (c: CustomerSummary) => ({ userName: c.userName, userType: c.userType, merchantId: c.merchantId, name: c.name, email: c.email, phoneNumber: c.phoneNumber, companyName: c.companyName, isActive: c.isActive });

const invalid = (member: string, messageKey: string, params?: Record<string, string>): ValidationIssue => ({ members: [member], messageKey, ...(params ? { params } : {}) });

function inputIssues(input: S['CreateCustomerInput'], fields: { userName: string; email: string; phoneNumber: string; merchantId: string }): ValidationIssue[] {
  const isMerchant = input.userType === UserType.Merchant;
  return [
    ...(USER_NAME_PATTERN.test(fields.userName) ? [] : [invalid('userName', 'Ops:InvalidUserName')]),
    ...(input.name.trim() ? [] : [invalid('name', 'Validation:Required', { field: 'name' })]),
    ...(isStrongPassword(input.password) ? [] : [invalid('password', 'Ops:WeakPassword')]),
    ...(fields.email && !EMAIL_PATTERN.test(fields.email) ? [invalid('email', 'Accounts:InvalidEmail')] : []),
    ...(fields.phoneNumber && !PHONE_PATTERN.test(fields.phoneNumber) ? [invalid('phoneNumber', 'Accounts:InvalidPhone')] : []),
    ...(fields.merchantId && !isMerchant ? [invalid('merchantId', 'Customers:MerchantIdForMerchants')] : []),
    ...(fields.merchantId && isMerchant && !MERCHANT_ID_PATTERN.test(fields.merchantId) ? [invalid('merchantId', 'Customers:InvalidMerchantId')] : []),
  ];
}

export async function createCustomer(db: AccountsDatabase, actor: AuditActor, input: S['CreateCustomerInput'], locale: Locale): Promise<CustomerDetail> {
  const fields = {
    userName: input.userName.trim(),
    email: input.email?.trim() ?? '',
    phoneNumber: input.phoneNumber?.trim() ?? '',
    merchantId: input.merchantId?.trim().toUpperCase() ?? '',
  };
  const issues = inputIssues(input, fields);
  if (issues.length) throw new ValidationError(issues);
  return inTransaction(db, async (trx) => {
    // Checked here, in the transaction, so the answer is a validation error rather than the service's CLI message.
    if (await findUserByName(trx, fields.userName)) throw new ValidationError([invalid('userName', 'Ops:UserNameTaken', { userName: fields.userName })]);
    if (fields.merchantId && (await trx.selectFrom('users').select('id').where('merchantId', '=', fields.merchantId).executeTakeFirst())) {
      throw new ValidationError([invalid('merchantId', 'Customers:MerchantIdTaken', { merchantId: fields.merchantId })]);
    }
    const created = await createUser(trx, {
      userName: fields.userName,
      password: input.password,
      userType: input.userType,
      merchantId: fields.merchantId || null,
      name: input.name,
      email: fields.email,
      phoneNumber: fields.phoneNumber,
      companyName: input.companyName ?? '',
    });
    const customer = await getCustomer(trx, created.id, locale);
    await recordAudit(trx, actor, { action: AuditAction.CustomerCreate, entityType: AuditEntityType.Customer, entityId: customer.id, entityLabel: customer.userName, before: null, after: audited(customer) });
    return customer;
  });
}

/** Disabling ends every session of the customer at once (setUserActive revokes their tokens). */
export async function setCustomerActive(db: AccountsDatabase, actor: AuditActor, id: string, isActive: boolean, locale: Locale): Promise<CustomerDetail> {
  return inTransaction(db, async (trx) => {
    const row = await findCustomer(trx, id);
    const before = toSummary(row);
    if (before.isActive === isActive) return toDetail(trx, row, locale);
    await setUserActive(trx, before.userName, isActive);
    await recordAudit(trx, actor, {
      action: isActive ? AuditAction.CustomerEnable : AuditAction.CustomerDisable,
      entityType: AuditEntityType.Customer,
      entityId: id,
      entityLabel: before.userName,
      before: { isActive: before.isActive },
      after: { isActive },
    });
    return getCustomer(trx, id, locale);
  });
}

/**
 * A new temporary password, answered once: only its hash is stored and every session of the customer ends. The audit
 * entry says that it happened and how many sessions ended, never the password.
 */
export async function resetCustomerPassword(db: AccountsDatabase, actor: AuditActor, id: string): Promise<S['TemporaryPassword']> {
  const temporaryPassword = generateTemporaryPassword();
  await inTransaction(db, async (trx) => {
    const customer = toSummary(await findCustomer(trx, id));
    const endedSessions = await resetPassword(trx, customer.userName, temporaryPassword);
    await recordAudit(trx, actor, {
      action: AuditAction.CustomerPasswordReset,
      entityType: AuditEntityType.Customer,
      entityId: id,
      entityLabel: customer.userName,
      before: null,
      after: { endedSessions },
    });
  });
  return { temporaryPassword };
}

/**
 * A reset link by e-mail instead of a temporary password: the customer chooses the new password themselves and
 * staff never see it. Nothing changes until the link is used (then every session ends, see accounts). The link is
 * written in the language of the customer's latest sign-in; the audit entry names the address, never the link.
 */
export async function sendCustomerPasswordResetLink(db: AccountsDatabase, config: Pick<AppConfig, 'mail'>, actor: AuditActor, id: string): Promise<S['PasswordResetLinkSent']> {
  if (!config.mail.smtpUrl) throw new BusinessError('Ops:MailNotConfigured', 'Ops:MailNotConfigured', 400);
  return inTransaction(db, async (trx) => {
    const customer = await findCustomer(trx, id);
    const email = customer.email?.trim() ?? '';
    if (!email) throw new BusinessError('Ops:CustomerHasNoEmail', 'Ops:CustomerHasNoEmail', 400);
    if (customer.isActive !== 1) throw new BusinessError('Ops:CustomerDisabled', 'Ops:CustomerDisabled', 400);
    const user = await trx.selectFrom('users').select('mailLocale').where('id', '=', id).executeTakeFirstOrThrow();
    const { mailId, expiresAt } = await issuePasswordResetLink(trx, { id, userName: customer.userName, email }, mailLocaleOf(user.mailLocale));
    await recordAudit(trx, actor, {
      action: AuditAction.CustomerPasswordResetLink,
      entityType: AuditEntityType.Customer,
      entityId: id,
      entityLabel: customer.userName,
      before: null,
      after: { email, mailId, expiresAt },
    });
    return { email, mailId, expiresAt };
  });
}
