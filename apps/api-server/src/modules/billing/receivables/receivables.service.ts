import type { components } from '@forwarder/contracts/api-ops';
import { paginate, type PagedResult } from '../../../db/paging';
import { BusinessError } from '../../../errors/app-errors';
import { customerIdsMatching, findUserCards, type UserCard } from '../../accounts';
import { readSiteZoneAt } from '../../site-settings';
import { siteCurrency } from '../accounts/billing-accounts.service';
import type { BillingExecutor } from '../billing.db';
import { dayOf, localMidnight } from '../statements/statement-month';
import { receivablePageQuery, type ReceivableFilter } from './receivables.repository';

// The receivables view (issue 29; docs/domain/billing.md, "Receivables"): per customer, what they owe or hold, what
// waits for staff (held orders, top-up notices) and whether a credit account is overdue.

export type Receivable = components['schemas']['Receivable'];
/** The list's request; paging optional (the contract's defaults apply), as the export and tests call it too. */
export type ReceivableListInput = Omit<components['schemas']['ReceivableListRequest'], 'maxResultCount' | 'skipCount'> & { maxResultCount?: number; skipCount?: number };

/**
 * A month's charges on credit are due by this day of the next month (site's time zone): from the day after it, what
 * was owed at the end of that month and not covered by credits since is overdue.
 */
export const PAYMENT_DUE_DAY = 15;

/** The most rows one export writes (as the order export): a larger filter is refused, to be narrowed. */
export const MAX_RECEIVABLE_EXPORT_ROWS = 100_000;

/**
 * The due cut at `now`: the first instant of the month after the newest month whose payment is due, that is the
 * current month's start from the 16th on, else the previous month's (the month before last is then the one due).
 */
export function dueCutAt(timeZone: string, now: Date): string {
  const [year, month, day] = dayOf(timeZone, now).split('-').map(Number) as [number, number, number];
  return localMidnight(timeZone, year, day > PAYMENT_DUE_DAY ? month : month - 1).toISOString();
}

const SORTABLE = {
  balance: 'r.balanceMinor',
  heldAmount: 'r.heldAmountMinor',
  overdueAmount: 'r.overdueAmountMinor',
  pendingNotices: 'r.pendingNoticeCount',
};

type Row = { customerId: string; kind: string; currency: string; balanceMinor: unknown; creditLimitMinor: unknown; heldOrderCount: unknown; heldAmountMinor: unknown; pendingNoticeCount: unknown; overdueAmountMinor: unknown };

/** A row as the contract shows it; PostgreSQL answers sums and counts as strings (bigint), hence Number(). */
function receivableView(row: Row, card: UserCard | undefined): Receivable {
  const credit = row.kind === 'credit';
  const balanceMinor = Number(row.balanceMinor);
  const overdueAmountMinor = Number(row.overdueAmountMinor);
  return {
    customerId: row.customerId,
    customerUserName: card?.userName ?? '',
    customerName: card?.name || card?.companyName || '',
    kind: row.kind as Receivable['kind'],
    currency: row.currency as Receivable['currency'],
    balanceMinor,
    creditLimitMinor: credit ? Number(row.creditLimitMinor) : null,
    creditUsedMinor: credit ? Math.max(0, -balanceMinor) : null,
    heldOrderCount: Number(row.heldOrderCount),
    heldAmountMinor: Number(row.heldAmountMinor),
    pendingNoticeCount: Number(row.pendingNoticeCount),
    overdue: overdueAmountMinor > 0,
    overdueAmountMinor,
  };
}

async function queryOf(db: BillingExecutor, input: ReceivableFilter & { keyword?: string }, now: Date) {
  const [{ timeZone }, currency] = await Promise.all([readSiteZoneAt(db, now), siteCurrency(db)]);
  const keyword = input.keyword?.trim();
  return receivablePageQuery(db, { siteCurrency: currency, dueCut: dueCutAt(timeZone, now) }, input, keyword ? customerIdsMatching(db, keyword) : undefined);
}

const pageOptions = { sortable: SORTABLE, defaultSorting: 'balance asc', tieBreaker: 'r.customerId', defaultPageSize: 20 };

/** One page of receivables, with whose each row is (one lookup of the page's customers). */
export async function listReceivables(db: BillingExecutor, input: ReceivableListInput, now = new Date()): Promise<PagedResult<Receivable>> {
  const page = await paginate(db, await queryOf(db, input, now), input, pageOptions);
  const cards = await findUserCards(db, page.items.map((row) => row.customerId));
  return { totalCount: page.totalCount, items: page.items.map((row) => receivableView(row, cards.get(row.customerId))) };
}

const CHUNK = 1000;

/**
 * Every receivable the filter matches, in its order, a page of CHUNK at a time (the export streams them); refused
 * with 400 `Billing:ExportTooLarge` beyond `maxRows`, before anything is written.
 */
export async function iterateReceivables(
  db: BillingExecutor,
  input: components['schemas']['ReceivableFilter'],
  now = new Date(),
  maxRows = MAX_RECEIVABLE_EXPORT_ROWS,
): Promise<AsyncIterable<Receivable>> {
  const first = await listReceivables(db, { ...input, maxResultCount: CHUNK, skipCount: 0 }, now);
  if (first.totalCount > maxRows) throw new BusinessError('Billing:ExportTooLarge', 'Billing:ExportTooLarge', 400, { limit: maxRows, count: first.totalCount });
  return (async function* () {
    let page = first;
    for (let skip = 0; ; ) {
      yield* page.items;
      skip += CHUNK;
      if (page.items.length < CHUNK || skip >= first.totalCount) return;
      page = await listReceivables(db, { ...input, maxResultCount: CHUNK, skipCount: skip }, now);
    }
  })();
}
