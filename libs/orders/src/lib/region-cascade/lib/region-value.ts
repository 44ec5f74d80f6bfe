import type { RegionChain } from '@forwarder/api-client';
import { REGION_FIELDS, type RegionIds } from '../../party/region-fields';

export type RegionLevelIndex = 0 | 1 | 2 | 3;

export const emptyRegionIds: RegionIds = { regionLv0Id: '', regionLv1Id: '', regionLv2Id: '', regionLv3Id: '' };

/** Choosing a region at one level clears every level below it (their lists depend on it). */
export function selectRegion(value: RegionIds, level: RegionLevelIndex, id: string): RegionIds {
  const next: RegionIds = { ...value };
  REGION_FIELDS.forEach((field, index) => {
    if (index === level) next[field] = id;
    else if (index > level) next[field] = '';
  });
  return next;
}

/** The ids of a postal-code lookup's chain (absent levels empty). */
export function regionIdsOfChain(chain: RegionChain): RegionIds {
  return {
    regionLv0Id: chain.regionLv0.id,
    regionLv1Id: chain.regionLv1?.id ?? '',
    regionLv2Id: chain.regionLv2?.id ?? '',
    regionLv3Id: chain.regionLv3?.id ?? '',
  };
}
