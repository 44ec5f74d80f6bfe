import { OrderStatus } from '@forwarder/contracts/api-ops';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { AIR_EXP, orderInput, receiverNyc, SEA_LCL } from '../testing/fixtures';
import { auditCount, errorOf, event, F, forceStatus, membersOf, newOrder, OPS, setUpOps, type OpsActors } from '../testing/ops-fixtures';
import { CUSTOMER_EDIT_EVENT } from './edit-order.service';

// A customer editing their own order (updateOrder, api-f) on the real server: only while Submitted, with
// createOrder's validation, an ORDER_EDITED line on the timeline and the changed fields in the audit log; never
// another's order.

const orderUrl = (id: string) => `${F}/order/${id}`;
const MISSING_ID = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';

const edited = orderInput({
  routingId: AIR_EXP,
  receiver: { ...receiverNyc, name: 'Jane Doe', street: '1 Main St' },
  parcels: [
    { quantity: 1, weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 },
    { quantity: 3, weightKg: 1.5, lengthCm: 20, widthCm: 20, heightCm: 20 },
  ],
  declaredItems: [{ name: '手机壳', nameEn: 'Phone cases', quantity: 4, unitValue: 2.5, currency: 'EUR' }],
  customerReference: 'SHOP-2',
  remark: '',
});

