import type { AddressRules, Area } from '@forwarder/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NameField } from './region-fields';

// What an address of one country asks for, from the server's rules (contract `Area.addressRules`, Google's
// libaddressinput data; docs/decisions.md "Issue 27: addresses"): the cascade of pickers (China, HK, MO, TW) or typed
// names for the levels the country uses, in its own words, and whether and how a postcode is written. The region
// picker derives it from the country chosen and hands it to the form, whose schema checks against it. Plain data:
// it sits in the form's values (and the order form's draft).

/** The key of a level's label: the level and Google's word for it (`state:prefecture`). */
export type LevelLabelKey = `state:${AddressRules['stateLabel']}` | `city:${AddressRules['cityLabel']}` | `district:${AddressRules['districtLabel']}`;

export interface TypedLevel {
  field: NameField;
  label: LevelLabelKey;
  required: boolean;
}

export interface AddressFormat {
  countryCode: string;
  /** Every level chosen from the lists (the region ids, as far as the regions have children). */
  cascade: boolean;
  /** The levels typed as names, top down (empty in the cascade). */
  typedLevels: TypedLevel[];
  postalCode: 'required' | 'optional' | 'none';
  /** Anchored; matched against the trimmed upper-case code (as the server). */
  postalCodePattern: string | null;
  postalCodeExample: string;
}

/** The labels in both languages (the server's `Regions:Level:*` say the same in its messages). */
const LEVEL_LABELS: Record<LevelLabelKey, MessageDescriptor> = {
  'state:area': msg({ message: '地区', context: 'address level: area' }),
  'state:county': msg({ message: '郡', context: 'address level: county' }),
  'state:department': msg({ message: '省', context: 'address level: department' }),
  'state:district': msg({ message: '区', context: 'address level: district' }),
  'state:do_si': msg({ message: '道/市', context: 'address level: do_si' }),
  'state:emirate': msg({ message: '酋长国', context: 'address level: emirate' }),
  'state:island': msg({ message: '岛', context: 'address level: island' }),
  'state:oblast': msg({ message: '州', context: 'address level: oblast' }),
  'state:parish': msg({ message: '堂区', context: 'address level: parish' }),
  'state:prefecture': msg({ message: '都道府县', context: 'address level: prefecture' }),
  'state:province': msg({ message: '省/州', context: 'address level: province' }),
  'state:region': msg({ message: '大区', context: 'address level: region' }),
  'state:state': msg({ message: '州', context: 'address level: state' }),
  'city:city': msg({ message: '城市', context: 'address level: city' }),
  'city:district': msg({ message: '区', context: 'address level: district' }),
  'city:post_town': msg({ message: '邮政城镇', context: 'address level: post town' }),
  'city:suburb': msg({ message: '市郊区', context: 'address level: suburb' }),
  'district:district': msg({ message: '区', context: 'address level: district' }),
  'district:neighborhood': msg({ message: '街区', context: 'address level: neighborhood' }),
  'district:suburb': msg({ message: '市郊区', context: 'address level: suburb' }),
  'district:townland': msg({ message: '乡镇', context: 'address level: townland' }),
  'district:village_township': msg({ message: '村镇', context: 'address level: village or township' }),
};

export const levelLabel = (key: LevelLabelKey): MessageDescriptor => LEVEL_LABELS[key];

/**
 * The format of a country's addresses. `area` is the country as getAllAreas lists it; without rules (a country
 * Google's data does not list) the state and city are typed and optional and the postcode optional.
 */
export function addressFormatOf(countryCode: string, area: Area | undefined): AddressFormat {
  const rules = area?.addressRules;
  const pattern = area?.postalCodePattern ?? null;
  if (!rules) {
    return {
      countryCode,
      cascade: false,
      typedLevels: [
        { field: 'stateName', label: 'state:province', required: false },
        { field: 'cityName', label: 'city:city', required: false },
      ],
      postalCode: 'optional',
      postalCodePattern: pattern,
      postalCodeExample: '',
    };
  }
  const typedLevels: TypedLevel[] = [];
  if (!rules.cascade) {
    if (rules.usesState) typedLevels.push({ field: 'stateName', label: `state:${rules.stateLabel}`, required: rules.stateRequired });
    if (rules.usesCity) typedLevels.push({ field: 'cityName', label: `city:${rules.cityLabel}`, required: rules.cityRequired });
    if (rules.usesDistrict) typedLevels.push({ field: 'districtName', label: `district:${rules.districtLabel}`, required: false });
  }
  return {
    countryCode,
    cascade: rules.cascade,
    typedLevels,
    postalCode: rules.postalCodeRequired ? 'required' : rules.usesPostalCode ? 'optional' : 'none',
    postalCodePattern: pattern,
    postalCodeExample: rules.postalCodeExamples[0] ?? '',
  };
}

/** Whether `code` (not empty) is written as the country writes postcodes (no known format: any). */
export function postalCodeMatches(format: AddressFormat, code: string): boolean {
  if (!format.postalCodePattern) return true;
  try {
    return new RegExp(format.postalCodePattern).test(code.trim().toUpperCase());
  } catch {
    return true; // a pattern this browser cannot compile: the server checks it
  }
}
