import { expect, test } from './support/test';
import { expectCleanDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { createOrder } from './support/orders';
import { receiveAsStaff } from './support/ops';
import { createMember, DEMO_MERCHANT, signIn } from './support/session';

// Orders after submitting, against the real server: a member cancels a submitted order from its detail (the
// confirmation, the tracking event, the status), is refused with the server's sentence once the parcel was received
// meanwhile, and copies an order into a new one (from the detail and from My waybills) and submits the copy.

test('a member cancels a submitted order from its detail; the timeline shows the cancel', async ({ page }) => {
  await signIn(page, createMember('e2e-cancel'));
  const order = await createOrder(page);
  await page.goto(`/user/order-detail?id=${order.id}`);
  await expect(page.getByTestId('waybill-number')).toHaveText(order.waybillNumber);

  await page.getByRole('button', { name: '取消运单' }).click();
  const dialog = page.getByRole('alertdialog', { name: '取消运单' });
  await expect(dialog).toContainText(order.waybillNumber);
  await expectCleanDialog(page, dialog);
  await dialog.getByRole('button', { name: '确认取消运单' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: '物流轨迹' }).getByText('客户已取消运单')).toBeVisible();
  await expect(page.getByRole('button', { name: '取消运单' })).toHaveCount(0);

  // The public tracking says the same.
  await page.goto(`/site/tracking?numbers=${order.waybillNumber}`);
  await expect(page.getByText('客户已取消运单').first()).toBeVisible();
});

test('once the parcel is received the cancel is refused with the reason, in English', async ({ page }) => {
  await signIn(page, createMember('e2e-refuse'), '/en');
  const order = await createOrder(page);
  await page.goto(`/en/user/order-detail?id=${order.id}`);
  await page.getByRole('button', { name: 'Cancel waybill' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel waybill' });
  await expectCleanDialog(page, dialog);
  // Staff check the parcel in while the dialog is open.
  await receiveAsStaff(page, order.id);
  await dialog.getByRole('button', { name: 'Cancel the waybill' }).click();
  await expect(dialog.getByRole('alert')).toContainText('can no longer be cancelled');
  await expectCleanDialog(page, dialog);
});

test('copy an order as a new one from the detail and from My waybills, and submit the copy', async ({ page }) => {
  await signIn(page, createMember('e2e-copy'));
  const order = await createOrder(page, { reference: `COPY-${Date.now().toString(36)}` });
  await page.goto(`/user/order-detail?id=${order.id}`);
  await page.getByRole('link', { name: '复制为新运单' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '提交运单' })).toBeVisible();
  await expect(page.getByText(`已复制运单 ${order.waybillNumber}`)).toBeVisible();
  const receiver = page.getByRole('group', { name: '收件人' });
  await expect(receiver.getByLabel(/^联系人/)).toHaveValue('John Smith');
  await expect(receiver.getByLabel(/^区\/县/).or(receiver.getByLabel(/^城市/))).toHaveValue(/.+/);
  await expect(page.getByRole('group', { name: '包裹 1' }).getByLabel(/^单箱重量/)).toHaveValue('2');
  await expect(page.getByRole('group', { name: '申报物品 1' }).getByLabel(/^中文品名/)).toHaveValue('蓝牙耳机');
  await expect(page.getByLabel(/^客户单号/)).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '提交运单' }).click();
  await expect(page.getByRole('heading', { name: '运单已提交' })).toBeVisible();
  const copy = (await page.getByTestId('waybill-number').textContent()) ?? '';
  expect(copy).toMatch(/^FA\d{9}CN$/);
  expect(copy).not.toBe(order.waybillNumber);

  // Each row of My waybills offers the copy too.
  await page.goto('/user/my-order');
  const table = page.getByRole('table', { name: '运单列表' });
  await table.getByRole('link', { name: `复制运单 ${order.waybillNumber} 为新运单` }).click();
  await expect(page.getByText(`已复制运单 ${order.waybillNumber}`)).toBeVisible();
});

test('a merchant cancels and copies from the rows of My waybills', async ({ page }) => {
  await signIn(page, DEMO_MERCHANT);
  const order = await createOrder(page);
  await page.goto(`/merchant/my-order?waybill=${order.waybillNumber}`);
  const table = page.getByRole('table', { name: '运单列表' });
  await expect(table.getByRole('link', { name: order.waybillNumber, exact: true })).toBeVisible();
  await table.getByRole('button', { name: `取消运单 ${order.waybillNumber}` }).click();
  const dialog = page.getByRole('alertdialog', { name: '取消运单' });
  await expectCleanDialog(page, dialog);
  await dialog.getByRole('button', { name: '确认取消运单' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('cell', { name: '已取消', exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: `取消运单 ${order.waybillNumber}` })).toHaveCount(0);
  await table.getByRole('link', { name: `复制运单 ${order.waybillNumber} 为新运单` }).click();
  await expect(page).toHaveURL(new RegExp(`/merchant/order\\?copy=${order.id}$`));
  await expect(page.getByText(`已复制运单 ${order.waybillNumber}`)).toBeVisible();
  await expect(page.getByRole('group', { name: '收件人' }).getByLabel(/^联系人/)).toHaveValue('John Smith');
});
