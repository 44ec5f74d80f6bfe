import type { components } from '@forwarder/contracts/api-f';
import type { StoredParty } from '../accounts';
import type { DeclaredItemLine, OrderRow, ParcelLine } from './orders.repository';
import type { MeasuredParcelLine } from './receiving/measurements.repository';

// The order row's groups of columns (a party, the figures, the measurement, the open exception) and what both
// contracts make of them. Pure.

type Order = components['schemas']['Order'];
export type MeasuredWeights = components['schemas']['MeasuredWeights'];

export type PartyPrefix = 'sender' | 'receiver';
type PartyColumns<P extends PartyPrefix> = { [K in keyof StoredParty as `${P}${Capitalize<K>}`]: StoredParty[K] };

/** `sender` + `{ name, … }` → `{ senderName, … }`: the order columns holding a party. */
export function partyColumns<P extends PartyPrefix>(prefix: P, party: StoredParty): PartyColumns<P> {
  return Object.fromEntries(
    Object.entries(party).map(([field, value]) => [`${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}`, value]),
  ) as PartyColumns<P>;
}

export function storedPartyOf(row: OrderRow, prefix: PartyPrefix): StoredParty {
  const r = row as unknown as Record<string, string | null>;
  const v = (field: string): string => r[`${prefix}${field}`] ?? '';
  return {
    name: v('Name'),
    companyName: v('CompanyName'),
    phoneNumber: v('PhoneNumber'),
    email: v('Email'),
    countryCode: v('CountryCode'),
    regionLv0Id: v('RegionLv0Id'),
    regionLv1Id: r[`${prefix}RegionLv1Id`] ?? null,
    regionLv2Id: r[`${prefix}RegionLv2Id`] ?? null,
    regionLv3Id: r[`${prefix}RegionLv3Id`] ?? null,
    stateName: r[`${prefix}StateName`] ?? null,
    cityName: r[`${prefix}CityName`] ?? null,
    districtName: r[`${prefix}DistrictName`] ?? null,
    street: v('Street'),
    postalCode: v('PostalCode'),
  };
}

/** The measured columns of an order not yet received. */
export const NOT_MEASURED = {
  measuredParcelCount: null,
  measuredTotalWeightKg: null,
  measuredVolumeWeightKg: null,
  measuredChargeableWeightKg: null,
  measuredTime: null,
} as const satisfies Partial<OrderRow>;

/** The exception columns of an order without an open exception. */
export const NO_EXCEPTION = {
  exceptionReason: null,
  exceptionExplanationZh: null,
  exceptionExplanationEn: null,
  exceptionNote: null,
  exceptionSince: null,
  exceptionRaisedBy: null,
  exceptionInterruptedStatus: null,
} as const satisfies Partial<OrderRow>;

type MeasuredColumns = Pick<
  OrderRow,
  'measuredParcelCount' | 'measuredTotalWeightKg' | 'measuredVolumeWeightKg' | 'measuredChargeableWeightKg' | 'measuredTime'
>;

/** What the warehouse weighed and measured (null before receiving); the same shape in both contracts. */
export function toMeasuredWeights(row: MeasuredColumns, parcels: readonly MeasuredParcelLine[]): MeasuredWeights | null {
  if (row.measuredTime === null) return null;
  return {
    parcels: parcels.map((p) => ({ weightKg: p.weightKg, lengthCm: p.lengthCm, widthCm: p.widthCm, heightCm: p.heightCm, volumeWeightKg: p.volumeWeightKg })),
    parcelCount: Number(row.measuredParcelCount ?? parcels.length),
    totalWeightKg: row.measuredTotalWeightKg ?? 0,
    volumeWeightKg: row.measuredVolumeWeightKg ?? 0,
    chargeableWeightKg: row.measuredChargeableWeightKg ?? 0,
    measuredTime: row.measuredTime,
  };
}

type Figures = Pick<
  Order,
  | 'parcels'
  | 'declaredItems'
  | 'parcelCount'
  | 'totalWeightKg'
  | 'volumeWeightKg'
  | 'chargeableWeightKg'
  | 'declaredValue'
  | 'declaredCurrency'
  | 'customerReference'
  | 'remark'
  | 'creationTime'
  | 'lastModificationTime'
>;

/** The order's own figures as both contracts' order detail give them: its boxes, goods, weights and value. */
export function orderFigures(row: OrderRow, parcels: readonly ParcelLine[], declaredItems: readonly DeclaredItemLine[]): Figures {
  return {
    parcels: parcels.map((p) => ({ ...p, quantity: Number(p.quantity) })),
    declaredItems: declaredItems.map((item) => ({ ...item, quantity: Number(item.quantity), currency: item.currency as Order['declaredCurrency'] })),
    parcelCount: Number(row.parcelCount),
    totalWeightKg: row.totalWeightKg,
    volumeWeightKg: row.volumeWeightKg,
    chargeableWeightKg: row.chargeableWeightKg,
    declaredValue: row.declaredValue,
    declaredCurrency: row.declaredCurrency as Order['declaredCurrency'],
    customerReference: row.customerReference,
    remark: row.remark,
    creationTime: row.creationTime,
    lastModificationTime: row.lastModificationTime,
  };
}
