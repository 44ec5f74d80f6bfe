import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createShenzhenAddress, regionIds, setDefaultSender } from './support/address-book';
import { authorization, createMember, createMerchant, fillLoginForm, signIn, type Account } from './support/session';

// A session lost while a form is open (issue 27): submitting the order form then answers 401. The portal says the
// session expired and goes to the login page with the way back; after signing in, the form offers what was typed as
// a draft. Both ways a session ends under a form: the server no longer accepts the token (expired or revoked: here
// revoked through the API), and the login cookie gone (it expires with the token: here removed), so the call carries
// no token at all. Fresh accounts with a default sender (the sender part of the form is then filled).

const ORDER_POST = /\/api\/f\/logistics-management\/order$/;

const TEXTS = {
  '': {
    product: /^运输产品/,
    productName: '标准空运',
    receiver: '收件人',
    name: /^联系人/,
    phone: /^电话/,
    country: /^国家\/地区/,
    postalCode: /^邮编/,
    fillRegion: '按邮编填写地区',
    regionFilled: '已根据邮编填写地区，请核对。',
    street: /^详细地址/,
    parcel: '包裹 1',
    weight: /^单箱重量/,
    length: /^长/,
    width: /^宽/,
    height: /^高/,
    item: '申报物品 1',
    itemName: /^中文品名/,
    itemNameEn: /^英文品名/,
    quantity: /^数量/,
    unitValue: /^单价/,
    reference: /^客户单号/,
    submit: '提交运单',
    expired: '登录已过期，请重新登录',
    draft: /有一份未提交的运单草稿/,
    restore: '恢复草稿',
    submitted: '运单已提交',
  },
  '/en': {
    product: /^Shipping product/,
    productName: 'Standard air',
    receiver: 'Receiver',
    name: /^Contact name/,
    phone: /^Phone/,
    country: /^Country\/region/,
    postalCode: /^Postal code/,
    fillRegion: 'Fill region from postal code',
    regionFilled: 'The region was filled in from the postal code; please check it.',
    street: /^Street address/,
    parcel: 'Parcel 1',
    weight: /^Weight per box/,
    length: /^Length/,
    width: /^Width/,
    height: /^Height/,
    item: 'Declared item 1',
    itemName: /^Name in Chinese/,
    itemNameEn: /^Name in English/,
    quantity: /^Quantity/,
    unitValue: /^Unit value/,
    reference: /^Customer reference/,
    submit: 'Submit waybill',
    expired: 'Your session has expired. Please sign in again.',
    draft: /You have an unsubmitted waybill draft/,
    restore: 'Restore draft',
    submitted: 'Waybill submitted',
  },
} as const;

type Lang = keyof typeof TEXTS;

/** Signs in, gives the account a default sender (through the API) and opens the order form of its portal. */
async function openOrderForm(page: Page, account: Account, lang: Lang, portal: 'user' | 'merchant') {
  await signIn(page, account, lang);
  await setDefaultSender(page, await createShenzhenAddress(page, '发件人乙'));
  await page.goto(`${lang}/${portal}/order`);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].submit })).toBeVisible();
}

/** Fills a complete, valid order (the sender is the default one) and waits for the estimate: no call is left pending. */
async function fillOrder(page: Page, lang: Lang, reference: string) {
  const t = TEXTS[lang];
  await page.getByRole('combobox', { name: t.product }).selectOption({ label: t.productName });
  const receiver = page.getByRole('group', { name: t.receiver });
  await receiver.getByLabel(t.name).fill('Draft Keeper');
  await receiver.getByLabel(t.phone).fill('+1 212 555 0100');
  const [unitedStates = ''] = await regionIds(page, ['美国']);
  await receiver.getByLabel(t.country).selectOption(unitedStates);
  await receiver.getByLabel(t.postalCode).fill('10001');
  await receiver.getByRole('button', { name: t.fillRegion }).click();
  await expect(receiver.getByText(t.regionFilled)).toBeVisible();
  await receiver.getByLabel(t.street).fill('1 Infinite Loop');
  const parcel = page.getByRole('group', { name: t.parcel });
  await parcel.getByLabel(t.weight).fill('2.5');
  await parcel.getByLabel(t.length).fill('30');
  await parcel.getByLabel(t.width).fill('20');
  await parcel.getByLabel(t.height).fill('10');
  const item = page.getByRole('group', { name: t.item });
  await item.getByLabel(t.itemName).fill('蓝牙耳机');
  await item.getByLabel(t.itemNameEn).fill('Bluetooth earphones');
  await item.getByLabel(t.quantity).fill('2');
  await item.getByLabel(t.unitValue).fill('15');
  await page.getByLabel(t.reference).fill(reference);
  // The estimate is the last call the typing starts: once it shows, the submit below is the next call.
  await expect(page.getByTestId('order-estimate-total')).toBeVisible();
}

