import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { seedRoutings } from '../../rates';
import { cloneOrder } from '../testing/clone-orders';
import { insertTestRegions, orderInput } from '../testing/fixtures';
import { KEYWORD_WINDOW } from './customer-filter';
import { ORDER_COUNT_CAP } from './customer-orders.repository';

// Issue 16: counting every match of a million-order list is what made its first page slow, so the count stops
// at ORDER_COUNT_CAP and the answer says the count is a lower bound; the pages past it still work.

const API = '/api/f/logistics-management';

describe('order list count cap', () => {
  let ctx: TestContext;
  let busy: TestUser;
  let quiet: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    await insertTestRegions(ctx.db);
    await ctx.db.transaction().execute((trx) => seedRoutings(trx));
    busy = await ctx.createUser();
    quiet = await ctx.createUser();
    const created = await ctx.post(`${API}/order`, { token: busy, body: orderInput() });
    expect(created.statusCode).toBe(200);
    await cloneOrder(ctx.db, created.json().id, ORDER_COUNT_CAP + 2);
    // Clone n is the (n+1)th newest order: one inside the keyword's window, one just past it.
    const clone = (n: number) => `CLONE${String(n).padStart(8, '0')}`;
    const mark = (n: number, set: { customerReference: string; receiverName: string }) =>
      ctx.db.updateTable('orders').set(set).where('waybillNumber', '=', clone(n)).execute();
    await mark(KEYWORD_WINDOW - 1, { customerReference: 'NEEDLE-IN', receiverName: '张三' });
    await mark(KEYWORD_WINDOW, { customerReference: 'NEEDLE-OUT', receiverName: '张三' });
    expect((await ctx.post(`${API}/order`, { token: quiet, body: orderInput() })).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => ctx?.close());

  const list = (user: TestUser, body: unknown) => ctx.post(`${API}/order/list`, { token: user, body });

  it('counts up to the cap and says more match', async () => {
    const page = await list(busy, {});
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ totalCount: ORDER_COUNT_CAP, totalCountIsLowerBound: true });
    expect(page.json().items).toHaveLength(7);
  });

  it('counts exactly below the cap, and with a filter', async () => {
    expect((await list(quiet, {})).json()).toMatchObject({ totalCount: 1, totalCountIsLowerBound: false });
    const one = await list(busy, { waybillNumbers: ['CLONE00000005'] });
    expect(one.json()).toMatchObject({ totalCount: 1, totalCountIsLowerBound: false, items: [{ waybillNumber: 'CLONE00000005' }] });
  });

  it('serves pages past the cap, counting through the page asked for', async () => {
    const total = ORDER_COUNT_CAP + 3;
    // The page that ends one row before the last: more rows exist after it.
    const before = await list(busy, { maxResultCount: 7, skipCount: total - 8 });
    expect(before.json()).toMatchObject({ totalCount: total - 1, totalCountIsLowerBound: true });
    expect(before.json().items).toHaveLength(7);
    // The last page: the count is exact again, so the pager knows it is the end.
    const last = await list(busy, { maxResultCount: 7, skipCount: total - 5 });
    expect(last.json()).toMatchObject({ totalCount: total, totalCountIsLowerBound: false });
    expect(last.json().items).toHaveLength(5);
    expect(last.json().items.at(-1).waybillNumber).toBe(`CLONE${String(ORDER_COUNT_CAP + 2).padStart(8, '0')}`);
  });

  it('finds a keyword of three characters or more in every order, through the keyword index (issue 28)', async () => {
    const inside = await list(busy, { keyword: 'needle-in' });
    expect(inside.json()).toMatchObject({ totalCount: 1, totalCountIsLowerBound: false, items: [{ customerReference: 'NEEDLE-IN' }] });
    const outside = await list(busy, { keyword: 'needle-out' });
    expect(outside.json()).toMatchObject({ totalCount: 1, items: [{ customerReference: 'NEEDLE-OUT' }] });
    expect((await list(busy, { keyword: 'NEEDLE' })).json().totalCount).toBe(2);
  });

  it('looks for a shorter keyword among the newest orders the other filters select, a bounded window', async () => {
    const inside = await list(busy, { keyword: '张三' });
    expect(inside.json()).toMatchObject({ totalCount: 1, items: [{ customerReference: 'NEEDLE-IN' }] });
    // Another filter moves the window: by waybill number the older order is found.
    const exact = await list(busy, { keyword: '张三', waybillNumbers: [`CLONE${String(KEYWORD_WINDOW).padStart(8, '0')}`] });
    expect(exact.json()).toMatchObject({ totalCount: 1, items: [{ customerReference: 'NEEDLE-OUT' }] });
  });
});
