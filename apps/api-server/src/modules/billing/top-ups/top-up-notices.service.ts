import type { components } from '@forwarder/contracts/api-f';
import { TopUpNoticeState } from '@forwarder/contracts/api-ops';
import { newId, nowIso } from '../../../db/ids';
import { paginate, type PagedResult } from '../../../db/paging';
import { inTransaction } from '../../../db/transaction';
import { invalidField, NotFoundError } from '../../../errors/app-errors';
import { findUserCards } from '../../accounts';
import { billingAccountOf } from '../accounts/billing-accounts.service';
import { checkAmount, requiredText } from '../amounts';
import type { BillingExecutor } from '../billing.db';
import { latestToday } from '../payments/staff-entries.service';
import type { CheckedScreenshot } from './screenshot-upload';
import { customerNoticeView, staffNoticeView, type CustomerTopUpNotice, type StaffTopUpNotice } from './top-up-notice.view';
import { findTopUpNotice, findTopUpScreenshot, insertTopUpNotice, topUpNoticePageQuery, type TopUpNoticeFilter, type TopUpNoticeRow } from './top-up-notices.repository';

// Top-up notices (issue 29): a customer says they paid outside the site, with a screenshot of the transfer; staff
// confirm or reject it (top-up-decisions.service). The amount follows the rules of a payment staff record
// (amounts.ts), so that a notice staff confirm is a payment the ledger takes.

type Input = Omit<components['schemas']['CreateTopUpNoticeInput'], 'screenshot'>;

/** Checks and stores a customer's notice, pending; a refusal writes nothing. */
export async function submitTopUpNotice(db: BillingExecutor, customerId: string, input: Input, screenshot: CheckedScreenshot): Promise<CustomerTopUpNotice> {
  checkAmount('amountMinor', input.amountMinor, input.currency, 'positive');
  const reference = requiredText('reference', input.reference, 'Billing:ReferenceRequired');
  const time = nowIso();
  if (input.transferredOn > latestToday(time)) throw invalidField('transferredOn', 'Billing:TransferDateInFuture');
  const account = await billingAccountOf(db, customerId);
  if (account.currency !== input.currency) throw invalidField('currency', 'Billing:TopUpCurrencyMismatch', { currency: account.currency });
  const row: TopUpNoticeRow = {
    id: newId(),
    customerId,
    state: TopUpNoticeState.Pending,
    method: input.method,
    amountMinor: input.amountMinor,
    currency: input.currency,
    transferredOn: input.transferredOn,
    reference,
    memo: input.memo?.trim() ?? '',
    screenshotContentType: screenshot.contentType,
    screenshotByteSize: screenshot.data.length,
    createdAt: time,
    decidedAt: null,
    decidedById: null,
    decidedByUserName: null,
    rejectReason: null,
    paymentEntryId: null,
  };
  await inTransaction(db, (trx) => insertTopUpNotice(trx, row, { noticeId: row.id, fileName: screenshot.fileName, data: screenshot.data }));
  return customerNoticeView(row);
}

interface ListRequest extends TopUpNoticeFilter {
  maxResultCount?: number;
  skipCount?: number;
}

const pageOf = (db: BillingExecutor, filter: TopUpNoticeFilter, request: ListRequest) =>
  paginate(db, topUpNoticePageQuery(db, filter), request, { sortable: { creationTime: 'n.createdAt' }, defaultSorting: 'creationTime desc', tieBreaker: 'n.id', defaultPageSize: 20 });

/** The customer's own notices, newest first. */
export async function listMyTopUpNotices(db: BillingExecutor, customerId: string, request: ListRequest): Promise<PagedResult<CustomerTopUpNotice>> {
  const page = await pageOf(db, { customerId, state: request.state }, request);
  return { totalCount: page.totalCount, items: page.items.map(customerNoticeView) };
}

/** Every customer's notices for staff, newest first, with whose each is. */
export async function listTopUpNotices(db: BillingExecutor, request: ListRequest): Promise<PagedResult<StaffTopUpNotice>> {
  const page = await pageOf(db, { customerId: request.customerId, state: request.state }, request);
  const cards = await findUserCards(db, page.items.map((row) => row.customerId));
  return { totalCount: page.totalCount, items: page.items.map((row) => staffNoticeView(row, cards.get(row.customerId))) };
}

/** One notice as staff see it; 404 when there is none. */
export async function getTopUpNotice(db: BillingExecutor, id: string): Promise<StaffTopUpNotice> {
  const row = await findTopUpNotice(db, id);
  if (!row) throw new NotFoundError();
  return staffNoticeView(row, (await findUserCards(db, [row.customerId])).get(row.customerId));
}

/** A notice's screenshot; `ownerId` (a customer) sees only their own: another's is 404, as if it did not exist. */
export async function topUpScreenshot(db: BillingExecutor, id: string, ownerId?: string) {
  const shot = await findTopUpScreenshot(db, id);
  if (!shot || (ownerId !== undefined && shot.customerId !== ownerId)) throw new NotFoundError();
  return { contentType: shot.screenshotContentType, fileName: shot.fileName, data: Buffer.from(shot.data) };
}
