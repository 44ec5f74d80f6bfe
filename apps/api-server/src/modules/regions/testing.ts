import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { RegionsOwnTables } from './regions.db';
import { regionId } from './region-ids';
import { seedRegions } from './regions.seeder';

// For other modules' tests: seed the regions of a test database and address well-known regions by their
// deterministic ids (no lookup needed).

/** Seeds the regions (about 1-2 s): call it once per test file, in beforeAll. */
export async function seedRegionsForTest(db: Kysely<RegionsOwnTables>, dialect: DialectName): Promise<void> {
  await db.transaction().execute((trx) => seedRegions(trx, dialect));
}

export const TEST_REGIONS = {
  china: regionId(0, 'CN'),
  guangdong: regionId(1, '440000'),
  shenzhen: regionId(2, '440300'),
  nanshan: regionId(3, '440305'),
  beijing: regionId(1, '110000'),
  unitedStates: regionId(0, 'US'),
  newYorkState: regionId(1, 'US-NY'),
  california: regionId(1, 'US-CA'),
  /** A country whose addresses need no state or city (Google's rules: street and postcode). */
  singapore: regionId(0, 'SG'),
} as const;

export { regionId };
