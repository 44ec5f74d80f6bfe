// Front door of the regions module: what other modules, the composition root (src/modules/index.ts) and the benchmark may use. The module's
// definition (handlers, seeders) is ./module.ts, for the registry only.

export type { RegionsTables } from './regions.tables';
export { regionId } from './region-ids';
export {
  getRegionNames,
  joinArea,
  postalCodeIssue,
  RegionRowCache,
} from './region-chain';
export { addressRules } from './address-rules';
export { resolveAddressRegions, type AddressRegionInput, type ResolvedAddressRegions } from './address-regions';
export { RegionMatcher, regionCodes } from './region-match';
export { knownCountries } from './known-countries';
export { findCityId, findCountryNames, listRegions } from './regions.service';
export { seedRegions } from './regions.seeder';
