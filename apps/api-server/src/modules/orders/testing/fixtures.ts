import type { components } from '@forwarder/contracts/api-f';
import type { OrdersExecutor } from '../orders.db';
import { routingIdOf } from '../../rates';
import { regionId } from '../../regions';

type CreateOrderInput = components['schemas']['CreateOrderInput'];

// The few regions the logistics tests need, with their real deterministic ids (loading the whole region data set
// would cost seconds per test file on every dialect).
const REGIONS: [level: number, code: string, parent: [number, string] | null, country: string, zh: string, en: string, hasChildren: 0 | 1][] = [
  [0, 'CN', null, 'CN', '中国', 'China', 1],
  [1, '440000', [0, 'CN'], 'CN', '广东省', 'Guangdong', 1],
  [2, '440300', [1, '440000'], 'CN', '深圳市', 'Shenzhen', 1],
  [3, '440305', [2, '440300'], 'CN', '南山区', 'Nanshan', 0],
  [0, 'US', null, 'US', '美国', 'United States', 1],
  [1, 'US-NY', [0, 'US'], 'US', '纽约州', 'New York', 1],
  [2, 'US-NY-T001', [1, 'US-NY'], 'US', '纽约', 'New York City', 0],
  [0, 'GB', null, 'GB', '英国', 'United Kingdom', 1],
  [1, 'GB-ENG', [0, 'GB'], 'GB', '英格兰', 'England', 0],
  [0, 'BR', null, 'BR', '巴西', 'Brazil', 0],
];

export const ids = {
  CN: regionId(0, 'CN'),
  GD: regionId(1, '440000'),
  SZ: regionId(2, '440300'),
  NS: regionId(3, '440305'),
  US: regionId(0, 'US'),
  NY: regionId(1, 'US-NY'),
  NYC: regionId(2, 'US-NY-T001'),
  GB: regionId(0, 'GB'),
  ENG: regionId(1, 'GB-ENG'),
  BR: regionId(0, 'BR'),
};

export async function insertTestRegions(db: OrdersExecutor): Promise<void> {
  await db
    .insertInto('regions')
    .values(
      REGIONS.map(([level, code, parent, countryCode, nameZh, nameEn, hasChildren]) => ({
        id: regionId(level, code),
        code,
        parentId: parent ? regionId(parent[0], parent[1]) : null,
        level,
        countryCode,
        nameZh,
        nameEn,
        searchText: `${nameZh} ${nameEn} ${code}`.toUpperCase(),
        hasChildren,
        postalCodePattern: null,
      })),
    )
    .execute();
}

export const AIR_STD = routingIdOf('AIR-STD');
export const AIR_EXP = routingIdOf('AIR-EXP');
export const SEA_LCL = routingIdOf('SEA-LCL');

export const sender = {
  name: '张伟',
  phoneNumber: '+86 755 8888 1234',
  regionLv0Id: ids.CN,
  regionLv1Id: ids.GD,
  regionLv2Id: ids.SZ,
  regionLv3Id: ids.NS,
  street: '深南大道 9988 号',
  postalCode: '518057',
};

export const receiverNyc = {
  name: 'John Smith',
  companyName: 'Acme Inc.',
  phoneNumber: '+1 212 555 0100',
  email: 'john@example.com',
  regionLv0Id: ids.US,
  regionLv1Id: ids.NY,
  regionLv2Id: ids.NYC,
  street: '350 5th Ave, Suite 2100',
  postalCode: '10118',
};

export function orderInput(overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  return {
    routingId: AIR_STD,
    sender,
    receiver: receiverNyc,
    parcels: [{ quantity: 2, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20 }],
    declaredItems: [{ name: '蓝牙耳机', nameEn: 'Bluetooth earphones', hsCode: '851830', quantity: 10, unitValue: 12.5, currency: 'USD' }],
    customerReference: 'SHOP-10023',
    remark: '易碎品',
    ...overrides,
  };
}
