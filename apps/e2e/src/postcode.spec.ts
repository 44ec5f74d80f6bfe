import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_MEMBER, DEMO_MERCHANT, signIn } from './support/session';

// Postal codes and region names in the address editor against the real server and its packaged data
// (docs/domain/regions.md): a German PLZ fills the city (Germany types it; issue 27); a Chinese code fills the province and the city
// by its prefix and the sender picks the district, in the page's language (广东省 › 深圳市 › 南山区 / Guangdong ›
// Shenzhen › Nanshan); Singapore has a format only, and the form says so. Nothing is saved: the editor is left with
// Cancel.

const selected = (select: Locator) => select.locator('option:checked');

async function openNewAddress(page: Page, path: string, labels: { heading: string; add: string }) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: labels.heading })).toBeVisible();
  await page.getByRole('button', { name: labels.add }).click();
  return page.getByRole('region', { name: labels.add });
}

test('member address editor in Chinese: a PLZ fills the city Berlin; 518057 fills 广东省 › 深圳市', async ({ page }) => {
  await signIn(page, DEMO_MEMBER);
  const panel = await openNewAddress(page, '/user/address', { heading: '我的地址簿', add: '新增地址' });

  await panel.getByLabel(/^国家\/地区/).selectOption({ label: '德国' });
  await expect(panel.getByText('填写邮编后可自动填写省/州和城市。')).toBeVisible();
  await panel.getByLabel(/^邮编/).fill('10115');
  await panel.getByRole('button', { name: '按邮编填写地区' }).click();
  await expect(panel.getByText('已根据邮编填写地区，请核对。')).toBeVisible();
  // Germany's addresses name the city only (issue 27): typed, filled with the lookup's name.
  await expect(panel.getByLabel(/^城市/)).toHaveValue('Berlin');
  await expect(panel.getByLabel(/^省\/州/)).toHaveCount(0);

  await panel.getByLabel(/^国家\/地区/).selectOption({ label: '中国' });
  await panel.getByLabel(/^邮编/).fill('5180');
  await panel.getByRole('button', { name: '按邮编填写地区' }).click();
  await expect(panel.getByText('邮政编码格式不正确(示例:266033)。')).toBeVisible();
  await panel.getByLabel(/^邮编/).fill('518057');
  await panel.getByRole('button', { name: '按邮编填写地区' }).click();
  await expect(panel.getByText('已根据邮编填写地区，请核对。')).toBeVisible();
  await expect(selected(panel.getByLabel(/^省\/州/))).toHaveText('广东省');
  await expect(selected(panel.getByLabel(/^城市/))).toHaveText('深圳市');
  await panel.getByLabel(/^区\/县/).selectOption({ label: '南山区' });

  await panel.getByLabel(/^国家\/地区/).selectOption({ label: '新加坡' });
  await expect(panel.getByText('该国家/地区暂无邮编数据：只检查邮编格式，请手动选择地区。')).toBeVisible();
  await panel.getByLabel(/^邮编/).fill('018956');
  await panel.getByRole('button', { name: '检查邮编格式' }).click();
  await expect(panel.getByText('邮编格式正确，请手动选择地区。')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: '取消' }).click();
  await expect(panel).toBeHidden();
});

test('member address editor in English: the city Munich by PLZ; 518057 fills Guangdong › Shenzhen', async ({ page }) => {
  await signIn(page, DEMO_MEMBER, '/en');
  const panel = await openNewAddress(page, '/en/user/address', { heading: 'My address book', add: 'New address' });

  await panel.getByLabel(/^Country\/region/).selectOption({ label: 'Germany' });
  await panel.getByLabel(/^Postal code/).fill('80331');
  await panel.getByRole('button', { name: 'Fill region from postal code' }).click();
  await expect(panel.getByText('The region was filled in from the postal code; please check it.')).toBeVisible();
  await expect(panel.getByLabel(/^City/)).toHaveValue('Munich');

  await panel.getByLabel(/^Country\/region/).selectOption({ label: 'China' });
  await panel.getByLabel(/^Postal code/).fill('518057');
  await panel.getByRole('button', { name: 'Fill region from postal code' }).click();
  await expect(panel.getByText('The region was filled in from the postal code; please check it.')).toBeVisible();
  await expect(selected(panel.getByLabel(/^State\/province/))).toHaveText('Guangdong');
  await expect(selected(panel.getByLabel(/^City/))).toHaveText('Shenzhen');
  await panel.getByLabel(/^District/).selectOption({ label: 'Nanshan' });

  await panel.getByLabel(/^Country\/region/).selectOption({ label: 'Singapore' });
  await expect(
    panel.getByText('No postal data for this country or region: only the format is checked; please choose the region.'),
  ).toBeVisible();
  await panel.getByLabel(/^Postal code/).fill('018956');
  await panel.getByRole('button', { name: 'Check the postal code format' }).click();
  await expect(panel.getByText('The postal code format is valid; please choose the region.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
});

test('merchant address editor: a Canadian postal code fills the province', async ({ page }) => {
  await signIn(page, DEMO_MERCHANT, '/en');
  const panel = await openNewAddress(page, '/en/merchant/address', { heading: 'My address book', add: 'New address' });
  await panel.getByLabel(/^Country\/region/).selectOption({ label: 'Canada' });
  await panel.getByLabel(/^Postal code/).fill('k1a 0b1');
  await panel.getByRole('button', { name: 'Fill region from postal code' }).click();
  await expect(panel.getByText('The region was filled in from the postal code; please check it.')).toBeVisible();
  await expect(panel.getByLabel(/^Province/)).toHaveValue('Ontario');
  await expectNoSeriousA11yViolations(page);
});
