import { sql } from 'kysely';
import type { BillingDb } from '../billing.db';

// The SQL of the receivables list (issue 29): one row per customer with money to follow, every figure aggregated in
// the database (one statement for a page, however many customers it shows: no query per row). The customers are
// those with an account row, an entry or a top-up notice; each figure is a grouped subquery joined on the customer:
// - the balance: the running balance of the customer's newest entry (ledger_entries_customer_no covers it);
// - for credit accounts, the balance at the due cut (the newest entry written before it) and the credits (positive
//   entries) since;
// - the live holds with their orders' live charges; the pending top-up notices.

export interface ReceivableQuery {
  /** The site's currency: a customer without an account row is prepaid in it. */
  siteCurrency: string;
  /** The first instant of the month after the one whose payment is due (ISO UTC): see receivables.service. */
  dueCut: string;
}

export interface ReceivableFilter {
  kind?: string;
  heldOnly?: boolean;
  overdueOnly?: boolean;
  pendingNoticesOnly?: boolean;
}

/** The receivables rows matching `filter`, as one selectable subquery for paginate() (sorted on its columns). */
export function receivablePageQuery<M extends { compile: unknown }>(db: BillingDb, query: ReceivableQuery, filter: ReceivableFilter, matching?: M) {
  const customers = db
    .selectFrom('billing_accounts')
    .select('customerId')
    .union(db.selectFrom('ledger_entries').select('customerId'))
    .union(db.selectFrom('top_up_notices').select('customerId'));
  const newest = db.selectFrom('ledger_entries').select(['customerId', (eb) => eb.fn.max('entryNo').as('entryNo')]).groupBy('customerId');
  // Overdue concerns credit accounts only: their (few) customers' entries are the only ones read at the due cut.
  const creditCustomers = db.selectFrom('billing_accounts').select('customerId').where('kind', '=', 'credit');
  const atCut = db
    .selectFrom('ledger_entries')
    .select(['customerId', (eb) => eb.fn.max('entryNo').as('entryNo')])
    .where('customerId', 'in', creditCustomers)
    .where('createdAt', '<', query.dueCut)
    .groupBy('customerId');
  const credits = db
    .selectFrom('ledger_entries')
    .select(['customerId', (eb) => eb.fn.sum<number>('amountMinor').as('creditsMinor')])
    .where('customerId', 'in', creditCustomers)
    .where('createdAt', '>=', query.dueCut)
    .where('amountMinor', '>', 0)
    .groupBy('customerId');
  const holds = db
    .selectFrom('order_holds as h')
    .leftJoin('charges as c', (join) => join.onRef('c.orderId', '=', 'h.orderId').on('c.supersededAt', 'is', null))
    .select(['h.customerId', (eb) => eb.fn.countAll<number>().as('heldOrderCount'), (eb) => eb.fn.sum<number>(eb.fn.coalesce('c.totalMinor', sql<number>`0`)).as('heldAmountMinor')])
    .where('h.releasedAt', 'is', null)
    .groupBy('h.customerId');
  const notices = db
    .selectFrom('top_up_notices')
    .select(['customerId', (eb) => eb.fn.countAll<number>().as('pendingNoticeCount')])
    .where('state', '=', 'pending')
    .groupBy('customerId');

  const kind = sql<string>`coalesce(${sql.ref('a.kind')}, 'prepaid')`;
  const dueBalance = sql<number>`coalesce(${sql.ref('cutEntry.balanceAfterMinor')}, 0) + coalesce(${sql.ref('cr.creditsMinor')}, 0)`;
  let rows = db
    .selectFrom(customers.as('cu'))
    .leftJoin('billing_accounts as a', 'a.customerId', 'cu.customerId')
    .leftJoin(newest.as('n'), 'n.customerId', 'cu.customerId')
    .leftJoin('ledger_entries as last', (join) => join.onRef('last.customerId', '=', 'cu.customerId').onRef('last.entryNo', '=', 'n.entryNo'))
    .leftJoin(atCut.as('cut'), 'cut.customerId', 'cu.customerId')
    .leftJoin('ledger_entries as cutEntry', (join) => join.onRef('cutEntry.customerId', '=', 'cu.customerId').onRef('cutEntry.entryNo', '=', 'cut.entryNo'))
    .leftJoin(credits.as('cr'), 'cr.customerId', 'cu.customerId')
    .leftJoin(holds.as('ho'), 'ho.customerId', 'cu.customerId')
    .leftJoin(notices.as('no'), 'no.customerId', 'cu.customerId')
    .select([
      'cu.customerId',
      kind.as('kind'),
      sql<string>`coalesce(${sql.ref('a.currency')}, ${query.siteCurrency})`.as('currency'),
      sql<number>`coalesce(${sql.ref('last.balanceAfterMinor')}, 0)`.as('balanceMinor'),
      sql<number>`coalesce(${sql.ref('a.creditLimitMinor')}, 0)`.as('creditLimitMinor'),
      sql<number>`coalesce(${sql.ref('ho.heldOrderCount')}, 0)`.as('heldOrderCount'),
      sql<number>`coalesce(${sql.ref('ho.heldAmountMinor')}, 0)`.as('heldAmountMinor'),
      sql<number>`coalesce(${sql.ref('no.pendingNoticeCount')}, 0)`.as('pendingNoticeCount'),
      sql<number>`case when ${kind} = 'credit' and ${dueBalance} < 0 then -(${dueBalance}) else 0 end`.as('overdueAmountMinor'),
    ]);
  if (matching) rows = rows.where('cu.customerId', 'in', matching as never);
  let page = db.selectFrom(rows.as('r')).selectAll('r');
  if (filter.kind) page = page.where('r.kind', '=', filter.kind);
  if (filter.heldOnly) page = page.where('r.heldOrderCount', '>', 0);
  if (filter.overdueOnly) page = page.where('r.overdueAmountMinor', '>', 0);
  if (filter.pendingNoticesOnly) page = page.where('r.pendingNoticeCount', '>', 0);
  return page;
}
