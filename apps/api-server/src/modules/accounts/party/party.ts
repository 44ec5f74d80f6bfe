import type { components } from '@forwarder/contracts/api-f';
import type { ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { t } from '../../../i18n/messages';
import { checkPostalCode, joinArea, postalCodeRequired, regionNames, resolveRegions, type RegionRowCache, type ResolvedRegions } from './region-adapter';
import type { AccountsExecutor } from '../accounts.db';

// Sender, receiver and address-book entries share these rules; logistics imports validateParty from here.

export type PartyInput = components['schemas']['PartyInput'];
export type Party = components['schemas']['Party'];

/** What is stored for a party: the input (trimmed) plus the country code; display names are resolved on read. */
export interface StoredParty {
  name: string;
  companyName: string;
  phoneNumber: string;
  email: string;
  countryCode: string;
  regionLv0Id: string;
  regionLv1Id: string | null;
  regionLv2Id: string | null;
  regionLv3Id: string | null;
  /** A level's name as typed when it has no region id (issue 27: addresses anywhere); null otherwise. */
  stateName: string | null;
  cityName: string | null;
  districtName: string | null;
  street: string;
  postalCode: string;
}

export type PartyValidation = { issues: ValidationIssue[] } | { party: Party };

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,24}$/;
// Deliberately simple (one @, a dot in the domain, no spaces): the mail server is the real judge.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const LIMITS = { name: 64, companyName: 100, email: 100, street: 200, postalCode: 16, stateName: 64, cityName: 64, districtName: 64 } as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalId = (value: unknown): string | null => {
  const v = text(value);
  return v === '' ? null : v;
};

function memberPath(prefix: string, field: string): string {
  return prefix ? `${prefix}.${field}` : field;
}

/** Checks a party's fields (also those the contract schema already checks: spreadsheets bypass it). */
export function checkPartyFields(input: PartyInput, locale: Locale, pathPrefix: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const label = (field: string): string => t(locale, `Accounts:Label:${field}`);
  const required = (field: keyof typeof LIMITS | 'phoneNumber' | 'regionLv0Id'): boolean => {
    if (text(input[field]) !== '') return true;
    issues.push({ members: [memberPath(pathPrefix, field)], messageKey: 'Accounts:FieldRequired', params: { label: label(field) } });
    return false;
  };
  const maxLength = (field: keyof typeof LIMITS): void => {
    if (text(input[field]).length > LIMITS[field]) {
      issues.push({
        members: [memberPath(pathPrefix, field)],
        messageKey: 'Accounts:FieldTooLong',
        params: { label: label(field), limit: LIMITS[field] },
      });
    }
  };
  if (required('name')) maxLength('name');
  maxLength('companyName');
  if (required('phoneNumber') && !PHONE_PATTERN.test(text(input.phoneNumber))) {
    issues.push({ members: [memberPath(pathPrefix, 'phoneNumber')], messageKey: 'Accounts:InvalidPhone' });
  }
  const email = text(input.email);
  if (email.length > LIMITS.email) maxLength('email');
  else if (email !== '' && !EMAIL_PATTERN.test(email)) {
    issues.push({ members: [memberPath(pathPrefix, 'email')], messageKey: 'Accounts:InvalidEmail' });
  }
  required('regionLv0Id');
  if (required('street')) maxLength('street');
  // Whether the country needs a postal code is known once the country is (validateParty).
  for (const field of ['postalCode', 'stateName', 'cityName', 'districtName'] as const) maxLength(field);
  return issues;
}

function toParty(stored: Pick<StoredParty, 'name' | 'companyName' | 'phoneNumber' | 'email' | 'street' | 'postalCode'>, regions: ResolvedRegions): Party {
  return {
    name: stored.name,
    companyName: stored.companyName,
    phoneNumber: stored.phoneNumber,
    email: stored.email,
    street: stored.street,
    postalCode: stored.postalCode,
    ...regions,
  };
}

/**
 * Validates a sender, receiver or address-book entry and resolves its regions in `locale`.
 * `pathPrefix` prefixes the validationErrors members (`sender.phoneNumber`); '' for an address-book entry.
 * The postal code is normalised (trimmed, upper-case); every text field is trimmed.
 */
