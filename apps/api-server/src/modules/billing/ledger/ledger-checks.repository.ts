import { sql } from 'kysely';
import type { BillingDb } from '../billing.db';

// The ledger's invariants as SQL, each query returning its first offenders (`limit`): set-based, so the check runs
// over millions of entries without loading them. docs/domain/billing.md lists what each one guards.

export interface LedgerProblem {
  check: string;
  detail: string;
}

const LIMIT = 20;

type Check = (db: BillingDb) => Promise<LedgerProblem[]>;

/**
 * Every customer's entries numbered 1, 2, 3… with no gap, each running balance the sum of the entries up to it:
 * the balance (the newest running balance) is the sum of all their entries.
 */
const runningBalances: Check = async (db) => {
  const { rows } = await sql<{ customerId: string; entryNo: number; position: number; balanceAfterMinor: number; sumMinor: number }>`
    select "customerId", "entryNo", position, "balanceAfterMinor", "sumMinor" from (
      select "customerId", "entryNo", "balanceAfterMinor",
        row_number() over (partition by "customerId" order by "entryNo") as position,
        sum("amountMinor") over (partition by "customerId" order by "entryNo" rows between unbounded preceding and current row) as "sumMinor"
      from ledger_entries
    ) running
    where "balanceAfterMinor" <> "sumMinor" or "entryNo" <> position
    order by "customerId", "entryNo"
    limit ${LIMIT}`.execute(db);
  return rows.map((r) => ({
    check: 'balance',
    detail: `customer ${r.customerId}, entry #${r.entryNo}: running balance ${r.balanceAfterMinor} but its entries sum to ${r.sumMinor}${Number(r.entryNo) === Number(r.position) ? '' : ` (entry numbers skip: expected #${r.position})`}`,
  }));
};

/** One currency per customer's ledger. */
const oneCurrency: Check = async (db) => {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['customerId', (eb) => eb.fn.count<number>(sql`distinct currency`).as('currencies')])
    .groupBy('customerId')
    .having(sql`count(distinct currency)`, '>', 1)
    .limit(LIMIT)
    .execute();
  return rows.map((r) => ({ check: 'currency', detail: `customer ${r.customerId}: entries in ${r.currencies} currencies` }));
};

/** A reversal names an existing entry of the same customer and currency, cancels its amount, and only a reversal names one. */
const reversals: Check = async (db) => {
  const rows = await db
    .selectFrom('ledger_entries as r')
    .leftJoin('ledger_entries as o', 'o.id', 'r.reversesEntryId')
    .select(['r.id', 'r.customerId', 'r.kind', 'r.reversesEntryId', 'o.id as originalId', 'o.customerId as originalCustomerId', 'o.kind as originalKind'])
    .where((eb) =>
      eb.or([
        eb.and([eb('r.kind', '=', 'reversal'), eb('r.reversesEntryId', 'is', null)]),
        eb.and([eb('r.kind', '<>', 'reversal'), eb('r.reversesEntryId', 'is not', null)]),
        eb.and([eb('r.reversesEntryId', 'is not', null), eb('o.id', 'is', null)]),
        eb('o.customerId', '<>', eb.ref('r.customerId')),
        eb('o.currency', '<>', eb.ref('r.currency')),
        eb('o.amountMinor', '<>', eb.neg(eb.ref('r.amountMinor'))),
        eb('o.kind', '=', 'reversal'),
      ]),
    )
    .limit(LIMIT)
    .execute();
  return rows.map((r) => ({
    check: 'reversal',
    detail:
      r.reversesEntryId === null
        ? `entry ${r.id} (customer ${r.customerId}) is a reversal of no entry`
        : r.originalId === null
          ? `entry ${r.id} (customer ${r.customerId}) reverses entry ${r.reversesEntryId}, which does not exist`
          : `entry ${r.id} (customer ${r.customerId}, ${r.kind}) does not cancel entry ${r.originalId} (customer ${r.originalCustomerId}, ${r.originalKind}): another customer, currency or amount`,
  }));
};

/** No entry reversed twice (the unique index refuses it; checked in case the index was lost). */
const reversedOnce: Check = async (db) => {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['reversesEntryId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('reversesEntryId', 'is not', null)
    .groupBy('reversesEntryId')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .limit(LIMIT)
    .execute();
  return rows.map((r) => ({ check: 'reversal', detail: `entry ${r.reversesEntryId} is reversed ${r.count} times` }));
};

/** At most one live charge per order (the partial unique index refuses a second; checked in case it was lost). */
const oneLiveCharge: Check = async (db) => {
  const rows = await db
    .selectFrom('charges')
    .select(['orderId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('supersededAt', 'is', null)
    .groupBy('orderId')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .limit(LIMIT)
    .execute();
  return rows.map((r) => ({ check: 'charge', detail: `order ${r.orderId} has ${r.count} live charges` }));
};

/**
 * A live charge is booked by an unreversed charge entry of its customer for minus its total, and its lines add up
 * to its total; a superseded charge's entry is reversed.
 */
const chargesBooked: Check = async (db) => {
  const rows = await db
    .selectFrom('charges as c')
    .leftJoin('ledger_entries as e', 'e.id', 'c.ledgerEntryId')
    .leftJoin('ledger_entries as r', 'r.reversesEntryId', 'c.ledgerEntryId')
    .select(['c.id', 'c.orderId', 'c.supersededAt', 'e.id as entryId', 'r.id as reversalId'])
    .where((eb) =>
      eb.or([
        eb('e.id', 'is', null),
        eb('e.kind', '<>', 'charge'),
        eb('e.customerId', '<>', eb.ref('c.customerId')),
        eb('e.amountMinor', '<>', eb.neg(eb.ref('c.totalMinor'))),
        eb.and([eb('c.supersededAt', 'is', null), eb('r.id', 'is not', null)]),
        eb.and([eb('c.supersededAt', 'is not', null), eb('r.id', 'is', null)]),
        eb(
          'c.totalMinor',
          '<>',
          eb.selectFrom('charge_lines as l').select((s) => s.fn.coalesce(s.fn.sum<number>('l.amountMinor'), sql<number>`0`).as('sum')).whereRef('l.chargeId', '=', 'c.id'),
        ),
      ]),
    )
    .limit(LIMIT)
    .execute();
  return rows.map((r) => ({
    check: 'charge',
    detail: `charge ${r.id} of order ${r.orderId} (${r.supersededAt === null ? 'live' : 'superseded'}) does not match its ledger entry ${r.entryId ?? '(missing)'}${r.reversalId ? `, reversed by ${r.reversalId}` : ''} or its lines`,
  }));
};

const CHECKS: readonly Check[] = [runningBalances, oneCurrency, reversals, reversedOnce, oneLiveCharge, chargesBooked];

/** Every problem the checks find (up to 20 of each), none when the ledger is sound. */
export async function findLedgerProblems(db: BillingDb): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  for (const check of CHECKS) problems.push(...(await check(db)));
  return problems;
}
