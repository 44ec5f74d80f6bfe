import { findRoutings } from '../../rates';
import type { OrdersExecutor } from '../orders.db';

// Stuck parcels: a moving parcel without an event for longer than its product's staleAfterDays (the rates module's
// products say how long), or than the days the staff list's filter names.

const DAY_MS = 86_400_000;

export const daysAgo = (days: number, now = Date.now()): string => new Date(now - days * DAY_MS).toISOString();

/** Per product: the instant before which a last event makes its moving parcels stale. */
export interface StaleThreshold {
  routingId: string;
  /** ISO instant: last events before it are stale. */
  before: string;
}

export async function staleThresholds(db: OrdersExecutor, now = Date.now()): Promise<StaleThreshold[]> {
  const routings = await findRoutings(db);
  return routings.map((r) => ({ routingId: r.id, before: daysAgo(Number(r.staleAfterDays), now) }));
}
