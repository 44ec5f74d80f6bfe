import { ChargeState, OrderStatus, TransportMode, type components } from '@forwarder/contracts/api-f';

type Order = components['schemas']['Order'];

/** A complete contract Order for the pure renderers' tests. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  const party = {
    companyName: '',
    email: '',
    regionLv0Id: '00000000-0000-4000-8000-000000000001',
    regionLv1Id: null,
    regionLv1DisplayName: '',
    regionLv2Id: null,
    regionLv2DisplayName: '',
    regionLv3Id: null,
    regionLv3DisplayName: '',
  };
  return {
    id: '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88',
    waybillNumber: 'FA100000019CN',
    status: OrderStatus.Submitted,
    statusDisplayName: '已下单',
    transportMode: TransportMode.AIR,
    routingId: '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a89',
    routingCode: 'AIR-STD',
    routingDisplayName: '标准空运',
    sender: {
      ...party,
      name: '王小明',
      companyName: '深圳小明电子商务有限公司',
      phoneNumber: '+86 138 0000 0000',
      countryCode: 'CN',
      regionLv0DisplayName: '中国',
      area: '中国-广东省-深圳市-南山区',
      street: '科技园南区 1 栋 101',
      postalCode: '518057',
    },
    receiver: {
      ...party,
      name: 'John Smith',
      companyName: 'Acme Inc.',
      phoneNumber: '+1 212 555 0100',
      countryCode: 'US',
      regionLv0DisplayName: '美国',
      area: '美国-纽约州-New York',
      street: '350 5th Ave, Suite 2100',
      postalCode: '10118',
    },
    parcels: [{ quantity: 2, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20, volumeWeightKg: 4 }],
    declaredItems: [
      { name: '蓝牙耳机', nameEn: 'Bluetooth earphones', hsCode: '851830', quantity: 10, unitValue: 12.5, currency: 'USD', totalValue: 125 },
    ],
    parcelCount: 2,
    totalWeightKg: 7,
    volumeWeightKg: 8,
    chargeableWeightKg: 8,
    declaredValue: 125,
    declaredCurrency: 'USD',
    customerReference: 'SHOP-10023',
    remark: '',
    creationTime: '2026-11-20T08:30:00.000Z',
    lastModificationTime: '2026-11-20T08:30:00.000Z',
    trackingEvents: [],
    measured: null,
    exception: null,
    eta: null,
    chargeState: ChargeState.Uncharged,
    charge: null,
    paymentHold: null,
    ...overrides,
  };
}

/** The sample order in both languages, as the document renderers take it (English region names on `en`). */
export function sampleBilingualOrder(overrides: Partial<Order> = {}): { en: Order; zh: Order } {
  const zh = sampleOrder(overrides);
  const en = sampleOrder({
    routingDisplayName: 'Standard air',
    ...overrides,
    sender: { ...zh.sender, regionLv0DisplayName: 'China', regionLv1DisplayName: 'Guangdong', regionLv2DisplayName: 'Shenzhen', regionLv3DisplayName: '南山区', area: 'China-Guangdong-Shenzhen-南山区' },
    receiver: { ...zh.receiver, regionLv0DisplayName: 'United States', regionLv1DisplayName: 'New York', regionLv2DisplayName: 'New York City', area: 'United States-New York-New York City' },
  });
  return { en, zh };
}
