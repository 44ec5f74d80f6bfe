import { readSetting, writeSetting } from '../../db/settings';
import type { Seeder } from '../../seed/seeders';
import { bulkInsert, type ColumnType } from './bulk-insert';
import { regionDataset } from './region-data';
import type { RegionPostalCodesTable, RegionsTable } from './regions.tables';
import type { RegionsOwnTx, RegionsScope } from './regions.db';

// Bump when the data or its derivation changes: the next start upserts every region and reloads postal codes.
export const REGIONS_DATA_VERSION = 'regions-v5';
const VERSION_SETTING = 'Regions.DataVersion';

const REGION_COLUMNS: Record<keyof RegionsTable, ColumnType> = {
  id: 'text',
  code: 'text',
  parentId: 'text',
  level: 'integer',
  countryCode: 'text',
  nameZh: 'text',
  nameEn: 'text',
  searchText: 'text',
  hasChildren: 'integer',
  postalCodePattern: 'text',
};
const POSTAL_COLUMNS: Record<keyof RegionPostalCodesTable, ColumnType> = {
  countryCode: 'text',
  postalCode: 'text',
  cityName: 'text',
  regionLv1Id: 'text',
  regionLv2Id: 'text',
};

export async function seedRegions(db: RegionsOwnTx, dialect: 'sqlite' | 'postgres'): Promise<'skipped' | 'seeded' | 'upgraded'> {
  const current = await readSetting(db, VERSION_SETTING);
  if (current === REGIONS_DATA_VERSION) return 'skipped';

  const { regions, postalCodes } = regionDataset();
  const upgrading = (await db.selectFrom('regions').select('id').limit(1).executeTakeFirst()) !== undefined;
  // Ids are deterministic, so an upgrade updates rows in place and addresses keep pointing at them.
  // Regions dropped from the data stay (they may still be referenced).
  await bulkInsert(db, dialect, 'regions', REGION_COLUMNS, regions, upgrading ? { upsertKey: 'id' } : {});
  if (upgrading) await db.deleteFrom('region_postal_codes').execute();
  await bulkInsert(db, dialect, 'region_postal_codes', POSTAL_COLUMNS, postalCodes);

  await writeSetting(db, VERSION_SETTING, REGIONS_DATA_VERSION);
  return upgrading ? 'upgraded' : 'seeded';
}

export const regionsSeeder: Seeder<RegionsScope> = {
  name: 'regions',
  async seed(db, ctx) {
    const started = Date.now();
    const outcome = await seedRegions(db, ctx.config.databaseUrl ? 'postgres' : 'sqlite');
    if (outcome !== 'skipped') ctx.log.info(`regions ${outcome} (${REGIONS_DATA_VERSION}) in ${Date.now() - started} ms`);
  },
};
