import type { TestContext } from '../../../../test/harness';
import { AIR_STD } from '../../orders/testing/fixtures';
import { F, newOrder, OPS, type OpsActors } from '../../orders/testing/ops-fixtures';
import { routingIdOf } from '../../rates';
import { billingSuite, receiveBoxes, type Box } from '../testing/billing-fixtures';
import { balanceOf, ledgerOf, liveChargeOf, type Charge } from '../index';
import { findLedgerProblems } from '../ledger/ledger-checks.repository';

// Issue 29, charges at receiving, on the real server with the seeded products and rate sheets: the warehouse weighs
// an order and it is charged what the public quote asks for the same boxes, once, in the receipt's transaction;
// weighed again it is recharged (the old entry reversed), and the ledger balances throughout.

const BOXES: Box[] = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];
const AIR_ECO = routingIdOf('AIR-ECO');
const AIR_EXP = routingIdOf('AIR-EXP');

describe('charges at receiving', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  billingSuite((suite) => ({ ctx, actors } = suite));

  const receive = (waybillNumber: string, parcels: Box[]) => receiveBoxes(ctx, actors, waybillNumber, parcels);
  const chargesOf = (orderId: string) => ctx.db.selectFrom('charges').selectAll().where('orderId', '=', orderId).execute();
  const entriesOf = async (orderId: string) => (await ledgerOf(ctx.db, actors.member.id)).filter((e) => e.referenceId === orderId);
  const liveCharge = async (orderId: string): Promise<Charge> => {
    const charge = await liveChargeOf(ctx.db, orderId);
    if (!charge) throw new Error(`order ${orderId} has no live charge`);
    return charge;
  };
  /** The public quote of `routingId` for `boxes` to the United States. */
  const quoted = async (routingId: string, boxes: Box[]) => {
    const res = await ctx.post(`${F}/quote`, { body: { destinationCountryCode: 'US', routingId, parcels: boxes.map((b) => ({ ...b, quantity: 1 })) }, locale: 'en' });
    expect(res.statusCode).toBe(200);
    const [item] = res.json().items;
    expect(item).toMatchObject({ routingId, available: true });
    return item;
  };
  const minor = (amount: number) => Math.round(amount * 100);
  /** A rate-sheet line: none of a staff-added line's fields, not converted. */
  const NOT_MANUAL = { chargeTypeCode: null, reason: null, manualLineId: null, sourceAmountMinor: null };

  it('charges a weighed order once, with the breakdown the quote gives for the same boxes (step product)', async () => {
    const order = await newOrder(ctx, actors.member);
    expect((await receive(order.waybillNumber, BOXES)).statusCode).toBe(200);

    const charge = await liveCharge(order.id);
    const quote = await quoted(AIR_STD, BOXES);
    expect(charge).toMatchObject({ routingId: AIR_STD, zoneCode: 'US', pricingMethod: 'step', currency: 'CNY', customerId: actors.member.id });
    expect(charge.chargeableWeightGrams).toBe(Math.round(quote.chargeableWeightKg * 1000));
    expect(charge.totalMinor).toBe(minor(quote.price.total));
    // docs/domain/billing.md, example 1: 8.5 kg, ¥120 for the first 0.5 kg, 16 further 0.5 kg steps at ¥32, 12.5 % fuel on ¥632.
    expect(charge.lines).toEqual([
      { kind: 'first-weight', quantity: null, unitAmountMinor: null, weightGrams: 500, basisPoints: null, amountMinor: minor(quote.price.basePrice), ...NOT_MANUAL },
      { kind: 'additional-weight', quantity: quote.price.additionalSteps, unitAmountMinor: 3200, weightGrams: 500, basisPoints: null, amountMinor: minor(quote.price.additionalPrice), ...NOT_MANUAL },
      { kind: 'fuel-surcharge', quantity: null, unitAmountMinor: null, weightGrams: null, basisPoints: 1250, amountMinor: minor(quote.price.fuelSurcharge), ...NOT_MANUAL },
    ]);
    expect(charge).toMatchObject({ chargeableWeightGrams: 8500, totalMinor: 71100 });
    expect(charge.lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(charge.totalMinor);

    expect(await chargesOf(order.id)).toHaveLength(1);
    const entries = await entriesOf(order.id);
    expect(entries).toEqual([
      expect.objectContaining({ id: charge.ledgerEntryId, kind: 'charge', amountMinor: -71100, currency: 'CNY', referenceType: 'order', reversesEntryId: null, actorUserName: actors.operator.userName, memo: order.waybillNumber }),
    ]);
  });

  it('prices a per-kg product by its band at the measured weight, with the minimum charge as a line of its own', async () => {
    const order = await newOrder(ctx, actors.member, { routingId: AIR_ECO });
    const light = [{ weightKg: 0.6, lengthCm: 20, widthCm: 15, heightCm: 10 }, { weightKg: 0.6, lengthCm: 20, widthCm: 15, heightCm: 10 }];
    expect((await receive(order.waybillNumber, light)).statusCode).toBe(200);
    const charge = await liveCharge(order.id);
    const quote = await quoted(AIR_ECO, light);
    // docs/domain/billing.md, example 2: 2 kg at ¥62 = ¥124, raised to the minimum ¥150, + 10 % fuel = ¥165.
    expect(charge.lines).toEqual([
      { kind: 'per-kg', quantity: null, unitAmountMinor: 6200, weightGrams: 2000, basisPoints: null, amountMinor: minor(quote.price.tariff), ...NOT_MANUAL },
      { kind: 'minimum', quantity: null, unitAmountMinor: null, weightGrams: null, basisPoints: null, amountMinor: minor(quote.price.minimumCharge - quote.price.tariff), ...NOT_MANUAL },
      { kind: 'fuel-surcharge', quantity: null, unitAmountMinor: null, weightGrams: null, basisPoints: 1000, amountMinor: minor(quote.price.fuelSurcharge), ...NOT_MANUAL },
    ]);
    expect(charge.totalMinor).toBe(minor(quote.price.total));
    expect(charge.totalMinor).toBe(16500);
  });

  it('rounds once: the fuel surcharge half up on the whole charge, the lines adding up to the total exactly', async () => {
    // docs/domain/billing.md, example 3: Express air with a 12.75 % fuel surcharge (set here; seeded 18 %).
    await ctx.db.updateTable('rate_sheets').set({ fuelSurchargeBasisPoints: 1275 }).where('routingId', '=', AIR_EXP).execute();
    const order = await newOrder(ctx, actors.member, { routingId: AIR_EXP });
    const boxes = [{ weightKg: 3.9, lengthCm: 40, widthCm: 25, heightCm: 25 }, { weightKg: 3.9, lengthCm: 40, widthCm: 25, heightCm: 25 }];
    expect((await receive(order.waybillNumber, boxes)).statusCode).toBe(200);
    const charge = await liveCharge(order.id);
    // 10 kg: ¥180 + 19 × ¥46 = ¥1,054; 12.75 % of it is ¥134.385 → ¥134.39; total ¥1,188.39.
    expect(charge.lines.map((l) => [l.kind, l.amountMinor])).toEqual([['first-weight', 18_000], ['additional-weight', 87_400], ['fuel-surcharge', 13_439]]);
    expect(charge).toMatchObject({ chargeableWeightGrams: 10_000, totalMinor: 118_839 });
    expect(charge.totalMinor).toBe(minor((await quoted(AIR_EXP, boxes)).price.total));
  });

  it('re-weighed before invoicing: the old entry reversed, a new charge booked; the same figures again change nothing', async () => {
    const order = await newOrder(ctx, actors.member);
    await receive(order.waybillNumber, BOXES);
    const first = await liveCharge(order.id);
    const heavier = [{ weightKg: 12.2, lengthCm: 42, widthCm: 30, heightCm: 20 }];
    expect((await receive(order.waybillNumber, heavier)).statusCode).toBe(200);

    const second = await liveCharge(order.id);
    const quote = await quoted(AIR_STD, heavier);
    expect(second.id).not.toBe(first.id);
    expect(second.totalMinor).toBe(minor(quote.price.total));
    // docs/domain/billing.md, example 4: 12.5 kg, ¥120 + 24 × ¥32 = ¥888, fuel ¥111.00, total ¥999.00.
    expect(second).toMatchObject({ chargeableWeightGrams: 12_500, totalMinor: 99_900 });
    const rows = await chargesOf(order.id);
    expect(rows.map((r) => [r.id, r.supersededAt === null])).toEqual(expect.arrayContaining([[first.id, false], [second.id, true]]));
    const entries = await entriesOf(order.id);
    expect(entries.map((e) => [e.kind, e.amountMinor, e.reversesEntryId])).toEqual([
      ['charge', -first.totalMinor, null],
      ['reversal', first.totalMinor, first.ledgerEntryId],
      ['charge', -second.totalMinor, null],
    ]);
    expect(entries[2]?.id).toBe(second.ledgerEntryId);

    // The same boxes again (a duplicate submit): no new charge, no new entry.
    expect((await receive(order.waybillNumber, heavier)).statusCode).toBe(200);
    expect((await liveCharge(order.id)).id).toBe(second.id);
    expect(await entriesOf(order.id)).toHaveLength(3);
  });

  it('an invoiced charge is kept when the order is weighed again', async () => {
    const order = await newOrder(ctx, actors.member);
    await receive(order.waybillNumber, BOXES);
    const charge = await liveCharge(order.id);
    // Invoicing is a later slice of issue 29: mark the charge as its invoice will.
    await ctx.db.updateTable('charges').set({ invoicedAt: new Date().toISOString() }).where('id', '=', charge.id).execute();
    expect((await receive(order.waybillNumber, [{ weightKg: 20, lengthCm: 42, widthCm: 30, heightCm: 20 }])).statusCode).toBe(200);
    expect((await liveCharge(order.id)).id).toBe(charge.id);
    expect(await entriesOf(order.id)).toHaveLength(1);
  });

  it('an order its product cannot price is received without a charge; weighed out of the price, its charge is reversed', async () => {
    const order = await newOrder(ctx, actors.member);
    // A box of 80 kg: over Standard air's 70 kg a box.
    const tooHeavy = [{ weightKg: 80, lengthCm: 60, widthCm: 50, heightCm: 40 }, BOXES[1] as Box];
    const res = await receive(order.waybillNumber, tooHeavy);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 20, measured: { totalWeightKg: 83.7 } });
    expect(await chargesOf(order.id)).toHaveLength(0);
    expect(await entriesOf(order.id)).toHaveLength(0);

    await receive(order.waybillNumber, BOXES);
    const charge = await liveCharge(order.id);
    await receive(order.waybillNumber, tooHeavy);
    expect(await liveChargeOf(ctx.db, order.id)).toBeUndefined();
    expect((await entriesOf(order.id)).map((e) => [e.kind, e.amountMinor])).toEqual([
      ['charge', -charge.totalMinor],
      ['reversal', charge.totalMinor],
    ]);
  });

  it('the charge is written in the receipt\'s transaction: a charge that fails leaves no receipt either', async () => {
    const order = await newOrder(ctx, actors.member);
    // The charge's lines are the receipt's last write: without their table it fails after the measurement, the
    // event, the ledger entry and the charge were written, and all of it must roll back.
    await ctx.db.schema.alterTable('charge_lines').renameTo('charge_lines_off').execute();
    try {
      expect((await receive(order.waybillNumber, BOXES)).statusCode).toBe(500);
    } finally {
      await ctx.db.schema.alterTable('charge_lines_off').renameTo('charge_lines').execute();
    }
    const detail = (await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator })).json();
    expect(detail).toMatchObject({ status: 10, measured: null, events: [{ code: 'SUBMITTED' }] });
    expect(await chargesOf(order.id)).toHaveLength(0);
    expect(await entriesOf(order.id)).toHaveLength(0);
    // Received again with the table back: receipt and charge together.
    expect((await receive(order.waybillNumber, BOXES)).statusCode).toBe(200);
    expect((await liveCharge(order.id)).totalMinor).toBe(71_100);
  });

  it('receiving submitted twice at once creates one charge and one entry', async () => {
    const orders = await Promise.all([newOrder(ctx, actors.member), newOrder(ctx, actors.member), newOrder(ctx, actors.merchant)]);
    const responses = await Promise.all(orders.flatMap((o) => [receive(o.waybillNumber, BOXES), receive(o.waybillNumber, BOXES)]));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const order of orders) {
      expect(await chargesOf(order.id)).toHaveLength(1);
      expect((await liveCharge(order.id)).totalMinor).toBe(71100);
    }
    const merchantEntries = await ledgerOf(ctx.db, actors.merchant.id);
    expect(merchantEntries.map((e) => [e.entryNo, e.kind, e.amountMinor])).toEqual([[1, 'charge', -71100]]);
  });

  it('two different weighings of one order at once leave one live charge, the other one reversed', async () => {
    const order = await newOrder(ctx, actors.merchant);
    const heavier = [{ weightKg: 12.2, lengthCm: 42, widthCm: 30, heightCm: 20 }, BOXES[1] as Box];
    const responses = await Promise.all([receive(order.waybillNumber, BOXES), receive(order.waybillNumber, heavier)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const live = await liveCharge(order.id);
    const rows = await chargesOf(order.id);
    expect(rows.filter((r) => r.supersededAt === null)).toHaveLength(1);
    // Whichever came second is the live charge; the first, if it was booked, is reversed: the order owes exactly it.
    const entries = (await ledgerOf(ctx.db, actors.merchant.id)).filter((e) => e.referenceId === order.id);
    expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(-live.totalMinor);
    expect(entries.map((e) => e.kind)).toEqual(rows.length === 1 ? ['charge'] : ['charge', 'reversal', 'charge']);
  });

  it('the ledger balances after all of it: each balance the sum of its entries, no order with two live charges', async () => {
    for (const customer of [actors.member, actors.merchant]) {
      const entries = await ledgerOf(ctx.db, customer.id);
      expect(entries.map((e) => e.entryNo)).toEqual(entries.map((_, i) => i + 1));
      expect(await balanceOf(ctx.db, customer.id)).toBe(entries.reduce((sum, e) => sum + e.amountMinor, 0));
    }
    const live = await ctx.db.selectFrom('charges').select('orderId').where('supersededAt', 'is', null).execute();
    expect(new Set(live.map((c) => c.orderId)).size).toBe(live.length);
    expect(await findLedgerProblems(ctx.db)).toEqual([]);
  });
});
