// Front door of the regions module: what other modules, the composition root (src/modules/index.ts) and the benchmark may use. The module's
// definition (handlers, seeders) is ./module.ts, for the registry only.

export type { RegionsTables } from './regions.tables';
export { regionId } from './region-ids';
export {
  getRegionNames,
  joinArea,
  postalCodeIssue,
  resolveRegionChain,
  RegionRowCache,
  type RegionChainInput,
  type ResolvedRegionChain,
} from './region-chain';
export { knownCountries } from './known-countries';
export { findCityId, findCountryNames, listRegions } from './regions.service';
export { seedRegions } from './regions.seeder';
