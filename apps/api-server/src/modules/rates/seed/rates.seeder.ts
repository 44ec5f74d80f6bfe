import { nowIso } from '../../../db/ids';
import type { Seeder } from '../../../seed/seeders';
import { destinationCodesOf } from '../products/routing.mapping';
import { findRoutings } from '../products/routings.repository';
import { saveRateSheet } from '../rate-sheets/rate-sheets.repository';
import { RATE_SHEET_SEEDS } from './rates.seed-data';
import type { Executor } from '../../../db/transaction';
import type { RatesScope } from '../rates.db';
import type { RatesTables } from '../rates.tables';

/**
 * Adds the seeded sheet of each seeded product that has no sheet yet; sheets staff saved are never touched. A zone
 * keeps only the countries the product delivers to now (staff may have narrowed them before this seeder first ran).
 * Returns how many sheets it added.
 */
export async function seedRateSheets(db: Executor<RatesTables>): Promise<number> {
  const routings = await findRoutings(db, { codes: Object.keys(RATE_SHEET_SEEDS) });
  const existing = new Set((await db.selectFrom('rate_sheets').select('routingId').execute()).map((r) => r.routingId));
  let added = 0;
  const now = nowIso();
  for (const routing of routings) {
    const seed = RATE_SHEET_SEEDS[routing.code];
    if (!seed || existing.has(routing.id)) continue;
    const served = destinationCodesOf(routing);
    const zones = seed.zones
      .map((zone) => ({ ...zone, countryCodes: served.length === 0 ? zone.countryCodes : zone.countryCodes.filter((c) => served.includes(c)) }))
      .filter((zone) => zone.countryCodes.length > 0);
    await saveRateSheet(db, routing.id, { ...seed, zones }, null, now);
    added += 1;
  }
  return added;
}

export const rateSheetsSeeder: Seeder<RatesScope> = {
  name: 'rates-rate-sheets',
  async seed(db, ctx) {
    const added = await seedRateSheets(db);
    if (added) ctx.log.info(`rates: ${added} rate sheets seeded`);
  },
};
