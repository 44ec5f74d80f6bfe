import type { RegionChain } from '@forwarder/api-client';
import type { TypedLevel } from '../../party/address-format';
import { NAME_FIELDS, REGION_FIELDS, type RegionValue } from '../../party/region-fields';

export type RegionLevelIndex = 0 | 1 | 2 | 3;

export const emptyRegionValue: RegionValue = { regionLv0Id: '', regionLv1Id: '', regionLv2Id: '', regionLv3Id: '', stateName: '', cityName: '', districtName: '' };

/**
 * Choosing a region at one level clears every level below it (their lists depend on it); a new country also clears
 * the typed names (another country's words).
 */
export function selectRegion(value: RegionValue, level: RegionLevelIndex, id: string): RegionValue {
  const next: RegionValue = { ...value };
  REGION_FIELDS.forEach((field, index) => {
    if (index === level) next[field] = id;
    else if (index > level) next[field] = '';
  });
  if (level === 0) for (const field of NAME_FIELDS) next[field] = '';
  return next;
}

/** The ids of a postal-code lookup's chain (absent levels empty); the names cleared. */
export function regionIdsOfChain(chain: RegionChain): RegionValue {
  return {
    ...emptyRegionValue,
    regionLv0Id: chain.regionLv0.id,
    regionLv1Id: chain.regionLv1?.id ?? '',
    regionLv2Id: chain.regionLv2?.id ?? '',
    regionLv3Id: chain.regionLv3?.id ?? '',
  };
}

/** A lookup's chain as the typed names of the levels a country uses (the server matches them to the same regions). */
export function regionNamesOfChain(chain: RegionChain, levels: readonly TypedLevel[]): RegionValue {
  const names = { stateName: chain.regionLv1, cityName: chain.regionLv2, districtName: chain.regionLv3 };
  const next: RegionValue = { ...emptyRegionValue, regionLv0Id: chain.regionLv0.id };
  for (const { field } of levels) next[field] = names[field]?.displayName ?? '';
  return next;
}
