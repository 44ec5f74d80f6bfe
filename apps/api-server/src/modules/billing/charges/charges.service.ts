import { newId, nowIso } from '../../../db/ids';
import { BusinessError } from '../../../errors/app-errors';
import { priceShipment, type QuoteBox, type Unavailable } from '../../rates';
import { billingAccountOf } from '../accounts/billing-accounts.service';
import { convertMinor } from '../exchange-rates/conversion';
import { findRateInEffect } from '../exchange-rates/exchange-rates.repository';
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
// An order the product cannot price (no zone for the country, weight out of the product's limits) is received
// without a charge. A sheet in another currency than the customer's account is converted line by line at the
// exchange rate in effect (../exchange-rates); with no rate the receiving is refused as a whole (docs/decisions.md).
// Lines staff added (./manual-lines.service.ts) are carried to the new charge. A charge the customer's account
// cannot cover holds the order for payment (../holds).

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

/** Why an order got no charge: the product's reason (rates' Unavailable) or no such product. */
export type UnpricedReason = Unavailable | 'no-product';

export type ChargeOutcome =
  | { kind: 'charged'; charge: Charge; replaced: boolean }
  | { kind: 'unchanged'; charge: Charge }
  | { kind: 'invoiced'; charge: Charge }
  | { kind: 'unpriced'; reason: UnpricedReason; replaced: boolean };

const ORDER_REFERENCE = 'order';

const orNumber = (value: number | null): number | null => (value === null ? null : Number(value));

// bigint columns come back from PostgreSQL as strings: every number is read through Number().
const lineOf = (l: ChargeLineRow): ChargeLine => ({
  kind: l.kind as ChargeLineKind,
  quantity: orNumber(l.quantity),
  unitAmountMinor: orNumber(l.unitAmountMinor),
  weightGrams: orNumber(l.weightGrams),
  basisPoints: orNumber(l.basisPoints),
  amountMinor: Number(l.amountMinor),
  chargeTypeCode: l.chargeTypeCode,
  reason: l.reason,
  manualLineId: l.manualLineId,
  sourceAmountMinor: orNumber(l.sourceAmountMinor),
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
    sourceCurrency: row.sourceCurrency,
    exchangeRateScaled: orNumber(row.exchangeRateScaled),
    exchangeRateId: row.exchangeRateId,
    lines: await chargeLinesOfCharge(db, row.id),
  };
}

/** The order's live charge with its lines, or undefined when it has none. */
export async function liveChargeOf(db: BillingExecutor, orderId: string): Promise<Charge | undefined> {
  const row = await findLiveCharge(db, orderId);
  return row && chargeOf(db, row);
}

export type Priced = Omit<Charge, 'id' | 'ledgerEntryId' | 'createdAt' | 'invoicedAt'>;

const sumOf = (lines: readonly ChargeLine[]): number => lines.reduce((sum, l) => sum + l.amountMinor, 0);

/** What the order costs for `boxes` in the account's currency (converted at the rate in effect), or why it cannot be priced. */
async function priceOrder(trx: BillingTx, order: ReceivedOrder, boxes: readonly QuoteBox[], time: string): Promise<Priced | UnpricedReason> {
  const priced = await priceShipment(trx, { routingId: order.routingId, countryCode: order.destinationCountryCode, boxes });
  if (!priced) return 'no-product';
  const { sheet, outcome } = priced;
  if (!outcome.price) return outcome.unavailable ?? 'no-rate';
  const account = await billingAccountOf(trx, order.customerId);
  const lines = chargeLinesOf(outcome.price, outcome.chargeableWeightGrams, sheet.fuelSurchargeBasisPoints);
  const figures = {
    orderId: order.id,
    customerId: order.customerId,
    routingId: order.routingId,
    rateSheetVersion: sheet.lastModificationTime,
    zoneCode: outcome.price.zone.code,
    pricingMethod: outcome.price.method,
    currency: account.currency,
    actualWeightGrams: outcome.actualWeightGrams,
    volumeWeightGrams: outcome.volumeWeightGrams,
    chargeableWeightGrams: outcome.chargeableWeightGrams,
  };
  if (sheet.currency === account.currency) {
    return { ...figures, totalMinor: outcome.price.totalMinor, lines, sourceCurrency: null, exchangeRateScaled: null, exchangeRateId: null };
  }
  // Another currency: each line converted at the rate in effect, rounded once (docs/domain/billing.md, "Exchange rates").
  const rate = await findRateInEffect(trx, sheet.currency, account.currency, time);
  if (!rate) {
    throw new BusinessError('Billing:NoExchangeRate', 'Billing:NoExchangeRate', 400, { from: sheet.currency, to: account.currency, waybillNumber: order.waybillNumber });
  }
  const rateScaled = Number(rate.rateScaled);
  const converted = lines.map((l) => ({ ...l, sourceAmountMinor: l.amountMinor, amountMinor: convertMinor(l.amountMinor, rateScaled, account.currency) }));
  return { ...figures, totalMinor: sumOf(converted), lines: converted, sourceCurrency: sheet.currency, exchangeRateScaled: rateScaled, exchangeRateId: rate.id };
}

/** The lines staff added to `charge` (carried to every newer charge of the order). */
export const manualLinesOf = (charge: Pick<Charge, 'lines'>): ChargeLine[] => charge.lines.filter((l) => l.kind === 'manual');

/** Whether the live charge's priced part already says what `priced` says (the same parcels weighed again, a duplicate submit). */
function samePrice(live: Charge, priced: Priced): boolean {
  const manual = manualLinesOf(live);
  const pricedPart: Charge = { ...live, lines: live.lines.filter((l) => l.kind !== 'manual'), totalMinor: live.totalMinor - sumOf(manual) };
  return (Object.keys(priced) as (keyof Priced)[]).every((key) => JSON.stringify(pricedPart[key]) === JSON.stringify(priced[key]));
}

const orderReference = (order: Pick<ReceivedOrder, 'id' | 'waybillNumber'>) => ({ type: ORDER_REFERENCE, id: order.id, label: order.waybillNumber });

/** Books `draft` (its total the sum of its lines) as the order's live charge: a 'charge' entry and the charge's rows. */
export async function bookCharge(
  trx: BillingTx,
  draft: Omit<Priced, 'totalMinor'>,
  order: Pick<ReceivedOrder, 'id' | 'waybillNumber'>,
  actor: LedgerActor,
  time: string,
): Promise<Charge> {
  const totalMinor = sumOf(draft.lines);
  const entry = await appendEntry(
    trx,
    { customerId: draft.customerId, kind: 'charge', amountMinor: -totalMinor, currency: draft.currency, reference: orderReference(order), memo: order.waybillNumber },
    actor,
    time,
  );
  const charge: Charge = { ...draft, totalMinor, id: newId(), ledgerEntryId: entry.id, createdAt: time, invoicedAt: null };
  const { lines, ...row } = charge;
  await insertCharge(
    trx,
    { ...row, supersededAt: null },
    lines.map((l, i) => ({ chargeId: charge.id, lineNo: i + 1, ...l })),
  );
  return charge;
}

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
  const priced = await priceOrder(trx, order, boxes, time);
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
  // The lines staff added stay on the order's charge whatever it weighs.
  const charge = await bookCharge(trx, { ...priced, lines: [...priced.lines, ...(live ? manualLinesOf(live) : [])] }, order, actor, time);
  // Pay before dispatch: held when the account no longer covers it (docs/domain/billing.md, "Holds").
  await reviewHoldAfterCharge(trx, held, charge.totalMinor, actor, time);
  return { kind: 'charged', charge, replaced: live !== undefined };
}
