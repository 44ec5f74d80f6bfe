import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ParcelInput } from './orders';
import { apiAuthorization, DEMO_OPERATOR } from './session';

// Money set-ups (issue 29, docs/domain/billing.md) shared by the billing specs: an order weighed at a known charge, a
// top-up notice sent through the customer API, and the screenshot a notice carries.

/** A real PNG (1 × 1) as a phone's screenshot would be a PNG. */
export const SCREENSHOT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64');

/** The order of docs/domain/billing.md, example 1, as the member declares it (two boxes, standard air to the US). */
export const CHARGED_PARCELS: ParcelInput[] = [{ quantity: 2, weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 }];

/** Example 1's boxes as the warehouse measures them: 3.9 and 3.7 kg, 42 × 30 × 20 cm → ¥711.00. */
export const CHARGED_BOXES = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];

/** The warehouse receives and weighs an order (demo-operator through the staff API): its charge is booked. */
export async function receiveWeighed(api: APIRequestContext, waybillNumber: string, parcels = CHARGED_BOXES): Promise<void> {
  const received = await api.post('/api/ops/receiving', {
    headers: await apiAuthorization(api, DEMO_OPERATOR),
    data: { waybillNumber, parcels },
  });
  expect(received.ok(), await received.text()).toBe(true);
}

/** A customer's top-up notice by bank transfer, today, with the PNG screenshot (through the customer API). */
export async function submitTopUpNotice(api: APIRequestContext, headers: Record<string, string>, reference: string, amountMinor: number): Promise<void> {
  const res = await api.post('/api/f/billing-management/top-up-notice', {
    headers,
    multipart: {
      method: 'bank-transfer',
      amountMinor: String(amountMinor),
      currency: 'CNY',
      transferredOn: new Date().toISOString().slice(0, 10),
      reference,
      memo: '十二月预付款',
      screenshot: { name: 'transfer.png', mimeType: 'image/png', buffer: SCREENSHOT },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A page's language prefix, and the words of each. */
export type Lang = '' | '/en';
export const say = (lang: Lang, zh: string, en: string) => (lang ? en : zh);

/** A reference unique to this run. */
export const runReference = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** Opens the console's pending top-up notices and waits for the list (skeletons gone). */
export async function visitPendingTopUps(page: Page, lang: Lang) {
  await page.goto(`${lang}/ops/top-up-notices?state=pending`);
  await expect(page.getByRole('heading', { level: 1, name: say(lang, '充值通知', 'Top-up notices'), exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a notice's review dialog in the console from its row and waits for its screenshot. */
export async function openTopUpNotice(page: Page, lang: Lang, reference: string) {
  const table = page.getByRole('table', { name: say(lang, '充值通知列表', 'Top-up notices') });
  await table.getByRole('button', { name: say(lang, `审核充值通知 ${reference}`, `Review top-up notice ${reference}`) }).click();
  const dialog = page.getByRole('dialog', { name: say(lang, `充值通知 ${reference}`, `Top-up notice ${reference}`) });
  await expect(dialog.getByRole('img', { name: say(lang, `转账截图：${reference}`, `Screenshot of the transfer: ${reference}`) })).toBeVisible();
  return dialog;
}
