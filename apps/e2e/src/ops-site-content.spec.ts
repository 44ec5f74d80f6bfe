import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { checkDialog, expectCleanDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { apiAuthorization, DEMO_ADMIN, DEMO_OPERATOR, signIn } from './support/session';

// Site content in the operations console (/ops/home-blocks, /ops/site-nav) against the real server: an admin edits
// a home banner in both languages and the public home shows each; reorders two navigation items with the keyboard
// (Move down, focus kept on the moved item) and the public header follows at once; hides one and it leaves the
// header, while the staff preview (`?preview=1`) still shows it under its notice. The navigation items are the
// spec's own (made through the API, removed after) and the banner is put back, so specs running in parallel see the
// seeded site. axe on each page and open dialog, in both languages; operators edit blocks, not the navigation.

const OPS = '/api/ops/site-content';
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

interface Block {
  id: string;
  pageContentType: number;
  titleZh: string;
  titleEn: string;
  subTitleZh: string;
  subTitleEn: string;
  contentZh: string;
  contentEn: string;
  imageUrl: string | null;
  linkUrl: string | null;
  sort: number;
  isPublished: boolean;
}

async function firstBanner(api: APIRequestContext, admin: Record<string, string>): Promise<Block> {
  const res = await api.get(`${OPS}/page-contents`, { headers: admin });
  expect(res.ok(), await res.text()).toBe(true);
  const banner = ((await res.json()) as { items: Block[] }).items.find((b) => b.pageContentType === 1 && b.isPublished);
  if (!banner) throw new Error('no published banner in the seed');
  return banner;
}

async function createNav(api: APIRequestContext, admin: Record<string, string>, zh: string, en: string): Promise<string> {
  const res = await api.post(`${OPS}/navs`, {
    headers: admin,
    data: {
      parentId: null,
      navType: 31, // article list: a plain header link to /article
      sitePage: null,
      navId: null,
      displayNameZh: zh,
      displayNameEn: en,
      titleZh: '',
      titleEn: '',
      contentZh: '',
      contentEn: '',
      linkData: { url: null, categoryId: null, articleId: null, tag: null, openInNewTab: false },
      isVisible: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The names of the public header's top-level links, in order. */
async function headerLinks(page: Page, path: string, landmark: string): Promise<string[]> {
  await page.goto(path);
  const nav = page.getByRole('navigation', { name: landmark });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

test('an admin edits a banner in both languages and the public home shows it in each', async ({ page, request }) => {
  const admin = await apiAuthorization(request, DEMO_ADMIN);
  const original = await firstBanner(request, admin);
  const suffix = unique();
  const zh = `测试横幅 ${suffix}`;
  const en = `Test banner ${suffix}`;
  try {
    await signIn(page, DEMO_ADMIN);
    await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '首页内容' }).click();
    await expect(page).toHaveURL(/\/ops\/home-blocks$/);
    await expect(page.getByRole('heading', { level: 1, name: '首页内容' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `编辑 ${original.titleZh}` }).click();
    const dialog = page.getByRole('dialog', { name: '编辑首页内容' });
    await expect(dialog).toBeVisible();
    await expectCleanDialog(page, dialog);
    // A link that is neither a site path nor http(s) is refused in the form, in its language.
    await dialog.getByLabel('链接', { exact: true }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请填写本站路径(以 / 开头)或以 http:// 或 https:// 开头的网址')).toBeVisible();
    await dialog.getByLabel('链接', { exact: true }).fill(original.linkUrl ?? '');
    await dialog.getByLabel(/^标题\(中文\)/).fill(zh);
    await dialog.getByLabel(/^标题\(英文\)/).fill(en);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('home-block-row').filter({ hasText: zh })).toContainText(en);

    // The public home, at once, in each language (the first banner is shown first).
    await page.goto('/');
    await expect(page.getByRole('heading', { name: zh })).toBeVisible();
    await page.goto('/en');
    await expect(page.getByRole('heading', { name: en })).toBeVisible();

    // Unpublished: gone for visitors; the staff preview still shows it, under its notice.
    await page.goto('/ops/home-blocks');
    await page.getByRole('button', { name: `下线 ${zh}` }).click();
    await expect(page.getByRole('button', { name: `发布 ${zh}` })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeAttached();
    await expect(page.getByRole('heading', { name: zh })).toHaveCount(0);
    await page.goto('/en?preview=1');
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
    await expect(page.getByText(en, { exact: true }).first()).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  } finally {
    const { id, sort: _sort, ...input } = original;
    const restored = await request.put(`${OPS}/page-contents/${id}`, { headers: admin, data: input });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});

test('an admin reorders two nav items with the keyboard and the header follows; a hidden one leaves it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiAuthorization(request, DEMO_ADMIN);
  const suffix = unique();
  const first = { zh: `甲${suffix}`, en: `Alpha ${suffix}` };
  const second = { zh: `乙${suffix}`, en: `Beta ${suffix}` };
  const ids = [await createNav(request, admin, first.zh, first.en), await createNav(request, admin, second.zh, second.en)];
  try {
    await page.setViewportSize({ width: 1600, height: 900 });
    const before = await headerLinks(page, '/', '主导航');
    expect(before.indexOf(first.zh)).toBeLessThan(before.indexOf(second.zh));

    await signIn(page, DEMO_ADMIN);
    await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '网站导航' }).click();
    await expect(page).toHaveURL(/\/ops\/site-nav$/);
    await expect(page.getByRole('heading', { level: 1, name: '网站导航' })).toBeVisible();
    const row = page.getByTestId('site-nav-row').filter({ hasText: first.zh });
    // Its public link is the public site's own rule: an article list leads to /article.
    await expect(row.getByText('/article', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The keyboard alone: focus "Move down", Enter. The moved item keeps the focus (its Move up: it is last now).
    const down = page.getByRole('button', { name: `下移 ${first.zh}` });
    await down.focus();
    await page.keyboard.press('Enter');
    const up = page.getByRole('button', { name: `上移 ${first.zh}` });
    await expect(down).toBeDisabled();
    await expect(up).toBeFocused();

    const after = await headerLinks(page, '/', '主导航');
    expect(after.indexOf(second.zh)).toBeGreaterThanOrEqual(0);
    expect(after.indexOf(second.zh)).toBeLessThan(after.indexOf(first.zh));
    const english = await headerLinks(page, '/en', 'Main navigation');
    expect(english.indexOf(second.en)).toBeLessThan(english.indexOf(first.en));

    // Hidden: it leaves the header; the preview still shows it.
    await page.goto('/ops/site-nav');
    await page.getByRole('button', { name: `隐藏 ${second.zh}` }).press('Enter');
    await expect(page.getByTestId('site-nav-row').filter({ hasText: second.zh })).toContainText('已隐藏');
    expect(await headerLinks(page, '/', '主导航')).not.toContain(second.zh);
    const preview = await headerLinks(page, '/?preview=1', '主导航');
    expect(preview).toContain(second.zh);
    await expect(page.getByRole('status').filter({ hasText: '预览' })).toBeVisible();

    // The edit dialog, its axe and its focus return.
    await page.goto('/ops/site-nav');
    await checkDialog(page, page.getByRole('button', { name: `编辑 ${first.zh}` }), '编辑导航');
  } finally {
    for (const id of ids) {
      const removed = await request.delete(`${OPS}/navs/${id}`, { headers: admin });
      expect(removed.status(), await removed.text()).toBe(204);
    }
  }
});

test('the site-content pages and their dialogs in English pass axe', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, '/en');
  await page.goto('/en/ops/site-nav');
  await expect(page.getByRole('heading', { level: 1, name: 'Site navigation' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await checkDialog(page, page.getByRole('button', { name: 'New top-level item' }), 'New navigation item');
  await page.goto('/en/ops/home-blocks');
  await expect(page.getByRole('heading', { level: 1, name: 'Home content' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await checkDialog(page, page.getByRole('button', { name: 'Add to “Banners”' }), 'New home block');
});

test('operators edit home blocks but not the navigation', async ({ page }) => {
  await signIn(page, DEMO_OPERATOR);
  const menu = page.getByRole('navigation', { name: '运营菜单' });
  await expect(menu.getByRole('link', { name: '首页内容' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '网站导航' })).toHaveCount(0);
  await page.goto('/ops/site-nav');
  await expect(page.getByRole('alert')).toContainText('仅管理员可用');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/ops/home-blocks');
  await expect(page.getByRole('button', { name: /^编辑 / }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
