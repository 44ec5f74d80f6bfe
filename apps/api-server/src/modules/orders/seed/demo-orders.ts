import { OrderStatus, TransportMode } from '@forwarder/contracts/api-f';
import { EventCode } from '@forwarder/contracts/api-ops';
import { DEFAULT_TIME_ZONE, type TrackingEventInput } from '../events/event-record';

// Sample orders of the demo accounts. Serials are fixed, so their waybill numbers are the same on every machine
// (FA000000014CN ...; the list is in docs/domain/logistics.md for the e2e tests). Times are relative to the
// seeding moment, spread over the last 30 days.

export type DestinationKey = 'NYC' | 'LAX' | 'LON';

export interface DemoOrder {
  userName: 'demo-member' | 'demo-merchant';
  prefix: 'FA' | 'FS';
  serial: number;
  routingCode: string;
  status: number;
  hoursAgo: number;
  destination: DestinationKey;
  customerReference: string;
  remark: string;
  parcels: { quantity: number; weightKg: number; lengthCm: number; widthCm: number; heightCm: number }[];
  items: { name: string; nameEn: string; hsCode: string; quantity: number; unitValue: number; currency: 'USD' | 'GBP' }[];
}

export interface Destination {
  receiver: { name: string; companyName: string; phoneNumber: string; email: string; street: string; postalCode: string };
  countryCode: string;
  /** UTC offset at the destination in late November (the demo's season). */
  timeZone: string;
  state: { code: string };
  cityNameEn: string;
  airport: { zh: string; en: string };
  seaport: { zh: string; en: string };
  city: { zh: string; en: string };
}

export const DESTINATIONS: Record<DestinationKey, Destination> = {
  NYC: {
    receiver: { name: 'John Smith', companyName: 'Acme Inc.', phoneNumber: '+1 212 555 0100', email: 'john@example.com', street: '350 5th Ave, Suite 2100', postalCode: '10118' },
    countryCode: 'US',
    timeZone: '-05:00',
    state: { code: 'US-NY' },
    cityNameEn: 'New York City',
    airport: { zh: '纽约肯尼迪国际机场', en: 'New York JFK Airport' },
    seaport: { zh: '纽约-新泽西港', en: 'Port of New York and New Jersey' },
    city: { zh: '纽约', en: 'New York' },
  },
  LAX: {
    receiver: { name: 'Emily Chen', companyName: 'Sunset Gadgets LLC', phoneNumber: '+1 213 555 0147', email: 'emily@example.com', street: '123 S Figueroa St', postalCode: '90012' },
    countryCode: 'US',
    timeZone: '-08:00',
    state: { code: 'US-CA' },
    cityNameEn: 'Los Angeles',
    airport: { zh: '洛杉矶国际机场', en: 'Los Angeles LAX Airport' },
    seaport: { zh: '长滩港', en: 'Port of Long Beach' },
    city: { zh: '洛杉矶', en: 'Los Angeles' },
  },
  LON: {
    receiver: { name: 'Oliver Brown', companyName: '', phoneNumber: '+44 20 7946 0958', email: 'oliver@example.co.uk', street: '221B Baker Street', postalCode: 'NW1 6XE' },
    countryCode: 'GB',
    timeZone: '+00:00',
    state: { code: 'GB-ENG' },
    cityNameEn: 'London',
    airport: { zh: '伦敦希思罗机场', en: 'London Heathrow Airport' },
    seaport: { zh: '费利克斯托港', en: 'Port of Felixstowe' },
    city: { zh: '伦敦', en: 'London' },
  },
};

export const DEMO_SENDER = {
  name: '张伟',
  companyName: '深圳市环球优品电子有限公司',
  phoneNumber: '+86 755 8888 1234',
  email: 'zhangwei@example.cn',
  street: '科技园南区深南大道 9988 号 A 座 12 楼',
  postalCode: '518057',
};

