import { createTestContext, type TestContext } from '../../../../test/harness';
import { OPS, setUpOps, type OpsActors } from '../../orders/testing/ops-fixtures';
import { seedRateSheets } from '../../rates';
import { findLedgerProblems } from '../ledger/ledger-checks.repository';

// Shared by the billing suites: the staff and customers of the orders' suites, with the seeded products priced by
// their seeded rate sheets, and receiving as the warehouse submits it.

// Jest's hooks, as the suites see them: this folder is also compiled with the app's sources (tsconfig.app.json),
// where Jest's types are not loaded.
declare const beforeAll: (fn: () => Promise<void>, timeout?: number) => void;
declare const afterAll: (fn: () => Promise<void> | undefined) => void;

export type Box = { weightKg: number; lengthCm: number; widthCm: number; heightCm: number };

export async function setUpBilling(ctx: TestContext): Promise<OpsActors> {
  const actors = await setUpOps(ctx);
  await ctx.db.transaction().execute((trx) => seedRateSheets(trx));
  return actors;
}

/**
 * A billing suite's server (every module, a fresh database of TEST_DB's dialect) and its actors, made before the
 * suite's tests and closed after them; `use` hands them to the suite's variables. Call it in a `describe` body.
 */
export function billingSuite(use: (suite: { ctx: TestContext; actors: OpsActors }) => void): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext();
    use({ ctx, actors: await setUpBilling(ctx) });
  });
  afterAll(() => ctx?.close());
}

/** POST /receiving by the operator. */
export const receiveBoxes = (ctx: TestContext, actors: OpsActors, waybillNumber: string, parcels: readonly Box[]) =>
  ctx.post(`${OPS}/receiving`, { token: actors.operator, body: { waybillNumber, parcels } });

/** What `verify-ledger` would report on the suite's database: [] when the books balance. */
export const ledgerProblems = (ctx: TestContext) => findLedgerProblems(ctx.db);
