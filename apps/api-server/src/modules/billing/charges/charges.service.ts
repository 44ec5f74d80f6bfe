import { newId, nowIso } from '../../../db/ids';
import { priceShipment, type QuoteBox, type Unavailable } from '../../rates';
import { billingAccountOf } from '../accounts/billing-accounts.service';
import type { BillingExecutor, BillingTx } from '../billing.db';
import type { ChargesTable } from '../billing.tables';
import { reviewHoldAfterCharge } from '../holds/holds.service';
import { appendEntry, reverseEntry, type LedgerActor } from '../ledger/ledger.service';
import { chargeLinesOf, type ChargeLine, type ChargeLineKind } from './charge-lines';
import { findChargeLines, findLiveCharge, insertCharge, supersedeCharge, type ChargeLineRow, type ChargeRow } from './charges.repository';

// An order's charge when the warehouse weighs it: priced by the rates module's `quote` (the public quote's function)
// at the measured boxes, booked as a 'charge' entry of the customer's ledger, in the receiving's own transaction.
// Weighed again before the charge is invoiced, the order is priced again: when the price or its figures changed,
// the old charge is superseded, its entry reversed by a new one, and a new charge booked (entries are never edited).
// An order the product cannot price (no zone for the country, weight out of the product's limits, a sheet in
// another currency than the customer's account) is received without a charge: staff add one (a later slice).
// A charge the customer's account cannot cover holds the order for payment (../holds).

/** An order's charge with its lines, as stored (numbers read back as numbers). */
export interface Charge extends Omit<ChargesTable, 'supersededAt'> {
  lines: ChargeLine[];
}

/** The order being received, as the orders module knows it. */
export interface ReceivedOrder {
  id: string;
  waybillNumber: string;
  customerId: string;
  routingId: string;
  destinationCountryCode: string;
}

/** Why an order got no charge: the product's reason (rates' Unavailable), no such product, or another currency. */
export type UnpricedReason = Unavailable | 'no-product' | 'currency-mismatch';

export type ChargeOutcome =
  | { kind: 'charged'; charge: Charge; replaced: boolean }
  | { kind: 'unchanged'; charge: Charge }
  | { kind: 'invoiced'; charge: Charge }
  | { kind: 'unpriced'; reason: UnpricedReason; replaced: boolean };

const ORDER_REFERENCE = 'order';

const lineOf = (l: ChargeLineRow): ChargeLine => ({
  kind: l.kind as ChargeLineKind,
  quantity: l.quantity === null ? null : Number(l.quantity),
  unitAmountMinor: l.unitAmountMinor === null ? null : Number(l.unitAmountMinor),
  weightGrams: l.weightGrams === null ? null : Number(l.weightGrams),
  basisPoints: l.basisPoints === null ? null : Number(l.basisPoints),
  amountMinor: Number(l.amountMinor),
});

/** The lines of the charge `chargeId`, in their order. */
export async function chargeLinesOfCharge(db: BillingExecutor, chargeId: string): Promise<ChargeLine[]> {
  return (await findChargeLines(db, chargeId)).map(lineOf);
}

async function chargeOf(db: BillingExecutor, row: ChargeRow): Promise<Charge> {
  return {
    id: row.id,
    orderId: row.orderId,
    customerId: row.customerId,
    ledgerEntryId: row.ledgerEntryId,
    routingId: row.routingId,
    rateSheetVersion: row.rateSheetVersion,
    zoneCode: row.zoneCode,
    pricingMethod: row.pricingMethod,
    currency: row.currency,
    actualWeightGrams: Number(row.actualWeightGrams),
    volumeWeightGrams: Number(row.volumeWeightGrams),
    chargeableWeightGrams: Number(row.chargeableWeightGrams),
    totalMinor: Number(row.totalMinor),
    createdAt: row.createdAt,
    invoicedAt: row.invoicedAt,
    lines: await chargeLinesOfCharge(db, row.id),
  };
}

/** The order's live charge with its lines, or undefined when it has none. */
export async function liveChargeOf(db: BillingExecutor, orderId: string): Promise<Charge | undefined> {
  const row = await findLiveCharge(db, orderId);
  return row && chargeOf(db, row);
}