interface Step {
  hours: number;
  status: number;
  code: EventCode;
  /** Where it happens: at the origin (Shenzhen, Hong Kong: +08:00) or at the destination (its zone). */
  at: 'origin' | 'destination';
  location: (d: Destination) => { zh: string; en: string };
  zh: string;
  en: string;
}

const SHENZHEN_WAREHOUSE = () => ({ zh: '深圳仓库', en: 'Shenzhen warehouse' });
const SUBMITTED: Step = { hours: 0, status: OrderStatus.Submitted, code: EventCode.SUBMITTED, at: 'origin', location: () => ({ zh: '网上下单', en: 'Online' }), zh: '订单已提交', en: 'Order submitted' };
const RECEIVED = (hours: number): Step => ({ hours, status: OrderStatus.Received, code: EventCode.RECEIVED, at: 'origin', location: SHENZHEN_WAREHOUSE, zh: '包裹已入仓,完成称重', en: 'Received and weighed at the warehouse' });
const YANTIAN = () => ({ zh: '深圳盐田港', en: 'Yantian Port, Shenzhen' });

const AIR_STEPS: Step[] = [
  SUBMITTED,
  RECEIVED(20),
  { hours: 30, status: OrderStatus.InTransit, code: EventCode.DEPARTED_ORIGIN, at: 'origin', location: SHENZHEN_WAREHOUSE, zh: '已离开深圳仓库,发往香港', en: 'Left the Shenzhen warehouse for Hong Kong' },
  { hours: 44, status: OrderStatus.InTransit, code: EventCode.DEPARTED_HUB, at: 'origin', location: () => ({ zh: '香港国际机场', en: 'Hong Kong International Airport' }), zh: '航班已起飞', en: 'Flight departed' },
  { hours: 58, status: OrderStatus.InTransit, code: EventCode.ARRIVED_DESTINATION, at: 'destination', location: (d) => d.airport, zh: '航班已抵达', en: 'Flight arrived' },
  { hours: 62, status: OrderStatus.CustomsClearance, code: EventCode.CUSTOMS_CLEARANCE, at: 'destination', location: (d) => d.airport, zh: '进口清关中', en: 'Import customs clearance in progress' },
  { hours: 86, status: OrderStatus.CustomsClearance, code: EventCode.CUSTOMS_RELEASED, at: 'destination', location: (d) => d.airport, zh: '清关完成', en: 'Customs cleared' },
  { hours: 100, status: OrderStatus.OutForDelivery, code: EventCode.OUT_FOR_DELIVERY, at: 'destination', location: (d) => d.city, zh: '派送中', en: 'Out for delivery' },
  { hours: 108, status: OrderStatus.Delivered, code: EventCode.DELIVERED, at: 'destination', location: (d) => d.city, zh: '已签收', en: 'Delivered' },
];

const SEA_STEPS: Step[] = [
  SUBMITTED,
  RECEIVED(48),
  { hours: 96, status: OrderStatus.InTransit, code: EventCode.DEPARTED_ORIGIN, at: 'origin', location: YANTIAN, zh: '已装柜,等待开船', en: 'Loaded into the container, awaiting departure' },
  { hours: 120, status: OrderStatus.InTransit, code: EventCode.DEPARTED_HUB, at: 'origin', location: YANTIAN, zh: '船舶已离港', en: 'Vessel departed' },
  { hours: 552, status: OrderStatus.InTransit, code: EventCode.ARRIVED_DESTINATION, at: 'destination', location: (d) => d.seaport, zh: '船舶已到港', en: 'Vessel arrived' },
  { hours: 570, status: OrderStatus.CustomsClearance, code: EventCode.CUSTOMS_CLEARANCE, at: 'destination', location: (d) => d.seaport, zh: '进口清关中', en: 'Import customs clearance in progress' },
  { hours: 620, status: OrderStatus.CustomsClearance, code: EventCode.CUSTOMS_RELEASED, at: 'destination', location: (d) => d.seaport, zh: '清关完成', en: 'Customs cleared' },
  { hours: 660, status: OrderStatus.OutForDelivery, code: EventCode.OUT_FOR_DELIVERY, at: 'destination', location: (d) => d.city, zh: '派送中', en: 'Out for delivery' },
  { hours: 670, status: OrderStatus.Delivered, code: EventCode.DELIVERED, at: 'destination', location: (d) => d.city, zh: '已签收', en: 'Delivered' },
];

