import { ChargeState, type components } from '@forwarder/contracts/api-ops';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locale';
import type { BillingExecutor } from '../billing.db';
import { findChargeTypesByCode } from '../charge-types/charge-types.repository';
import { chargeTypeName } from '../charge-types/charge-types.service';
import { formatRate } from '../exchange-rates/conversion';
import { paymentHoldOf } from '../holds/holds.service';
import { findLiveChargeTotals } from './charges.repository';
import { liveChargeOf } from './charges.service';

// An order's charge as both contracts' order details show it (the same shape in api-f and api-ops): its state and,
// when it has one, the live charge with its lines (staff-added ones named in `locale`), the conversion it was priced
// with, and its hold for payment. Weights in kg, as the orders show theirs.

type S = components['schemas'];
export interface OrderChargeView {
  chargeState: ChargeState;
  charge: S['OrderCharge'] | null;
  /** Held for payment (pay before dispatch): what the customer is to top up; null when not held. */
  paymentHold: S['OrderPaymentHold'] | null;
}

const kg = (grams: number): number => grams / 1000;

export async function orderChargeView(db: BillingExecutor, orderId: string, locale: Locale = DEFAULT_LOCALE): Promise<OrderChargeView> {
  const [charge, hold] = await Promise.all([liveChargeOf(db, orderId), paymentHoldOf(db, orderId)]);
  const paymentHold = hold ? { heldTime: hold.heldAt, amountDueMinor: hold.amountDueMinor, currency: hold.currency as S['CurrencyCode'] } : null;
  if (!charge) return { chargeState: ChargeState.Uncharged, charge: null, paymentHold };
  const types = await findChargeTypesByCode(db, charge.lines.flatMap((l) => (l.chargeTypeCode ? [l.chargeTypeCode] : [])));
  return {
    paymentHold,
    chargeState: charge.invoicedAt ? ChargeState.Invoiced : ChargeState.Charged,
    charge: {
      totalMinor: charge.totalMinor,
      currency: charge.currency as S['CurrencyCode'],
      sourceCurrency: charge.sourceCurrency,
      exchangeRate: charge.exchangeRateScaled === null ? null : formatRate(charge.exchangeRateScaled),
      chargeableWeightKg: kg(charge.chargeableWeightGrams),
      lines: charge.lines.map((l) => ({
        kind: l.kind,
        quantity: l.quantity,
        unitAmountMinor: l.unitAmountMinor,
        weightKg: l.weightGrams === null ? null : kg(l.weightGrams),
        basisPoints: l.basisPoints,
        amountMinor: l.amountMinor,
        lineId: l.manualLineId,
        chargeTypeCode: l.chargeTypeCode,
        chargeTypeName: l.chargeTypeCode === null ? null : ((type) => (type ? chargeTypeName(type, locale) : l.chargeTypeCode))(types.get(l.chargeTypeCode)),
        reason: l.reason,
        sourceAmountMinor: l.sourceAmountMinor,
      })),
      creationTime: charge.createdAt,
    },
  };
}

/** An order's charge as a list shows it: the live charge's total and currency, or nulls while uncharged. */
export interface OrderChargeTotal {
  chargeTotalMinor: number | null;
  chargeCurrency: S['CurrencyCode'] | null;
}

const UNCHARGED: OrderChargeTotal = { chargeTotalMinor: null, chargeCurrency: null };

/** The charges of a page of orders, in one query (My waybills, exports): every id answered, uncharged ones with nulls. */
export async function orderChargeTotals(db: BillingExecutor, orderIds: readonly string[]): Promise<Map<string, OrderChargeTotal>> {
  const totals = new Map<string, OrderChargeTotal>(orderIds.map((id) => [id, UNCHARGED]));
  for (const row of await findLiveChargeTotals(db, orderIds)) {
    // bigint columns come back from PostgreSQL as strings.
    totals.set(row.orderId, { chargeTotalMinor: Number(row.totalMinor), chargeCurrency: row.currency as S['CurrencyCode'] });
  }
  return totals;
}
