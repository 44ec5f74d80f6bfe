import type { TestContext } from '../../../../test/harness';
import { OPS, setUpOps, type OpsActors } from '../../orders/testing/ops-fixtures';
import { seedRateSheets } from '../../rates';
import { findLedgerProblems } from '../ledger/ledger-checks.repository';

// Shared by the billing suites: the staff and customers of the orders' suites, with the seeded products priced by
// their seeded rate sheets, and receiving as the warehouse submits it.

export type Box = { weightKg: number; lengthCm: number; widthCm: number; heightCm: number };

export async function setUpBilling(ctx: TestContext): Promise<OpsActors> {
  const actors = await setUpOps(ctx);
  await ctx.db.transaction().execute((trx) => seedRateSheets(trx));
  return actors;
}

/** POST /receiving by the operator. */
export const receiveBoxes = (ctx: TestContext, actors: OpsActors, waybillNumber: string, parcels: readonly Box[]) =>
  ctx.post(`${OPS}/receiving`, { token: actors.operator, body: { waybillNumber, parcels } });

/** What `verify-ledger` would report on the suite's database: [] when the books balance. */
export const ledgerProblems = (ctx: TestContext) => findLedgerProblems(ctx.db);
