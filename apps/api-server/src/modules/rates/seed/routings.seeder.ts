import { nowIso } from '../../../db/ids';
import type { Seeder } from '../../../seed/seeders';
import { regionId } from '../../regions';
import { findRoutings, insertRoutings } from '../products/routings.repository';
import { ROUTING_SEEDS } from './routings.seed-data';
import type { RatesScope, RatesTx } from '../rates.db';

// Routing ids derive from their code, so every machine (and the e2e tests) agree on them.
export const routingIdOf = (code: string): string => regionId(100, `routing:${code}`);

/** Adds the routings whose code is missing; existing ones (maybe edited by staff) are left alone. */
export async function seedRoutings(db: RatesTx): Promise<number> {
  const existing = new Set((await findRoutings(db)).map((r) => r.code));
  const missing = ROUTING_SEEDS.filter((r) => !existing.has(r.code));
  if (missing.length === 0) return 0;
  const now = nowIso();
  await insertRoutings(
    db,
    missing.map((r) => ({
      ...r,
      id: routingIdOf(r.code),
      destinationCountryCodes: JSON.stringify(r.destinationCountryCodes),
      isActive: 1,
      creationTime: now,
    })),
  );
  return missing.length;
}

export const routingsSeeder: Seeder<RatesScope> = {
  name: 'rates-routings',
  async seed(db, ctx) {
    const added = await seedRoutings(db);
    if (added) ctx.log.info(`rates: ${added} routings seeded`);
  },
};
