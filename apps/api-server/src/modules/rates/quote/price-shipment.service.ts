import type { Executor } from '../../../db/transaction';
import { quote, type QuoteBox, type QuoteOutcome } from '../pricing/pricing';
import { findRouting } from '../products/routings.repository';
import { rateSheetOf, type StoredRateSheet } from '../rate-sheets/rate-sheets.repository';
import type { RatesTables } from '../rates.tables';

// What another module asks for a price (billing, when an order is weighed): the product's sheet and `quote` on it,
// the very function the public quote calls, so a charge and a quote of the same boxes cannot differ. A retired
// product still prices the orders already placed on it.

export interface PricedShipment {
  sheet: StoredRateSheet;
  outcome: QuoteOutcome;
}

/** `boxes` to `countryCode` by the product `routingId` under its sheet; undefined when the product does not exist. */
export async function priceShipment(
  db: Executor<RatesTables>,
  shipment: { routingId: string; countryCode: string; boxes: readonly QuoteBox[] },
): Promise<PricedShipment | undefined> {
  const routing = await findRouting(db, shipment.routingId);
  if (!routing) return undefined;
  const sheet = await rateSheetOf(db, routing);
  return { sheet, outcome: quote(sheet, routing, { countryCode: shipment.countryCode, boxes: shipment.boxes }) };
}
