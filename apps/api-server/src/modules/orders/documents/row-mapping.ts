import type { components } from '@forwarder/contracts/api-f';
import type { MessageParams } from '../../../errors/app-errors';

type CreateOrderInput = components['schemas']['CreateOrderInput'];
type PartyInput = components['schemas']['PartyInput'];

/** Data the mapping needs from the database, behind an interface so the mapping itself stays pure. */
export interface RowLookups {
  /** Active routing id by code (case-insensitive). */
  routingIdByCode(code: string): string | undefined;
  /** The country whose code or zh/en name `value` is (compared by normaliseRegionName). */
  findCountry(value: string): Promise<string | undefined>;
}

export interface CellIssue {
  column: string;
  messageKey: string;
  params: MessageParams;
}

export interface MappedRow {
  input: CreateOrderInput;
  /** Problems found while reading cells (unknown codes, text in number cells); validation adds the rest. */
  issues: CellIssue[];
}

/** Accepts full-width digits and thousands separators as typed in Chinese spreadsheets; '' means not given. */
export function parseNumberCell(value: string): number | undefined | 'invalid' {
  const cleaned = value.normalize('NFKC').replace(/[,\s]/g, '');
  if (cleaned === '') return undefined;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned)) return 'invalid';
  return Number(cleaned);
}

/** One template row (cells by column key) → the CreateOrderInput it describes, with the given sender. */
export async function mapRowToOrderInput(values: Readonly<Record<string, string>>, sender: PartyInput, lookups: RowLookups): Promise<MappedRow> {
  const issues: CellIssue[] = [];
  const cell = (key: string): string => (values[key] ?? '').trim();
  const number = (key: string): number | undefined => {
    const parsed = parseNumberCell(cell(key));
    if (parsed === 'invalid') {
      issues.push({ column: key, messageKey: 'LogisticsDocuments:NotANumber', params: {} });
      return undefined;
    }
    return parsed;
  };

  let routingId = '';
  const routingCode = cell('routingCode');
  if (routingCode !== '') {
    routingId = lookups.routingIdByCode(routingCode) ?? '';
    if (!routingId) issues.push({ column: 'routingCode', messageKey: 'LogisticsDocuments:UnknownRoutingCode', params: { value: routingCode } });
  }

  // Only the country is looked up here; the state, city and district go as typed and validateParty matches them
  // against our regions the same way the order form's typed names are (a match becomes its id, issue 27).
  let countryId = '';
  const country = cell('receiverCountryCode');
  if (country !== '') {
    countryId = (await lookups.findCountry(country)) ?? '';
    if (!countryId) issues.push({ column: 'receiverCountryCode', messageKey: 'LogisticsDocuments:UnknownRegion', params: { value: country } });
  }

  const optional = <K extends string>(key: K, value: string): Partial<Record<K, string>> =>
    value === '' ? {} : ({ [key]: value } as Record<K, string>);
  const receiver: PartyInput = {
    name: cell('receiverName'),
    ...optional('companyName', cell('receiverCompanyName')),
    phoneNumber: cell('receiverPhoneNumber'),
    ...optional('email', cell('receiverEmail')),
    regionLv0Id: countryId,
    ...optional('stateName', cell('receiverState')),
    ...optional('cityName', cell('receiverCity')),
    ...optional('districtName', cell('receiverDistrict')),
    street: cell('receiverStreet'),
    ...optional('postalCode', cell('receiverPostalCode')),
  };
  const parcel = {
    quantity: number('parcelQuantity'),
    weightKg: number('weightKg'),
    lengthCm: number('lengthCm'),
    widthCm: number('widthCm'),
    heightCm: number('heightCm'),
  };
  const item = {
    name: cell('itemName'),
    ...optional('nameEn', cell('itemNameEn')),
    ...optional('hsCode', cell('hsCode')),
    quantity: number('itemQuantity'),
    unitValue: number('unitValue'),
    currency: cell('currency').toUpperCase(),
  };
  const input = {
    routingId,
    sender,
    receiver,
    parcels: [parcel],
    declaredItems: [item],
    ...optional('customerReference', cell('customerReference')),
    ...optional('remark', cell('remark')),
  } as unknown as CreateOrderInput;
  return { input, issues };
}

const MEMBER_COLUMNS: Readonly<Record<string, string>> = {
  routingId: 'routingCode',
  customerReference: 'customerReference',
  remark: 'remark',
  receiver: 'receiverName',
  'receiver.name': 'receiverName',
  'receiver.companyName': 'receiverCompanyName',
  'receiver.phoneNumber': 'receiverPhoneNumber',
  'receiver.email': 'receiverEmail',
  'receiver.regionLv0Id': 'receiverCountryCode',
  'receiver.regionLv1Id': 'receiverState',
  'receiver.stateName': 'receiverState',
  'receiver.regionLv2Id': 'receiverCity',
  'receiver.cityName': 'receiverCity',
  'receiver.regionLv3Id': 'receiverDistrict',
  'receiver.districtName': 'receiverDistrict',
  'receiver.street': 'receiverStreet',
  'receiver.postalCode': 'receiverPostalCode',
  // Whole-list rules (e.g. over the routing's weight limit) point at the weight.
  parcels: 'weightKg',
  'parcels[0]': 'weightKg',
  'parcels[0].quantity': 'parcelQuantity',
  'parcels[0].weightKg': 'weightKg',
  'parcels[0].lengthCm': 'lengthCm',
  'parcels[0].widthCm': 'widthCm',
  'parcels[0].heightCm': 'heightCm',
  declaredItems: 'itemName',
  'declaredItems[0]': 'itemName',
  'declaredItems[0].name': 'itemName',
  'declaredItems[0].nameEn': 'itemNameEn',
  'declaredItems[0].hsCode': 'hsCode',
  'declaredItems[0].quantity': 'itemQuantity',
  'declaredItems[0].unitValue': 'unitValue',
  'declaredItems[0].currency': 'currency',
};

/** `receiver.phoneNumber` → `receiverPhoneNumber`; undefined for members without a column (the sender's). */
export const columnOfMember = (member: string): string | undefined => MEMBER_COLUMNS[member];

/** The members a column fills (contract OrderExcelColumn.members): clients place batch refusals with them. */
export const membersOfColumn = (key: string): string[] =>
  Object.entries(MEMBER_COLUMNS)
    .filter(([, column]) => column === key)
    .map(([member]) => member);
