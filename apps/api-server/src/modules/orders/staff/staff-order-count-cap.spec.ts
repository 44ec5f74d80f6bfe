import { createTestContext, type TestContext } from '../../../../test/harness';
import { cloneOrder } from '../testing/clone-orders';
import { OPS_ORDER_COUNT_CAP } from './staff-orders.repository';
import { newOrder, OPS, setUpOps, type OpsActors } from '../testing/ops-fixtures';

// Issue 16: the staff order list reads every customer's orders, so its count is capped as the customers' is.

describe('staff order list count cap', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
    const order = await newOrder(ctx, actors.member);
    await cloneOrder(ctx.db, order.id, OPS_ORDER_COUNT_CAP);
    await newOrder(ctx, actors.merchant);
  }, 60_000);
  afterAll(() => ctx?.close());

  const post = (body: unknown) => ctx.post(`${OPS}/orders/list`, { token: actors.operator, body });

  it('says "more than" past the cap and counts exactly under it', async () => {
    const all = await post({});
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ totalCount: OPS_ORDER_COUNT_CAP, totalCountIsLowerBound: true });
    expect(all.json().items).toHaveLength(20);
    expect((await post({ customerId: actors.merchant.id })).json()).toMatchObject({ totalCount: 1, totalCountIsLowerBound: false });
    const last = await post({ maxResultCount: 20, skipCount: OPS_ORDER_COUNT_CAP - 10 });
    expect(last.json()).toMatchObject({ totalCount: OPS_ORDER_COUNT_CAP + 2, totalCountIsLowerBound: false });
    expect(last.json().items).toHaveLength(12);
  });
});