/** The tracking history of a demo order up to its target status, never later than `now`. */
export function demoEvents(order: DemoOrder, transportMode: number, created: Date, now: Date): TrackingEventInput[] {
  const steps = transportMode === TransportMode.SEA ? SEA_STEPS : AIR_STEPS;
  const destination = DESTINATIONS[order.destination];
  const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
  const event = (step: Step): TrackingEventInput => {
    const location = step.location(destination);
    return {
      time: at(step.hours).toISOString(),
      timeZone: step.at === 'destination' ? destination.timeZone : DEFAULT_TIME_ZONE,
      status: step.status,
      code: step.code,
      locationZh: location.zh,
      locationEn: location.en,
      descriptionZh: step.zh,
      descriptionEn: step.en,
    };
  };
  let chosen: Step[];
  if (order.status === OrderStatus.Cancelled) {
    chosen = [SUBMITTED, { ...SUBMITTED, hours: 3, status: OrderStatus.Cancelled, code: EventCode.CANCELLED, zh: '订单已取消(客户申请)', en: 'Order cancelled at the customer’s request' }];
  } else if (order.status === OrderStatus.Exception) {
    const arrived = steps.filter((s) => s.status <= OrderStatus.InTransit);
    const last = arrived[arrived.length - 1] ?? SUBMITTED;
    chosen = [
      ...arrived,
      { ...last, hours: last.hours + 20, status: OrderStatus.Exception, code: EventCode.EXCEPTION, zh: '海关查验,需补充商业发票', en: 'Held by customs: commercial invoice required' },
    ];
  } else {
    chosen = steps.filter((s) => s.status <= order.status);
  }
  return chosen.map(event).filter((e) => e.time <= now.toISOString());
}

const EARBUDS = { name: '蓝牙耳机', nameEn: 'Bluetooth earphones', hsCode: '851830' };
const CASES = { name: '手机壳', nameEn: 'Phone cases', hsCode: '392690' };
const LAMPS = { name: 'LED 台灯', nameEn: 'LED desk lamps', hsCode: '940520' };
const SPEAKERS = { name: '蓝牙音箱', nameEn: 'Bluetooth speakers', hsCode: '851822' };
const CABLES = { name: '数据线', nameEn: 'USB-C cables', hsCode: '854442' };

