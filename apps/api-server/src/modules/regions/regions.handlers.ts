import { defineHandlers } from '../../contracts/api-f';
import { listAreas, listRegions, lookupPostalCode } from './regions.service';
import type { RegionsScope } from './regions.db';

export const regionsHandlers = defineHandlers<RegionsScope>()({
  getAllAreas: async ({ db, query, locale }) => listAreas(db, query, locale),
  getRegionList: async ({ db, query, locale }) => listRegions(db, query, locale),
  getRegionsByPostalCode: async ({ db, query, locale }) => lookupPostalCode(db, query, locale),
});
