import { defineHandlers } from '../../contracts/api-f';
import { listAreas, listRegions, lookupPostalCode } from './regions.service';

export const regionsHandlers = defineHandlers({
  getAllAreas: async ({ db, query, locale }) => listAreas(db, query, locale),
  getRegionList: async ({ db, query, locale }) => listRegions(db, query, locale),
  getRegionsByPostalCode: async ({ db, query, locale }) => lookupPostalCode(db, query, locale),
});