export async function validateParty(
  db: AccountsExecutor,
  input: PartyInput,
  locale: Locale,
  pathPrefix: 'sender' | 'receiver' | '',
  options: { regionRowCache?: RegionRowCache } = {},
): Promise<PartyValidation> {
  const issues = checkPartyFields(input, locale, pathPrefix);
  if (text(input.regionLv0Id) === '') return { issues };
  const resolved = await resolveRegions(
    db,
    {
      regionLv0Id: text(input.regionLv0Id),
      regionLv1Id: optionalId(input.regionLv1Id),
      regionLv2Id: optionalId(input.regionLv2Id),
      regionLv3Id: optionalId(input.regionLv3Id),
      stateName: text(input.stateName),
      cityName: text(input.cityName),
      districtName: text(input.districtName),
    },
    locale,
    pathPrefix,
    options.regionRowCache,
  );
  if ('issues' in resolved) return { issues: [...issues, ...resolved.issues] };
  const postalCode = text(input.postalCode).toUpperCase();
  const postalMember = memberPath(pathPrefix, 'postalCode');
  if (postalCode === '') {
    // Google's rules per country: required in the US or Japan, absent in Hong Kong or Qatar, optional in Ireland.
    if (postalCodeRequired(resolved.regions.countryCode)) {
      issues.push({ members: [postalMember], messageKey: 'Accounts:FieldRequired', params: { label: t(locale, 'Accounts:Label:postalCode') } });
    }
  } else if (postalCode.length <= LIMITS.postalCode) {
    issues.push(...checkPostalCode(resolved.regions.countryCode, postalCode, postalMember));
  }
  if (issues.length) return { issues };
  return { party: toParty({ ...trimmedText(input), postalCode }, resolved.regions) };
}

const trimmedText = (input: PartyInput) => ({
  name: text(input.name),
  companyName: text(input.companyName),
  phoneNumber: text(input.phoneNumber),
  email: text(input.email),
  street: text(input.street),
});

/** The stored columns of a validated party (display names are not stored: they follow the reader's language). */
export function toStoredParty(party: Party): StoredParty {
  return {
    name: party.name,
    companyName: party.companyName,
    phoneNumber: party.phoneNumber,
    email: party.email,
    countryCode: party.countryCode,
    regionLv0Id: party.regionLv0Id,
    regionLv1Id: party.regionLv1Id ?? null,
    regionLv2Id: party.regionLv2Id ?? null,
    regionLv3Id: party.regionLv3Id ?? null,
    stateName: party.stateName ?? null,
    cityName: party.cityName ?? null,
    districtName: party.districtName ?? null,
    street: party.street,
    postalCode: party.postalCode,
  };
}

/**
 * Stored parties with display names in `locale`, in one query for all of them (list pages). Names are not
 * stored, so they follow the reader's language; a region removed since the party was saved shows an empty name
 * instead of failing the whole read.
 */
export async function describeParties<T extends StoredParty>(db: AccountsExecutor, stored: readonly T[], locale: Locale): Promise<Party[]> {
  const names = await regionNames(
    db,
    stored.flatMap((p) => [p.regionLv0Id, p.regionLv1Id, p.regionLv2Id, p.regionLv3Id]),
    locale,
  );
  // A level without an id shows its typed name, the same in both languages.
  const nameOf = (id: string | null, typed: string | null = null): string => (id ? (names.get(id) ?? '') : (typed ?? ''));
  return stored.map((p) => {
    const display = [nameOf(p.regionLv0Id), nameOf(p.regionLv1Id, p.stateName), nameOf(p.regionLv2Id, p.cityName), nameOf(p.regionLv3Id, p.districtName)];
    return toParty(p, {
      countryCode: p.countryCode,
      regionLv0Id: p.regionLv0Id,
      regionLv1Id: p.regionLv1Id,
      regionLv2Id: p.regionLv2Id,
      regionLv3Id: p.regionLv3Id,
      regionLv0DisplayName: display[0] ?? '',
      regionLv1DisplayName: display[1] ?? '',
      regionLv2DisplayName: display[2] ?? '',
      regionLv3DisplayName: display[3] ?? '',
      area: joinArea(display),
      stateName: p.regionLv1Id ? null : p.stateName,
      cityName: p.regionLv2Id ? null : p.cityName,
      districtName: p.regionLv3Id ? null : p.districtName,
    });
  });
}

export async function describeParty(db: AccountsExecutor, stored: StoredParty, locale: Locale): Promise<Party> {
  const [party] = await describeParties(db, [stored], locale);
  if (!party) throw new Error('describeParties lost a party');
  return party;
}
