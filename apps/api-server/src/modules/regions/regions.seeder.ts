import type { Tx } from '../../db/transaction';
import { nowIso } from '../../db/ids';
import type { Seeder } from '../../seed/seeders';
import { bulkInsert, type ColumnType } from './bulk-insert';
import { regionDataset } from './region-data';
import type { RegionPostalCodesTable, RegionsTable } from './regions.tables';

// Bump when the data or its derivation changes: the next start upserts every region and reloads postal codes.
export const REGIONS_DATA_VERSION = 'regions-v3';
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

export async function seedRegions(db: Tx, dialect: 'sqlite' | 'postgres'): Promise<'skipped' | 'seeded' | 'upgraded'> {
  const current = await db.selectFrom('settings').select('value').where('name', '=', VERSION_SETTING).executeTakeFirst();
  if (current?.value === REGIONS_DATA_VERSION) return 'skipped';

  const { regions, postalCodes } = regionDataset();
  const upgrading = (await db.selectFrom('regions').select('id').limit(1).executeTakeFirst()) !== undefined;
  // Ids are deterministic, so an upgrade updates rows in place and addresses keep pointing at them.
  // Regions dropped from the data stay (they may still be referenced).
  await bulkInsert(db, dialect, 'regions', REGION_COLUMNS, regions, upgrading ? { upsertKey: 'id' } : {});
  if (upgrading) await db.deleteFrom('region_postal_codes').execute();
  await bulkInsert(db, dialect, 'region_postal_codes', POSTAL_COLUMNS, postalCodes);

  const now = nowIso();
  if (current) {
    await db.updateTable('settings').set({ value: REGIONS_DATA_VERSION, lastModificationTime: now }).where('name', '=', VERSION_SETTING).execute();
  } else {
    await db.insertInto('settings').values({ name: VERSION_SETTING, value: REGIONS_DATA_VERSION, lastModificationTime: now }).execute();
  }
  return upgrading ? 'upgraded' : 'seeded';
}

export const regionsSeeder: Seeder = {
  name: 'regions',
  async seed(db, ctx) {
    const started = Date.now();
    const outcome = await seedRegions(db, ctx.config.databaseUrl ? 'postgres' : 'sqlite');
    if (outcome !== 'skipped') ctx.log.info(`regions ${outcome} (${REGIONS_DATA_VERSION}) in ${Date.now() - started} ms`);
  },
};
