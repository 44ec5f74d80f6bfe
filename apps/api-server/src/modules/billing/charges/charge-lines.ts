import type { PriceBreakdown } from '../../rates';
import type { ChargeLinesTable } from '../billing.tables';

// A price's breakdown (rates' `quote`) as the lines of a charge. The lines add up to the price's total exactly:
// the tariff (first weight + additional steps, or the per-kg band at the chargeable weight), what the minimum
// charge adds on top of the tariff, and the fuel surcharge.

export type ChargeLineKind = 'first-weight' | 'additional-weight' | 'per-kg' | 'minimum' | 'fuel-surcharge' | 'manual';

/**
 * A line as stored, without its place (charge and number): 'manual' lines (added by staff) carry their type, reason
 * and id (kept while carried to the order's newer charges); converted lines their amount in the sheet's currency.
 */
export type ChargeLine = Omit<ChargeLinesTable, 'chargeId' | 'lineNo' | 'kind'> & { kind: ChargeLineKind };

const line = (kind: ChargeLineKind, amountMinor: number, details: Partial<Omit<ChargeLine, 'kind' | 'amountMinor'>> = {}): ChargeLine => ({
  kind,
  quantity: details.quantity ?? null,
  unitAmountMinor: details.unitAmountMinor ?? null,
  weightGrams: details.weightGrams ?? null,
  basisPoints: details.basisPoints ?? null,
  amountMinor,
  chargeTypeCode: null,
  reason: null,
  manualLineId: null,
  sourceAmountMinor: null,
});

/** The lines of `price` for `chargeableWeightGrams` under a sheet with `fuelSurchargeBasisPoints`. */
export function chargeLinesOf(price: PriceBreakdown, chargeableWeightGrams: number, fuelSurchargeBasisPoints: number): ChargeLine[] {
  const { zone } = price;
  const lines: ChargeLine[] =
    price.method === 'step'
      ? [
          line('first-weight', price.basePriceMinor, { weightGrams: zone.firstWeightGrams }),
          ...(price.additionalSteps > 0
            ? [
                line('additional-weight', price.additionalPriceMinor, {
                  quantity: price.additionalSteps,
                  unitAmountMinor: zone.additionalWeightPriceMinor,
                  weightGrams: zone.additionalWeightGrams,
                }),
              ]
            : []),
        ]
      : [line('per-kg', price.tariffMinor, { unitAmountMinor: price.pricePerKgMinor, weightGrams: chargeableWeightGrams })];
  if (price.minimumApplied) lines.push(line('minimum', price.chargeMinor - price.tariffMinor));
  if (price.fuelSurchargeMinor > 0 || fuelSurchargeBasisPoints > 0) {
    lines.push(line('fuel-surcharge', price.fuelSurchargeMinor, { basisPoints: fuelSurchargeBasisPoints }));
  }
  return lines;
}