/** Submits the form whose session is gone: the POST answers 401, the login page says why and keeps the way back. */
async function submitIntoLogin(page: Page, lang: Lang, portal: 'user' | 'merchant') {
  const t = TEXTS[lang];
  const answer = page.waitForResponse((response) => ORDER_POST.test(response.url()) && response.request().method() === 'POST');
  await page.getByRole('button', { name: t.submit }).click();
  expect((await answer).status()).toBe(401);
  await expect(page).toHaveURL(new RegExp(`${lang}/login\\?redirect=${encodeURIComponent(`${lang}/${portal}/order`)}&expired=1$`));
  await expect(page.getByText(t.expired)).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('login');
}

/** After signing in again: back on the form, the draft offered and restored as typed, and it submits. */
async function restoreAndSubmit(page: Page, account: Account, lang: Lang, portal: 'user' | 'merchant', reference: string) {
  const t = TEXTS[lang];
  await fillLoginForm(page, account);
  await expect(page).toHaveURL(new RegExp(`${lang}/${portal}/order$`));
  await expect(page.getByText(t.draft)).toBeVisible();
  await page.getByRole('button', { name: t.restore }).click();
  const receiver = page.getByRole('group', { name: t.receiver });
  await expect(receiver.getByLabel(t.name)).toHaveValue('Draft Keeper');
  await expect(receiver.getByLabel(t.street)).toHaveValue('1 Infinite Loop');
  await expect(page.getByRole('group', { name: t.item }).getByLabel(t.itemNameEn)).toHaveValue('Bluetooth earphones');
  await expect(page.getByLabel(t.reference)).toHaveValue(reference);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { name: t.submitted })).toBeVisible();
}

test('a member whose token the server revoked submits an order: told to sign in again, then the draft comes back', async ({ page }) => {
  test.setTimeout(90_000);
  const account = createMember('e2e-expiry');
  const reference = `EXP-${Date.now().toString(36).toUpperCase()}`;
  await openOrderForm(page, account, '', 'user');
  await fillOrder(page, '', reference);

  // The server ends the session (as at expiry); the page still holds the token.
  const revoked = await page.request.post('/api/f/passport-management/logout', { headers: await authorization(page) });
  expect(revoked.ok()).toBe(true);
  await submitIntoLogin(page, '', 'user');
  await restoreAndSubmit(page, account, '', 'user', reference);
});

test('a merchant whose login cookie is gone submits an order in English: told to sign in again, then the draft comes back', async ({ page }) => {
  test.setTimeout(90_000);
  const account = createMerchant('e2e-expiry');
  test.skip(!account, 'creating a merchant needs the server data directory (E2E_SERVER_DATA_DIR)');
  if (!account) return;
  const reference = `EXP-${Date.now().toString(36).toUpperCase()}`;
  await openOrderForm(page, account, '/en', 'merchant');
  await fillOrder(page, '/en', reference);

  // The cookie expires with the token: the submit then carries no token at all.
  await page.context().clearCookies({ name: 'login' });
  await submitIntoLogin(page, '/en', 'merchant');
  await restoreAndSubmit(page, account, '/en', 'merchant', reference);
});
