import type { TopUpNoticesTable, TopUpScreenshotsTable } from '../billing.tables';
import type { BillingDb } from '../billing.db';

// The SQL of top-up notices. A notice changes once, from pending to confirmed or rejected: the change is a
// conditional UPDATE (`where state = 'pending'`), so of two staff members deciding at once only one changes it (on
// PostgreSQL the second waits for the first's row lock and then finds it no longer pending).

export type TopUpNoticeRow = TopUpNoticesTable;

export interface TopUpNoticeFilter {
  customerId?: string;
  state?: string;
}

export async function insertTopUpNotice(db: BillingDb, notice: TopUpNoticeRow, screenshot: TopUpScreenshotsTable): Promise<void> {
  await db.insertInto('top_up_notices').values(notice).execute();
  await db.insertInto('top_up_screenshots').values(screenshot).execute();
}

/** The notices matching `filter`, for paginate(). */
export function topUpNoticePageQuery(db: BillingDb, filter: TopUpNoticeFilter) {
  let query = db.selectFrom('top_up_notices as n').selectAll('n');
  if (filter.customerId) query = query.where('n.customerId', '=', filter.customerId);
  if (filter.state) query = query.where('n.state', '=', filter.state);
  return query;
}

export function findTopUpNotice(db: BillingDb, id: string): Promise<TopUpNoticeRow | undefined> {
  return db.selectFrom('top_up_notices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A notice's screenshot with its type, or undefined. */
export function findTopUpScreenshot(db: BillingDb, noticeId: string) {
  return db
    .selectFrom('top_up_notices as n')
    .innerJoin('top_up_screenshots as s', 's.noticeId', 'n.id')
    .select(['n.customerId', 'n.screenshotContentType', 's.fileName', 's.data'])
    .where('n.id', '=', noticeId)
    .executeTakeFirst();
}

export type TopUpDecision = Pick<TopUpNoticeRow, 'state' | 'decidedAt' | 'decidedById' | 'decidedByUserName' | 'rejectReason'>;

/** Moves a pending notice to its decision; false when it was not pending (or does not exist). */
export async function decideTopUpNotice(db: BillingDb, id: string, decision: TopUpDecision): Promise<boolean> {
  const result = await db.updateTable('top_up_notices').set(decision).where('id', '=', id).where('state', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setTopUpPaymentEntry(db: BillingDb, id: string, paymentEntryId: string): Promise<void> {
  await db.updateTable('top_up_notices').set({ paymentEntryId }).where('id', '=', id).execute();
}
