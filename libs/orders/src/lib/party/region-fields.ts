// Kept apart from the party schema: the region cascade needs these names on pages without forms, and must not pull
// zod into them.

/** A party's four region levels (contract `RegionLevel` 0..3) as the contract's field names. */
export const REGION_FIELDS = ['regionLv0Id', 'regionLv1Id', 'regionLv2Id', 'regionLv3Id'] as const;
export type RegionField = (typeof REGION_FIELDS)[number];
/** The selected region ids; '' is "not chosen" (form-friendly, never sent as such). */
export type RegionIds = Record<RegionField, string>;

/** The typed names of the levels below the country (contract PartyInput), where a country takes names, not picks. */
export const NAME_FIELDS = ['stateName', 'cityName', 'districtName'] as const;
export type NameField = (typeof NAME_FIELDS)[number];
/** What the region picker edits: the chosen ids and the typed names ('' is "none"). */
export type RegionValue = RegionIds & Record<NameField, string>;