export const DEMO_ORDERS: readonly DemoOrder[] = [
  { userName: 'demo-member', prefix: 'FA', serial: 1, routingCode: 'AIR-STD', status: OrderStatus.Delivered, hoursAgo: 12 * 24, destination: 'NYC', customerReference: 'SHOP-10021', remark: '',
    parcels: [{ quantity: 2, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20 }], items: [{ ...EARBUDS, quantity: 10, unitValue: 12.5, currency: 'USD' }] },
  { userName: 'demo-member', prefix: 'FA', serial: 2, routingCode: 'AIR-EXP', status: OrderStatus.OutForDelivery, hoursAgo: 6 * 24, destination: 'LAX', customerReference: 'SHOP-10022', remark: '易碎品,请轻放',
    parcels: [{ quantity: 1, weightKg: 2.2, lengthCm: 30, widthCm: 25, heightCm: 15 }], items: [{ ...LAMPS, quantity: 4, unitValue: 18, currency: 'USD' }] },
  { userName: 'demo-member', prefix: 'FA', serial: 3, routingCode: 'AIR-STD', status: OrderStatus.CustomsClearance, hoursAgo: 4 * 24, destination: 'LON', customerReference: 'SHOP-10023', remark: '',
    parcels: [{ quantity: 1, weightKg: 5, lengthCm: 50, widthCm: 40, heightCm: 30 }], items: [{ ...CASES, quantity: 100, unitValue: 1.2, currency: 'GBP' }, { ...CABLES, quantity: 50, unitValue: 0.9, currency: 'GBP' }] },
  { userName: 'demo-member', prefix: 'FA', serial: 4, routingCode: 'AIR-STD', status: OrderStatus.InTransit, hoursAgo: 3 * 24, destination: 'NYC', customerReference: 'SHOP-10024', remark: '',
    parcels: [{ quantity: 3, weightKg: 4, lengthCm: 45, widthCm: 35, heightCm: 25 }], items: [{ ...SPEAKERS, quantity: 12, unitValue: 18.5, currency: 'USD' }] },
  { userName: 'demo-member', prefix: 'FA', serial: 5, routingCode: 'AIR-ECO', status: OrderStatus.Received, hoursAgo: 26, destination: 'LAX', customerReference: 'SHOP-10025', remark: '',
    parcels: [{ quantity: 1, weightKg: 1.5, lengthCm: 25, widthCm: 20, heightCm: 10 }], items: [{ ...CABLES, quantity: 30, unitValue: 1.2, currency: 'USD' }] },
  { userName: 'demo-member', prefix: 'FA', serial: 6, routingCode: 'AIR-STD', status: OrderStatus.Submitted, hoursAgo: 5, destination: 'LON', customerReference: 'SHOP-10026', remark: '',
    parcels: [{ quantity: 1, weightKg: 0.8, lengthCm: 20, widthCm: 15, heightCm: 10 }], items: [{ ...EARBUDS, quantity: 2, unitValue: 15, currency: 'GBP' }] },
  { userName: 'demo-member', prefix: 'FS', serial: 1, routingCode: 'SEA-LCL', status: OrderStatus.Exception, hoursAgo: 27 * 24, destination: 'LAX', customerReference: 'PO-2026-0871', remark: '',
    parcels: [{ quantity: 10, weightKg: 18.4, lengthCm: 60, widthCm: 40, heightCm: 35 }], items: [{ ...SPEAKERS, quantity: 120, unitValue: 18.5, currency: 'USD' }] },
  { userName: 'demo-member', prefix: 'FS', serial: 2, routingCode: 'SEA-LCL', status: OrderStatus.Cancelled, hoursAgo: 15 * 24, destination: 'NYC', customerReference: 'PO-2026-0872', remark: '客户取消',
    parcels: [{ quantity: 4, weightKg: 12, lengthCm: 50, widthCm: 40, heightCm: 30 }], items: [{ ...LAMPS, quantity: 40, unitValue: 16, currency: 'USD' }] },
  { userName: 'demo-merchant', prefix: 'FA', serial: 7, routingCode: 'AIR-EXP', status: OrderStatus.Delivered, hoursAgo: 9 * 24, destination: 'LON', customerReference: 'M-ORD-5501', remark: '',
    parcels: [{ quantity: 2, weightKg: 6, lengthCm: 50, widthCm: 40, heightCm: 30 }], items: [{ ...SPEAKERS, quantity: 20, unitValue: 17, currency: 'GBP' }] },
  { userName: 'demo-merchant', prefix: 'FS', serial: 3, routingCode: 'SEA-FCL', status: OrderStatus.InTransit, hoursAgo: 14 * 24, destination: 'LAX', customerReference: 'M-ORD-5502', remark: '',
    parcels: [{ quantity: 40, weightKg: 25, lengthCm: 60, widthCm: 50, heightCm: 40 }], items: [{ ...CABLES, quantity: 5000, unitValue: 1.1, currency: 'USD' }] },
  { userName: 'demo-merchant', prefix: 'FA', serial: 8, routingCode: 'AIR-STD', status: OrderStatus.Submitted, hoursAgo: 12, destination: 'NYC', customerReference: 'M-ORD-5503', remark: '',
    parcels: [{ quantity: 1, weightKg: 2, lengthCm: 30, widthCm: 30, heightCm: 20 }], items: [{ ...CASES, quantity: 60, unitValue: 1.5, currency: 'USD' }] },
];