describe('updateOrder (a customer edits while Submitted)', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const edit = (user: TestUser | null, id: string, body: unknown = edited, locale?: string) =>
    ctx.put(orderUrl(id), { body, ...(user ? { token: user } : {}), ...(locale ? { locale } : {}) });

  it.each(['member', 'merchant'] as const)('a %s edits a submitted order: fields, recomputed figures, timeline, audit entry', async (who) => {
    const customer = actors[who];
    const order = await newOrder(ctx, customer);
    const res = await edit(customer, order.id, edited, 'en');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: order.id,
      waybillNumber: order.waybillNumber,
      status: OrderStatus.Submitted,
      routingId: AIR_EXP,
      receiver: { name: 'Jane Doe', street: '1 Main St' },
      parcelCount: 4,
      totalWeightKg: 6.5,
      declaredValue: 10,
      declaredCurrency: 'EUR',
      customerReference: 'SHOP-2',
      remark: '',
    });
    expect(body.parcels).toHaveLength(2);
    expect(body.declaredItems).toEqual([expect.objectContaining({ name: '手机壳', quantity: 4, totalValue: 10, currency: 'EUR', hsCode: '' })]);
    expect(body.trackingEvents).toHaveLength(2);
    expect(body.trackingEvents[0]).toMatchObject({ status: 10, location: CUSTOMER_EDIT_EVENT.locationEn, description: CUSTOMER_EDIT_EVENT.descriptionEn });

    // The Chinese detail reads the Chinese line; staff see its code, its source and who wrote it.
    const zh = (await ctx.get(orderUrl(order.id), { token: customer })).json();
    expect(zh.trackingEvents[0]).toMatchObject({ location: CUSTOMER_EDIT_EVENT.locationZh, description: CUSTOMER_EDIT_EVENT.descriptionZh });
    const ops = (await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator })).json();
    expect(ops.events[0]).toMatchObject({ code: 'ORDER_EDITED', source: 'customer', actorUserName: customer.userName });

    const audit = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', order.id).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'order.customer-edit', actorId: customer.id, entityLabel: order.waybillNumber })]);
    const before = JSON.parse(audit[0]?.before ?? '{}');
    const after = JSON.parse(audit[0]?.after ?? '{}');
    expect(before).toMatchObject({ routingId: orderInput().routingId, customerReference: 'SHOP-10023', remark: '易碎品', declaredCurrency: 'USD' });
    expect(after).toMatchObject({ routingId: AIR_EXP, customerReference: 'SHOP-2', remark: '', declaredCurrency: 'EUR', receiver: { name: 'Jane Doe' } });
    expect(after.parcels).toHaveLength(2);
    // Only what changed: the sender stayed the same.
    expect(Object.keys(after)).not.toContain('sender');

    // No status mail: the status did not change.
    const mails = await ctx.db.selectFrom('order_status_mails').selectAll().where('orderId', '=', order.id).execute();
    expect(mails).toEqual([]);
  });

  it('may edit twice: each edit is its own line on the timeline', async () => {
    const order = await newOrder(ctx, actors.member);
    expect((await edit(actors.member, order.id)).statusCode).toBe(200);
    expect((await edit(actors.member, order.id, orderInput({ remark: '再次修改' }))).statusCode).toBe(200);
    const events = await ctx.db.selectFrom('tracking_events').select('code').where('orderId', '=', order.id).execute();
    expect(events.map((e) => e.code).sort()).toEqual(['ORDER_EDITED', 'ORDER_EDITED', 'SUBMITTED']);
    const lines = await ctx.db.selectFrom('order_parcels').select('orderId').where('orderId', '=', order.id).execute();
    expect(lines).toHaveLength(1);
    expect(await auditCount(ctx, order.id)).toBe(2);
  });

  it('refuses once the parcel is received, or later, in the request language, and changes nothing', async () => {
    const order = await newOrder(ctx, actors.member);
    expect((await ctx.post(`${OPS}/orders/${order.id}/events`, { token: actors.operator, body: event('RECEIVED') })).statusCode).toBe(200);
    const zh = await edit(actors.member, order.id);
    expect(zh.statusCode).toBe(400);
    expect(errorOf(zh)).toMatchObject({ code: 'Logistics:EditNotAllowed' });
    expect(errorOf(zh).message).toContain(order.waybillNumber);
    expect(errorOf(zh).message).toContain('已入库');
    const en = await edit(actors.member, order.id, edited, 'en');
    expect(errorOf(en).message).toMatch(/can no longer be edited/);
    expect(errorOf(en).message).not.toMatch(/[\u4e00-\u9fff]/);
    // Refused whatever the (well-formed) body: the status is the first thing said.
    expect(errorOf(await edit(actors.member, order.id, orderInput({ routingId: SEA_LCL }))).code).toBe('Logistics:EditNotAllowed');
    const after = (await ctx.get(orderUrl(order.id), { token: actors.member })).json();
    expect(after).toMatchObject({ status: OrderStatus.Received, customerReference: 'SHOP-10023', receiver: { name: receiverNyc.name } });
    expect(await auditCount(ctx, order.id)).toBe(1); // the staff's RECEIVED only

    for (const status of [OrderStatus.InTransit, OrderStatus.Delivered, OrderStatus.Exception, OrderStatus.Cancelled]) {
      const other = await newOrder(ctx, actors.merchant);
      await forceStatus(ctx, other.id, status, status === OrderStatus.Exception ? OrderStatus.Submitted : null);
      const res = await edit(actors.merchant, other.id);
      expect([status, res.statusCode, errorOf(res).code]).toEqual([status, 400, 'Logistics:EditNotAllowed']);
    }
  });

  it('validates the body as createOrder does, per field, and changes nothing', async () => {
    const order = await newOrder(ctx, actors.member);
    const bad = orderInput({
      receiver: { ...receiverNyc, name: '' },
      parcels: [{ quantity: 0, weightKg: 3, lengthCm: 10, widthCm: 10, heightCm: 10 }],
      declaredItems: [{ name: '耳机', nameEn: '', quantity: 1, unitValue: 1, currency: 'USD' }],
    });
    const res = await edit(actors.member, order.id, bad, 'en');
    expect(res.statusCode).toBe(400);
    expect(membersOf(res)).toEqual(expect.arrayContaining(['receiver.name', 'parcels[0].quantity', 'declaredItems[0].nameEn']));
    // Another transport mode would need another waybill number: refused on the product field.
    const sea = await edit(actors.member, order.id, orderInput({ routingId: SEA_LCL }), 'en');
    expect(sea.statusCode).toBe(400);
    expect(membersOf(sea)).toEqual(['routingId']);
    expect(errorOf(sea).validationErrors?.[0]?.message).toMatch(/same transport mode/);
    const still = (await ctx.get(orderUrl(order.id), { token: actors.member })).json();
    expect(still).toMatchObject({ receiver: { name: receiverNyc.name }, parcelCount: 2, trackingEvents: [{ status: 10 }] });
    expect(await auditCount(ctx, order.id)).toBe(0);
  });

  it("another customer's order is 404 and unchanged; anonymous 401; staff 403; not an id 400", async () => {
    const order = await newOrder(ctx, actors.member);
    expect((await edit(actors.merchant, order.id)).statusCode).toBe(404);
    expect((await edit(actors.merchant, MISSING_ID)).statusCode).toBe(404);
    expect((await edit(null, order.id)).statusCode).toBe(401);
    expect((await edit(actors.operator, order.id)).statusCode).toBe(403);
    expect((await edit(actors.member, 'not-an-id')).statusCode).toBe(400);
    const still = (await ctx.get(orderUrl(order.id), { token: actors.member })).json();
    expect(still).toMatchObject({ routingId: orderInput().routingId, customerReference: 'SHOP-10023' });
    expect(await auditCount(ctx, order.id)).toBe(0);
  });
});
