import { expect, type Page } from '@playwright/test';
import { authorization } from './session';

interface Region {
  id: string;
  displayName: string;
}

/** The region ids of a chain of Chinese names (中国 › 广东省 › …), level by level, as the cascade reads them. */
export async function regionIds(page: Page, names: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [level, name] of names.entries()) {
    const response = await page.request.get('/api/f/area-management/region/list', {
      headers: { 'accept-language': 'zh-Hans' },
      params: level === 0 ? { level } : { level, parentId: ids.at(-1) ?? '' },
    });
    expect(response.ok()).toBe(true);
    const { items } = (await response.json()) as { items: Region[] };
    const region = items.find((item) => item.displayName === name);
    if (!region) throw new Error(`no region named ${name} at level ${level}`);
    ids.push(region.id);
  }
  return ids;
}

/**
 * An address-book entry in Shenzhen for the signed-in member, created through the API (set-up for tests of other
 * pages: the address book's own UI is tested in member-account.spec.ts). Returns its id.
 */
export async function createShenzhenAddress(page: Page, name: string): Promise<string> {
  const regions = await regionIds(page, ['中国', '广东省', '深圳市', '南山区']);
  const created = await page.request.post('/api/f/user-management/address', {
    headers: await authorization(page),
    form: {
      name,
      phoneNumber: '+86 138 0013 8000',
      ...Object.fromEntries(regions.map((id, level) => [`regionLv${level}Id`, id])),
      street: '科技园南区 8 号',
      postalCode: '518057',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

/** Makes an address-book entry the signed-in member's default sender (every batch row's sender). */
export async function setDefaultSender(page: Page, addressId: string): Promise<void> {
  const updated = await page.request.post('/api/f/user-management/profile/update-default-sender-address', {
    headers: await authorization(page),
    data: { addressId },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
}
