import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createShenzhenAddress, setDefaultSender } from './support/address-book';
import { createMember, DEMO_OPERATOR, signIn } from './support/session';

// Issue 27: the forwarder ships to the whole world. Outside the Chinese cascade the order form types the levels a
// country uses, labelled in its words, required where Google's rules require them, the postcode checked by the
// country's pattern. A state our data does not hold (Australia's Jervis Bay Territory) is kept as typed and shown as
// typed on the order detail in both languages, for the customer and for staff.

const RECEIVER_AREA = 'Jervis Bay Territory-Jervis Bay';

async function fillOrderButReceiverRegion(page: Page) {
  await page.getByRole('combobox', { name: /^运输产品/ }).selectOption({ label: '标准空运' });
  const receiver = page.getByRole('group', { name: '收件人' });
  await receiver.getByLabel(/^联系人/).fill('Ngarra Jones');
  await receiver.getByLabel(/^电话/).fill('+61 2 4442 1000');
  await receiver.getByLabel(/^详细地址/).fill('HMAS Creswell, Jervis Bay Rd');
  const parcel = page.getByRole('group', { name: '包裹 1' });
  await parcel.getByLabel(/^单箱重量/).fill('1.5');
  await parcel.getByLabel(/^长/).fill('20');
  await parcel.getByLabel(/^宽/).fill('15');
  await parcel.getByLabel(/^高/).fill('10');
  const item = page.getByRole('group', { name: '申报物品 1' });
  await item.getByLabel(/^中文品名/).fill('茶叶');
  await item.getByLabel(/^英文品名/).fill('Tea leaves');
  await item.getByLabel(/^数量/).fill('2');
  await item.getByLabel(/^单价/).fill('8');
  return receiver;
}

test('an order to a typed Australian state and city: the form asks in the country\'s words, the detail shows them as typed', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, createMember('e2e-abroad'));
  await setDefaultSender(page, await createShenzhenAddress(page, '发件人乙'));
  await page.goto('/user/order');
  await expect(page.getByRole('heading', { level: 1, name: '提交运单' })).toBeVisible();
  await expect(page.getByRole('group', { name: '发件人' }).getByLabel(/^联系人/)).toHaveValue('发件人乙');

  const receiver = await fillOrderButReceiverRegion(page);
  await receiver.getByLabel(/^国家\/地区/).selectOption({ label: '澳大利亚' });
  // Australia types its state and its "suburb" (Google's word for the city there; no pickers); both required, as its postcode.
  const state = receiver.getByLabel(/^州/);
  const city = receiver.getByLabel(/^市郊区/);
  await expect(state).toBeVisible();
  await expect(receiver.getByLabel(/^区\/县/)).toHaveCount(0);
  await receiver.getByLabel(/^邮编/).fill('254');
  await page.getByRole('button', { name: '提交运单' }).click();
  await expect(receiver.getByText('请填写州')).toBeVisible();
  await expect(receiver.getByText('请填写市郊区')).toBeVisible();
  await expect(receiver.getByText('邮编格式不正确（示例：2060）')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await state.fill('Jervis Bay Territory');
  await city.fill('Jervis Bay');
  await receiver.getByLabel(/^邮编/).fill('2540');
  await page.getByRole('button', { name: '提交运单' }).click();
  await expect(page.getByRole('heading', { name: '运单已提交' })).toBeVisible();
  const waybill = (await page.getByTestId('waybill-number').textContent()) ?? '';

  await page.getByRole('link', { name: '查看运单详情' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  await expect(page.getByText(`澳大利亚-${RECEIVER_AREA}`, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const detail = new URL(page.url());
  await page.goto(`/en${detail.pathname}${detail.search}`);
  await expect(page.getByText(waybill, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Australia-${RECEIVER_AREA}`, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Staff read the same in the console's order detail.
  const staff = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const staffPage = await staff.newPage();
  await signIn(staffPage, DEMO_OPERATOR);
  await staffPage.goto(`/ops/order-detail?id=${detail.searchParams.get('id') ?? ''}`);
  await expect(staffPage.getByText(waybill, { exact: true }).first()).toBeVisible();
  await expect(staffPage.getByText(`澳大利亚-${RECEIVER_AREA} (AU)`, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(staffPage);
  await staff.close();
});

test('the English form names a Japanese prefecture and refuses a malformed postcode, naming the field', async ({ page }) => {
  await signIn(page, createMember('e2e-abroad'), '/en');
  await page.goto('/en/user/order');
  const receiver = page.getByRole('group', { name: 'Receiver' });
  await receiver.getByLabel(/^Country\/region/).selectOption({ label: 'Japan' });
  const prefecture = receiver.getByRole('combobox', { name: /^Prefecture/ });
  await expect(prefecture).toBeVisible();
  await expect(receiver.getByLabel(/^City/)).toHaveCount(0);
  await receiver.getByLabel(/^Postal code/).fill('12-34');
  await page.getByRole('button', { name: 'Submit waybill' }).click();
  await expect(receiver.getByText('Prefecture is required')).toBeVisible();
  await expect(receiver.getByText('The postal code format is invalid (example: 154-0023)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Our prefectures are suggested; the typed text stays as typed in the box.
  await prefecture.fill('Tokyo');
  await expect(receiver.getByText('Prefecture is required')).toBeHidden();
});
