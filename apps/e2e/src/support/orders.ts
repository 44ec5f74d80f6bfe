import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authorization } from './session';

// Fresh orders for tests that move waybills through fulfilment: specs run in parallel and share demo-member's
// seeded waybills, so a test that changes a status creates its own orders (set-up through the customer API; the
// order form's own UI is tested in member-order.spec.ts).

/** The seed's deterministic ids, as in the createOrder example of openapi/api-f/api-f.yaml. */
const SEED = {
  airStandard: '196917bc-d75d-5eb2-be03-8a8b8a2dd328', // AIR-STD 标准空运
  china: '41e16d47-9536-5276-8d26-b3c0605eab67',
  guangdong: 'b14d3050-2e60-586b-a2d3-f38ef8b11ebc',
  shenzhen: '1ffb8a45-1059-5f04-9182-bab8878739ec',
  nanshan: '78d2e5a9-d7b7-5441-bb23-8705a1b54eb6',
  unitedStates: 'effdca9d-ef69-5822-a0cd-e2dfb99f7767',
  newYorkState: '2786cb78-34f6-5c63-9bd4-69130fdc2737',
  newYorkCity: '1769fd1f-d67f-511a-aa3c-3fc46aa758e0',
} as const;

export interface ParcelInput {
  quantity: number;
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface CreatedOrder {
  id: string;
  waybillNumber: string;
  status: number;
  totalWeightKg: number;
  volumeWeightKg: number;
  chargeableWeightKg: number;
}

/**
 * One box of 2 kg, 30 × 20 × 10 cm by air: dimensional weight 1 kg (L×W×H/6000), so the declared chargeable
 * weight is 2 kg.
 */
export const SMALL_PARCEL: ParcelInput = { quantity: 1, weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };

export interface OrderOptions {
  reference?: string;
  parcels?: ParcelInput[];
}

/**
 * Submits one order (standard air, Shenzhen to New York) for the member signed in on `page`, through the customer
 * API (createOrder). Returns what the server answered.
 */
export async function createOrder(page: Page, options: OrderOptions = {}): Promise<CreatedOrder> {
  return createOrderWith(page.request, await authorization(page), options);
}

/** `createOrder` without a browser: through `api` with a member's authorization header (`apiAuthorization`). */
export async function createOrderWith(api: APIRequestContext, headers: Record<string, string>, options: OrderOptions = {}): Promise<CreatedOrder> {
  const response = await api.post('/api/f/logistics-management/order', {
    headers,
    data: {
      routingId: SEED.airStandard,
      sender: {
        name: '王小明',
        companyName: '深圳小明电子商务有限公司',
        phoneNumber: '+86 138 0000 0000',
        regionLv0Id: SEED.china,
        regionLv1Id: SEED.guangdong,
        regionLv2Id: SEED.shenzhen,
        regionLv3Id: SEED.nanshan,
        street: '科技园南区深南大道 9988 号 A 座 1201',
        postalCode: '518057',
      },
      receiver: {
        name: 'John Smith',
        companyName: 'Acme Inc.',
        phoneNumber: '+1 212 555 0100',
        regionLv0Id: SEED.unitedStates,
        regionLv1Id: SEED.newYorkState,
        regionLv2Id: SEED.newYorkCity,
        street: '350 5th Ave, Suite 2100',
        postalCode: '10118',
      },
      parcels: options.parcels ?? [SMALL_PARCEL],
      declaredItems: [{ name: '蓝牙耳机', nameEn: 'Bluetooth earphones', hsCode: '851830', quantity: 2, unitValue: 12.5, currency: 'USD' }],
      ...(options.reference ? { customerReference: options.reference } : {}),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const order = (await response.json()) as CreatedOrder;
  expect(order.waybillNumber).toMatch(/^[A-Z]{2}\d{9}CN$/);
  return order;
}

/** `count` orders for the signed-in member, one after the other (see createOrder). */
export async function createOrders(page: Page, count: number, reference?: string): Promise<CreatedOrder[]> {
  const orders: CreatedOrder[] = [];
  for (let index = 1; index <= count; index += 1) {
    orders.push(await createOrder(page, reference ? { reference: `${reference}-${index}` } : {}));
  }
  return orders;
}