type Priced = Omit<Charge, 'id' | 'ledgerEntryId' | 'createdAt' | 'invoicedAt'>;

/** What the order costs for `boxes`, or why it cannot be priced. */
async function priceOrder(trx: BillingTx, order: ReceivedOrder, boxes: readonly QuoteBox[]): Promise<Priced | UnpricedReason> {
  const priced = await priceShipment(trx, { routingId: order.routingId, countryCode: order.destinationCountryCode, boxes });
  if (!priced) return 'no-product';
  const { sheet, outcome } = priced;
  if (!outcome.price) return outcome.unavailable ?? 'no-rate';
  const account = await billingAccountOf(trx, order.customerId);
  // Converting at a staff-maintained exchange rate is a later slice: until then such an order waits for staff.
  if (sheet.currency !== account.currency) return 'currency-mismatch';
  return {
    orderId: order.id,
    customerId: order.customerId,
    routingId: order.routingId,
    rateSheetVersion: sheet.lastModificationTime,
    zoneCode: outcome.price.zone.code,
    pricingMethod: outcome.price.method,
    currency: sheet.currency,
    actualWeightGrams: outcome.actualWeightGrams,
    volumeWeightGrams: outcome.volumeWeightGrams,
    chargeableWeightGrams: outcome.chargeableWeightGrams,
    totalMinor: outcome.price.totalMinor,
    lines: chargeLinesOf(outcome.price, outcome.chargeableWeightGrams, sheet.fuelSurchargeBasisPoints),
  };
}

/** Whether the live charge already says what `priced` says (the same parcels weighed again, a duplicate submit). */
const samePrice = (live: Charge, priced: Priced): boolean =>
  (Object.keys(priced) as (keyof Priced)[]).every((key) => JSON.stringify(live[key]) === JSON.stringify(priced[key]));

/**
 * Charges the order just weighed with `boxes`, in the receiving's transaction `trx` (the caller holds the order's
 * row lock, so one order is charged by one receiving at a time; the unique index backs that up).
 */
export async function chargeReceivedOrder(
  trx: BillingTx,
  order: ReceivedOrder,
  boxes: readonly QuoteBox[],
  actor: LedgerActor,
  time = nowIso(),
): Promise<ChargeOutcome> {
  const live = await liveChargeOf(trx, order.id);
  if (live?.invoicedAt) return { kind: 'invoiced', charge: live };
  const priced = await priceOrder(trx, order, boxes);
  if (live && typeof priced !== 'string' && samePrice(live, priced)) return { kind: 'unchanged', charge: live };
  if (live) {
    // Not superseded when an invoice took the charge since it was read (the invoice holds the row until it commits).
    if (!(await supersedeCharge(trx, live.id, time))) return { kind: 'invoiced', charge: { ...live, invoicedAt: time } };
    await reverseEntry(trx, live.ledgerEntryId, actor, order.waybillNumber, time);
  }
  const held = { id: order.id, waybillNumber: order.waybillNumber, customerId: order.customerId };
  if (typeof priced === 'string') {
    // No charge left to pay for: a hold it had is over.
    if (live) await reviewHoldAfterCharge(trx, held, null, actor, time);
    return { kind: 'unpriced', reason: priced, replaced: live !== undefined };
  }
  const reference = { type: ORDER_REFERENCE, id: order.id, label: order.waybillNumber };
  const entry = await appendEntry(
    trx,
    { customerId: order.customerId, kind: 'charge', amountMinor: -priced.totalMinor, currency: priced.currency, reference, memo: order.waybillNumber },
    actor,
    time,
  );
  const charge: Charge = { ...priced, id: newId(), ledgerEntryId: entry.id, createdAt: time, invoicedAt: null };
  const { lines, ...row } = charge;
  await insertCharge(
    trx,
    { ...row, supersededAt: null },
    lines.map((l, i) => ({ chargeId: charge.id, lineNo: i + 1, ...l })),
  );
  // Pay before dispatch: held when the account no longer covers it (docs/domain/billing.md, "Holds").
  await reviewHoldAfterCharge(trx, held, charge.totalMinor, actor, time);
  return { kind: 'charged', charge, replaced: live !== undefined };
}
