import { randomUUID } from 'node:crypto';
import type { CliContext } from '../../../cli/command';
import { allCommands } from '../../../cli';
import { loadConfig } from '../../../config/env';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { newOrder, type OpsActors } from '../../orders/testing/ops-fixtures';
import type { Database } from '../../index';
import { ledgerOf, liveChargeOf } from '../index';
import type { LedgerEntriesTable } from '../billing.tables';
import { receiveBoxes, setUpBilling } from '../testing/billing-fixtures';
import { verifyLedgerCommand } from './verify-ledger.command';

// `verify-ledger` on a ledger written by receiving (sound), then on one broken by rows inserted directly, one
// breakage at a time: the command names each and exits 1. Two breakages the database itself refuses (a second
// live charge of an order, an entry reversed twice) are shown refused.

describe('verify-ledger', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let lines: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpBilling(ctx);
    const box = { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 };
    for (const [customer, weight] of [[actors.member, 3.9], [actors.member, 5], [actors.merchant, 3.9]] as const) {
      const order = await newOrder(ctx, customer);
      const receive = (weightKg: number) => receiveBoxes(ctx, actors, order.waybillNumber, [box, { ...box, weightKg }]);
      expect((await receive(weight)).statusCode).toBe(200);
      expect((await receive(weight + 6)).statusCode).toBe(200); // re-weighed: a reversal and a new charge
    }
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    lines = [];
  });

  const run = () => {
    const cli: CliContext<Database> = {
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.database.dataDir }),
      out: (line) => lines.push(line),
      openDatabase: async () => ({ db: ctx.db, dialect: ctx.dialect, close: () => Promise.resolve() }),
    };
    return verifyLedgerCommand.run([], cli);
  };
  /** Inserts `row` (a broken entry), runs the command, then takes the row out again for the next case. */
  const runWith = async (row: LedgerEntriesTable): Promise<number> => {
    await ctx.db.insertInto('ledger_entries').values(row).execute();
    try {
      return await run();
    } finally {
      await ctx.db.deleteFrom('ledger_entries').where('id', '=', row.id).execute();
    }
  };
  const entry = async (customerId: string, overrides: Partial<LedgerEntriesTable>): Promise<LedgerEntriesTable> => {
    const last = (await ledgerOf(ctx.db, customerId)).at(-1);
    const amountMinor = overrides.amountMinor ?? 10_000;
    return {
      id: randomUUID(),
      customerId,
      entryNo: (last?.entryNo ?? 0) + 1,
      kind: 'payment',
      amountMinor,
      balanceAfterMinor: (last?.balanceAfterMinor ?? 0) + amountMinor,
      currency: 'CNY',
      referenceType: null,
      referenceId: null,
      referenceLabel: '',
      reversesEntryId: null,
      actorId: null,
      actorUserName: 'test',
      memo: 'test',
      createdAt: new Date().toISOString(),
      ...overrides,
    };
  };

  it('is a command of the CLI and passes on a sound ledger', async () => {
    expect(allCommands().map((c) => c.name)).toContain('verify-ledger');
    expect(await run()).toBe(0);
    expect(lines).toEqual(['verify-ledger: the ledger balances.']);
    // A well-formed payment keeps it sound (the command is no blanket refusal).
    expect(await runWith(await entry(actors.member.id, {}))).toBe(0);
  });

  it('fails when a running balance is not the sum of the entries', async () => {
    const good = await entry(actors.member.id, {});
    expect(await runWith({ ...good, balanceAfterMinor: good.balanceAfterMinor + 1 })).toBe(1);
    expect(lines[0]).toMatch(new RegExp(`^ledger problem \\(balance\\): customer ${actors.member.id}, entry #${good.entryNo}: running balance ${good.balanceAfterMinor + 1} but its entries sum to ${good.balanceAfterMinor}`));
    expect(lines.at(-1)).toBe('verify-ledger: 1 problem(s) found.');
  });

  it('fails when entry numbers skip', async () => {
    const good = await entry(actors.merchant.id, {});
    expect(await runWith({ ...good, entryNo: good.entryNo + 1 })).toBe(1);
    expect(lines[0]).toMatch(/^ledger problem \(balance\): .*entry numbers skip/);
  });

  it('fails on a reversal of no entry, of a missing entry, of another customer’s entry, or of the wrong amount', async () => {
    // The newest charge of each customer is live (not reversed yet).
    const merchantCharge = (await ledgerOf(ctx.db, actors.merchant.id)).filter((e) => e.kind === 'charge').at(-1);
    if (!merchantCharge) throw new Error('no merchant charge');
    const cases: [Partial<LedgerEntriesTable>, RegExp][] = [
      [{ kind: 'reversal' }, /is a reversal of no entry/],
      [{ kind: 'reversal', reversesEntryId: randomUUID() }, /which does not exist/],
      [{ kind: 'reversal', reversesEntryId: merchantCharge.id, amountMinor: -merchantCharge.amountMinor }, /does not cancel entry/],
    ];
    for (const [overrides, message] of cases) {
      lines = [];
      expect(await runWith(await entry(actors.member.id, overrides))).toBe(1);
      expect(lines.some((l) => l.startsWith('ledger problem (reversal)') && message.test(l))).toBe(true);
    }
    const memberCharge = (await ledgerOf(ctx.db, actors.member.id)).filter((e) => e.kind === 'charge').at(-1);
    if (!memberCharge) throw new Error('no member charge');
    lines = [];
    expect(await runWith(await entry(actors.member.id, { kind: 'refund', reversesEntryId: memberCharge.id, amountMinor: 5 }))).toBe(1);
    expect(lines[0]).toMatch(/^ledger problem \(reversal\)/);
  });

  it('fails on entries in two currencies for one customer', async () => {
    expect(await runWith(await entry(actors.merchant.id, { currency: 'USD' }))).toBe(1);
    expect(lines[0]).toBe(`ledger problem (currency): customer ${actors.merchant.id}: entries in 2 currencies`);
  });

  it('fails when a charge does not match its entry or its lines', async () => {
    const orderId = (await ctx.db.selectFrom('charges').select('orderId').where('customerId', '=', actors.merchant.id).executeTakeFirstOrThrow()).orderId;
    const charge = await liveChargeOf(ctx.db, orderId);
    if (!charge) throw new Error('no live charge');
    await ctx.db.updateTable('charge_lines').set({ amountMinor: 1 }).where('chargeId', '=', charge.id).where('lineNo', '=', 1).execute();
    try {
      expect(await run()).toBe(1);
      expect(lines[0]).toMatch(new RegExp(`^ledger problem \\(charge\\): charge ${charge.id} of order ${orderId} \\(live\\)`));
    } finally {
      await ctx.db.updateTable('charge_lines').set({ amountMinor: charge.lines[0]?.amountMinor ?? 0 }).where('chargeId', '=', charge.id).where('lineNo', '=', 1).execute();
    }
    lines = [];
    expect(await run()).toBe(0);
  });

  it('the database refuses a second live charge of an order and a second reversal of an entry', async () => {
    const row = await ctx.db.selectFrom('charges').selectAll().where('supersededAt', 'is', null).executeTakeFirstOrThrow();
    const outcome = await ctx.db.insertInto('charges').values({ ...row, id: randomUUID() }).execute().then(
      () => 'inserted',
      (e: Error) => e.message,
    );
    // Were it inserted, the order's charges are in the failure message.
    const charges = outcome === 'inserted' ? await ctx.db.selectFrom('charges').selectAll().where('orderId', '=', row.orderId).execute() : [];
    expect({ outcome, charges }).toEqual({ outcome: expect.stringMatching(/unique/i), charges: [] });
    const reversal = (await ledgerOf(ctx.db, row.customerId)).find((e) => e.kind === 'reversal');
    if (!reversal?.reversesEntryId) throw new Error('no reversal');
    const again = await entry(row.customerId, { kind: 'reversal', reversesEntryId: reversal.reversesEntryId });
    // Not `rejects.toThrow`: better-sqlite3 builds its errors in the realm of the first test file of a Jest worker, so
    // in any later file they are no `instanceof Error` there and toThrow reports "did not throw" (seen in CI).
    await expect(ctx.db.insertInto('ledger_entries').values(again).execute()).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
    expect(await run()).toBe(0);
  });
});
