import type { Address, PartyInput } from '@forwarder/api-client';
import type { PartyFormOutput, PartyFormValues } from './party-schema';

// A party's form values without its rules: the order and address forms render from these at once, while the rules
// (zod, ./party-schema.ts) load with the form's resolver, off the page's first load (issue 28).

export type PartyFormField = Exclude<keyof PartyFormValues, 'regionLevels' | 'format'>;
export const PARTY_FIELDS: readonly PartyFormField[] = [
  'name',
  'companyName',
  'phoneNumber',
  'email',
  'regionLv0Id',
  'regionLv1Id',
  'regionLv2Id',
  'regionLv3Id',
  'stateName',
  'cityName',
  'districtName',
  'street',
  'postalCode',
];

export const emptyParty: PartyFormValues = {
  name: '',
  companyName: '',
  phoneNumber: '',
  email: '',
  regionLv0Id: '',
  regionLv1Id: '',
  regionLv2Id: '',
  regionLv3Id: '',
  regionLevels: 1,
  stateName: '',
  cityName: '',
  districtName: '',
  format: null,
  street: '',
  postalCode: '',
};

/** The fields a party's form values are read from: an address-book entry, or an order's sender or receiver. */
export type PartySource = Pick<
  Address,
  | 'name'
  | 'companyName'
  | 'phoneNumber'
  | 'email'
  | 'regionLv0Id'
  | 'regionLv1Id'
  | 'regionLv1DisplayName'
  | 'regionLv2Id'
  | 'regionLv2DisplayName'
  | 'regionLv3Id'
  | 'regionLv3DisplayName'
  | 'street'
  | 'postalCode'
>;

/**
 * An address-book entry (or an order's party) as form values (levels below the last chosen one stay empty). Each
 * level's name is its display name, the text as typed or the region it matched: a country of typed names shows
 * (and sends) it, and the server matches it again.
 */
export function partyFromAddress(address: PartySource): PartyFormValues {
  return {
    name: address.name,
    companyName: address.companyName,
    phoneNumber: address.phoneNumber,
    email: address.email,
    regionLv0Id: address.regionLv0Id,
    regionLv1Id: address.regionLv1Id ?? '',
    regionLv2Id: address.regionLv2Id ?? '',
    regionLv3Id: address.regionLv3Id ?? '',
    // A saved address holds exactly the levels its regions require; the cascade confirms the count once its lists load.
    regionLevels: 1 + [address.regionLv1Id, address.regionLv2Id, address.regionLv3Id].filter(Boolean).length,
    stateName: address.regionLv1DisplayName,
    cityName: address.regionLv2DisplayName,
    districtName: address.regionLv3DisplayName,
    format: null,
    street: address.street,
    postalCode: address.postalCode,
  };
}

/**
 * Validated values → the contract's input. The cascade sends the ids of the levels shown (no stale lower level);
 * a country of typed names sends the names of its levels; the postcode only where the country writes one.
 */
export function toPartyInput(values: PartyFormOutput): PartyInput {
  const input: PartyInput = {
    name: values.name,
    phoneNumber: values.phoneNumber,
    regionLv0Id: values.regionLv0Id,
    street: values.street,
    companyName: values.companyName,
    email: values.email,
  };
  const { format } = values;
  if (format?.postalCode !== 'none' && values.postalCode) input.postalCode = values.postalCode;
  if (format && !format.cascade) {
    for (const { field } of format.typedLevels) if (values[field]) input[field] = values[field];
    return input;
  }
  if (values.regionLevels > 1 && values.regionLv1Id) input.regionLv1Id = values.regionLv1Id;
  if (values.regionLevels > 2 && values.regionLv2Id) input.regionLv2Id = values.regionLv2Id;
  if (values.regionLevels > 3 && values.regionLv3Id) input.regionLv3Id = values.regionLv3Id;
  return input;
}
