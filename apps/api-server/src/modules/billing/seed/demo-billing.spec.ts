import { createTestContext, type TestContext } from '../../../../test/harness';
import { runVerifyLedger } from '../../../../test/verify-ledger';
import { modules } from '../../index';
import { ledgerOf } from '../index';
import { runSeeders, seedersOf } from '../../../seed/seeders';
import { DEMO_CREDIT_LIMIT_MINOR, DEMO_TOP_UP_MINOR, DEMO_TOP_UP_REFERENCE } from './demo-billing.seeder';

// Issue 29, the demo seed as `npm start` runs it (every module's seeders, SEED_DEMO), twice, on a fresh database of
// TEST_DB's dialect: the demo member is prepaid with a confirmed top-up, the merchant on monthly credit, every demo
// order the warehouse received weighed and charged once, nothing held, and verify-ledger passes.

const quiet = { info: () => undefined, warn: () => undefined };
const RECEIVED = 20;
const CANCELLED = 99;

describe('the demo seed of billing', () => {
  let ctx: TestContext;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    ctx = await createTestContext();
    const seed = () => runSeeders(ctx.db, seedersOf(modules), { demo: true, config: ctx.config, log: quiet });
    await seed();
    const before = await ctx.db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    await seed(); // idempotent: the second start writes nothing more
    const after = await ctx.db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    const users = await ctx.db.selectFrom('users').select(['id', 'userName']).where('userName', 'in', ['demo-member', 'demo-merchant', 'demo-operator']).execute();
    for (const u of users) ids.set(u.userName, u.id);
  }, 120_000);
  afterAll(() => ctx?.close());

  const id = (userName: string) => {
    const found = ids.get(userName);
    if (!found) throw new Error(`${userName} was not seeded`);
    return found;
  };
  const account = async (userName: string) => ctx.get(`/api/ops/customers/${id(userName)}/billing-account`, { token: await ctx.tokenFor({ id: id('demo-operator') }) });
  /** The customer's received demo orders with their live charges. */
  const receivedOrders = async (userName: string) => {
    const orders = await ctx.db.selectFrom('orders').select(['id', 'waybillNumber', 'status', 'measuredTime']).where('userId', '=', id(userName)).execute();
    const charges = await ctx.db.selectFrom('charges').select(['orderId', 'totalMinor', 'supersededAt']).where('customerId', '=', id(userName)).execute();
    return orders.map((o) => ({ ...o, status: Number(o.status), live: charges.filter((c) => c.orderId === o.id && c.supersededAt === null).map((c) => Number(c.totalMinor)) }));
  };

  it('passes verify-ledger on the freshly seeded database', async () => {
    const run = await runVerifyLedger(ctx.config, async () => ({ db: ctx.db, dialect: ctx.dialect, close: () => Promise.resolve() }));
    expect(run).toEqual({ code: 0, lines: ['verify-ledger: the ledger balances.'] });
  });

  it('charges every demo order the warehouse received, once, weighed as declared; the others not', async () => {
    for (const userName of ['demo-member', 'demo-merchant']) {
      const orders = await receivedOrders(userName);
      expect(orders.length).toBeGreaterThan(0);
      for (const order of orders) {
        const received = order.status >= RECEIVED && order.status !== CANCELLED;
        expect({ waybill: order.waybillNumber, measured: order.measuredTime !== null, charges: order.live.length }).toEqual({
          waybill: order.waybillNumber,
          measured: received,
          charges: received ? 1 : 0,
        });
      }
    }
    expect(await ctx.db.selectFrom('order_holds').selectAll().execute()).toEqual([]);
  });

  it('makes demo-member prepaid, topped up by a confirmed notice, the balance what is left after the charges', async () => {
    const memberId = id('demo-member');
    const [topUp, ...charges] = await ledgerOf(ctx.db, memberId);
    expect(topUp).toMatchObject({ kind: 'payment', amountMinor: DEMO_TOP_UP_MINOR, referenceLabel: DEMO_TOP_UP_REFERENCE, actorUserName: 'demo-admin' });
    expect(charges.length).toBe(6);
    expect(charges.every((e) => e.kind === 'charge' && e.amountMinor < 0)).toBe(true);
    const charged = (await receivedOrders('demo-member')).flatMap((o) => o.live).reduce((sum, total) => sum + total, 0);

    const notices = await ctx.db.selectFrom('top_up_notices').selectAll().where('customerId', '=', memberId).execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ state: 'confirmed', paymentEntryId: topUp?.id, screenshotContentType: 'image/png' });

    const res = await account('demo-member');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'prepaid', currency: 'CNY', balanceMinor: DEMO_TOP_UP_MINOR - charged, creditLimitMinor: null });
    // ¥20,000.00 less the six charges' ¥13,281.15 (the sea freight of FS000000014CN is most of it).
    expect(DEMO_TOP_UP_MINOR - charged).toBe(671_885);
  });

  it('puts demo-merchant on monthly credit with a limit its charges stay within', async () => {
    const charged = (await receivedOrders('demo-merchant')).flatMap((o) => o.live).reduce((sum, total) => sum + total, 0);
    const res = await account('demo-merchant');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'credit', currency: 'CNY', balanceMinor: -charged, creditLimitMinor: DEMO_CREDIT_LIMIT_MINOR, creditUsedMinor: charged });
    expect(charged).toBe(2_596_884); // ¥25,968.84 of ¥50,000.00
  });
});
