import { expect, type Page } from '@playwright/test';
import { test as base, waitingForHydration } from './test';
import { apiAuthorization, authorization, DEMO_MEMBER, DEMO_OPERATOR, signIn } from './session';

// Staff-side helpers (docs/domain/operations.md, openapi/api-ops/api-ops.yaml): a second browser, signed in as
// demo-member, for tests where staff act in one browser and the customer looks in another; and the staff API for
// the steps a test needs before the one it is about (the state machine moves an order in allowed steps only).

/**
 * `test` with a `memberPage`: its own browser context (own cookies) signed in as demo-member, closed after the
 * test. `page` stays free for staff.
 */
export const test = base.extend<{ memberPage: Page }>({
  memberPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    // It opens the public tracking page too: typing before hydration would be lost.
    const page = waitingForHydration(await context.newPage());
    await signIn(page, DEMO_MEMBER);
    await use(page);
    await context.close();
  },
});
export { expect };

export interface OpsEventInput {
  code: string;
  locationZh: string;
  locationEn: string;
  time?: string;
  timeZone?: string;
  descriptionZh?: string;
  descriptionEn?: string;
}

/** The Shenzhen warehouse, where the tests' parcels are checked in. */
export const SHENZHEN_WAREHOUSE = { locationZh: '深圳仓', locationEn: 'Shenzhen warehouse', timeZone: '+08:00' } as const;

/** What the tests read of the staff API's order (contract OpsOrder). */
export interface OpsOrder {
  id: string;
  waybillNumber: string;
  status: number;
  /** The whole timeline, newest first. */
  events: { code: string | null; time: string }[];
}

/**
 * Posts one tracking event to an order through the staff API (postOrderEvent) as the staff member signed in on
 * `page`; returns the order after it.
 */
export async function postOrderEvent(page: Page, orderId: string, event: OpsEventInput): Promise<OpsOrder> {
  const response = await page.request.post(`/api/ops/orders/${orderId}/events`, { headers: await authorization(page), data: event });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OpsOrder;
}

/**
 * The warehouse checks an order in while a customer's page is open (demo-operator through the staff API, whoever is
 * signed in on `page`): what a customer's cancel or edit is then refused for.
 */
export async function receiveAsStaff(page: Page, orderId: string): Promise<void> {
  const headers = await apiAuthorization(page.request, DEMO_OPERATOR);
  const response = await page.request.post(`/api/ops/orders/${orderId}/events`, { headers, data: { code: 'RECEIVED', ...SHENZHEN_WAREHOUSE } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Moves submitted orders to Received (event RECEIVED at the Shenzhen warehouse) through the staff API. */
export async function markReceived(page: Page, orderIds: readonly string[]): Promise<void> {
  for (const id of orderIds) await postOrderEvent(page, id, { code: 'RECEIVED', ...SHENZHEN_WAREHOUSE });
}
