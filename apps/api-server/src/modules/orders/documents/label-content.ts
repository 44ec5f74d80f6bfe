import { TransportMode, type components } from '@forwarder/contracts/api-f';

type Order = components['schemas']['Order'];
type Party = components['schemas']['Party'];

/**
 * An order as the documents read it: the same order described in English (what carriers and customs officers read)
 * and in Chinese (what helps the origin warehouse). Both come from `getOrderDetailIn` (one read of the order), so both are owner-checked.
 */
export interface BilingualOrder {
  en: Order;
  zh: Order;
}

/** Largest number of box labels in one file; it also keeps every box suffix at 3 digits (docs/domain/labels.md). */
export const MAX_LABELS_PER_FILE = 999;

/** An address in the order a foreign carrier reads it, every line in English where the data has English. */
export interface AddressBlock {
  name: string;
  company: string;
  phone: string;
  street: string;
  /** District, city, state (smallest first) and the postal code. */
  locality: string;
  /** The country's English name in capitals, e.g. `UNITED STATES`. */
  country: string;
  countryCode: string;
  /** The Chinese area line (`中国-广东省-深圳市-南山区`), printed small for the origin warehouse. */
  areaZh: string;
}

export interface LabelItem {
  /** English name; an older order without one prints its Chinese name with `englishMissing` set. */
  name: string;
  nameZh: string;
  englishMissing: boolean;
  quantity: number;
}

/** Everything printed on one box's label, whatever the format. */
export interface BoxLabel {
  waybill: string;
  /** Waybill + 3-digit box number, the box's own barcode (`FA100000019CN002`). */
  boxBarcode: string;
  box: number;
  boxCount: number;
  mode: 'AIR' | 'SEA';
  routingCode: string;
  routingNameZh: string;
  receiver: AddressBlock;
  sender: AddressBlock;
  boxWeightKg: number;
  boxDimensionsCm: string;
  totalWeightKg: number;
  items: LabelItem[];
  declared: string;
  reference: string;
  createdUtc: string;
}

/** `FA100000019CN` + box 2 → `FA100000019CN002`. */
export const boxBarcode = (waybill: string, box: number): string => `${waybill}${String(box).padStart(3, '0')}`;

/** Names of a level in English when the region has one, else as stored (the regions part fills in more English). */
const englishOr = (en: string, zh: string): string => (en.trim() !== '' ? en : zh);

export function addressBlock(en: Party, zh: Party): AddressBlock {
  const levels = [
    englishOr(en.regionLv3DisplayName, zh.regionLv3DisplayName),
    englishOr(en.regionLv2DisplayName, zh.regionLv2DisplayName),
    englishOr(en.regionLv1DisplayName, zh.regionLv1DisplayName),
  ].filter((name) => name !== '');
  const country = englishOr(en.regionLv0DisplayName, en.countryCode);
  return {
    name: en.name,
    company: en.companyName,
    phone: en.phoneNumber,
    street: en.street,
    locality: [[...new Set(levels)].join(', '), en.postalCode].filter(Boolean).join('  '),
    country: country.toUpperCase(),
    countryCode: en.countryCode,
    areaZh: zh.area,
  };
}

export function labelItems(en: Order): LabelItem[] {
  return en.declaredItems.map((item) => ({
    name: item.nameEn.trim() !== '' ? item.nameEn : item.name,
    nameZh: item.name,
    englishMissing: item.nameEn.trim() === '',
    quantity: item.quantity,
  }));
}

const kg = (value: number): number => Math.round(value * 100) / 100;

/** YYYY-MM-DD HH:mm in UTC: labels are read in several time zones, so the zone is printed too. */
export function formatUtcMinute(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)}`;
}

/** Total number of boxes of an order (its parcel lines' quantities). */
export const boxCountOf = (order: Order): number => order.parcels.reduce((n, p) => n + p.quantity, 0);

/** One label per box, boxes numbered 1..n through the parcel lines in their order. */
export function boxLabels({ en, zh }: BilingualOrder): BoxLabel[] {
  const boxCount = boxCountOf(en);
  const common = {
    waybill: en.waybillNumber,
    boxCount,
    mode: en.transportMode === TransportMode.SEA ? ('SEA' as const) : ('AIR' as const),
    routingCode: en.routingCode,
    routingNameZh: zh.routingDisplayName,
    receiver: addressBlock(en.receiver, zh.receiver),
    sender: addressBlock(en.sender, zh.sender),
    totalWeightKg: kg(en.totalWeightKg),
    items: labelItems(en),
    declared: `${en.declaredValue} ${en.declaredCurrency}`,
    reference: en.customerReference,
    createdUtc: `${formatUtcMinute(en.creationTime)} UTC`,
  };
  const labels: BoxLabel[] = [];
  for (const parcel of en.parcels) {
    for (let i = 0; i < parcel.quantity; i++) {
      const box = labels.length + 1;
      labels.push({
        ...common,
        box,
        boxBarcode: boxBarcode(en.waybillNumber, box),
        boxWeightKg: kg(parcel.weightKg),
        boxDimensionsCm: `${parcel.lengthCm}×${parcel.widthCm}×${parcel.heightCm} cm`,
      });
    }
  }
  return labels;
}
