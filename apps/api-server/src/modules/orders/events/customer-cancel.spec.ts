import { OrderStatus } from '@forwarder/contracts/api-ops';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { CUSTOMER_CANCEL_EVENT } from './customer-cancel';
import { auditCount, errorOf, event, F, forceStatus, newOrder, OPS, setUpOps, type OpsActors } from '../testing/ops-fixtures';

// A customer cancelling their own order (cancelOrder, api-f) on the real server: only while Submitted, with the
// tracking event, the audit entry and the status mail of any cancellation; never another's order.

const cancelUrl = (id: string) => `${F}/order/${id}/cancel`;
const MISSING_ID = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';

describe('cancelOrder (a customer cancels while Submitted)', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const cancel = (user: TestUser | null, id: string, locale?: string) =>
    ctx.post(cancelUrl(id), { ...(user ? { token: user } : {}), ...(locale ? { locale } : {}) });

  it.each(['member', 'merchant'] as const)('a %s cancels a submitted order: status, tracking event, audit entry, mail', async (who) => {
    const customer = actors[who];
    const order = await newOrder(ctx, customer);
    const res = await cancel(customer, order.id, 'en');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: order.id, status: OrderStatus.Cancelled, statusDisplayName: 'Cancelled' });
    expect(body.trackingEvents[0]).toMatchObject({ status: 99, location: CUSTOMER_CANCEL_EVENT.locationEn, description: CUSTOMER_CANCEL_EVENT.descriptionEn });

    // The customer's detail in Chinese reads the Chinese text; the public tracking shows the same event.
    const zh = (await ctx.get(`${F}/order/${order.id}`, { token: customer })).json();
    expect(zh.trackingEvents[0]).toMatchObject({ status: 99, location: CUSTOMER_CANCEL_EVENT.locationZh, description: CUSTOMER_CANCEL_EVENT.descriptionZh });
    const tracking = (await ctx.post(`${F}/tracking/list`, { body: { waybillNumbers: [order.waybillNumber] }, locale: 'en' })).json();
    expect(tracking[0]).toMatchObject({ status: 99, events: [{ description: CUSTOMER_CANCEL_EVENT.descriptionEn }, {}] });

    // Staff see who did it: the event's source and the audit log's actor.
    const ops = (await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator })).json();
    expect(ops.events[0]).toMatchObject({ code: 'CANCELLED', source: 'customer', actorUserName: customer.userName });
    const audit = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', order.id).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'order.customer-cancel', actorId: customer.id, actorUserName: customer.userName, entityLabel: order.waybillNumber })]);
    expect(JSON.parse(audit[0]?.before ?? '{}')).toMatchObject({ status: 10 });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({ status: 99, code: 'CANCELLED' });

    // Cancelled is a milestone: the default setting mails it, like a cancellation by staff.
    const mails = await ctx.db.selectFrom('order_status_mails').selectAll().where('orderId', '=', order.id).execute();
    expect(mails.map((m) => Number(m.status))).toEqual([99]);
  });

  it('refuses once the parcel is received, or later, in the request language, and changes nothing', async () => {
    const order = await newOrder(ctx, actors.member);
    const received = await ctx.post(`${OPS}/orders/${order.id}/events`, { token: actors.operator, body: event('RECEIVED') });
    expect(received.statusCode).toBe(200);
    const zh = await cancel(actors.member, order.id);
    expect(zh.statusCode).toBe(400);
    expect(errorOf(zh)).toMatchObject({ code: 'Logistics:CancelNotAllowed' });
    expect(errorOf(zh).message).toContain(order.waybillNumber);
    expect(errorOf(zh).message).toContain('已入库');
    const en = await cancel(actors.member, order.id, 'en');
    expect(errorOf(en).message).toMatch(/can no longer be cancelled/);
    expect(errorOf(en).message).not.toMatch(/[\u4e00-\u9fff]/);
    const after = (await ctx.get(`${F}/order/${order.id}`, { token: actors.member })).json();
    expect(after.status).toBe(OrderStatus.Received);
    expect(await auditCount(ctx, order.id)).toBe(1); // the staff's RECEIVED only

    for (const status of [OrderStatus.InTransit, OrderStatus.Delivered, OrderStatus.Exception, OrderStatus.Cancelled]) {
      const other = await newOrder(ctx, actors.merchant);
      await forceStatus(ctx, other.id, status, status === OrderStatus.Exception ? OrderStatus.Submitted : null);
      const res = await cancel(actors.merchant, other.id);
      expect([status, res.statusCode, errorOf(res).code]).toEqual([status, 400, 'Logistics:CancelNotAllowed']);
    }
  });

  it('cancelling twice: the second is refused (already cancelled), one event only', async () => {
    const order = await newOrder(ctx, actors.member);
    expect((await cancel(actors.member, order.id)).statusCode).toBe(200);
    const again = await cancel(actors.member, order.id);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toContain('已取消');
    const events = await ctx.db.selectFrom('tracking_events').select('code').where('orderId', '=', order.id).execute();
    expect(events.map((e) => e.code).sort()).toEqual(['CANCELLED', 'SUBMITTED']);
  });

  it("another customer's order is 404 and stays Submitted; anonymous 401; staff 403; not an id 400", async () => {
    const order = await newOrder(ctx, actors.member);
    expect((await cancel(actors.merchant, order.id)).statusCode).toBe(404);
    expect((await cancel(actors.merchant, MISSING_ID)).statusCode).toBe(404);
    expect((await cancel(null, order.id)).statusCode).toBe(401);
    expect((await cancel(actors.operator, order.id)).statusCode).toBe(403);
    expect((await cancel(actors.member, 'not-an-id')).statusCode).toBe(400);
    const still = (await ctx.get(`${F}/order/${order.id}`, { token: actors.member })).json();
    expect(still.status).toBe(OrderStatus.Submitted);
    expect(await auditCount(ctx, order.id)).toBe(0);
  });
});
