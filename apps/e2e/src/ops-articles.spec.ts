import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { checkDialog, expectCleanDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_OPERATOR, signIn } from './support/session';

// Articles and their categories in the operations console (/ops/articles, /ops/article-edit, /ops/article-categories)
// as visitors then see them: an admin writes an article in English only by typing in the rich editor; it is listed on
// /en/article and, labelled, on /article; edited back to a draft it is gone for visitors and shown by the console's
// preview; deleted. Axe on every new page in both languages and on the open dialogs. Titles are unique to the run
// (the server is shared with specs running in parallel).

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The editable area of one language's body (a ProseMirror contenteditable, role textbox). */
const editorOf = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('an admin writes an English-only article in the rich editor, visitors see it labelled, then a draft, a preview, deletion', async ({ page }) => {
  test.setTimeout(120_000);
  const title = unique('Third weekly flight to LAX');
  await signIn(page, DEMO_ADMIN);
  await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '文章', exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/articles$/);
  await expect(page.getByRole('table', { name: '文章' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '写文章' }).click();
  await expect(page).toHaveURL(/\/ops\/article-edit$/);
  // The list's filter has a "分类" select too: wait for the form before choosing.
  await expect(page.getByRole('heading', { level: 1, name: '写文章' })).toBeVisible();
  await page.getByRole('combobox', { name: /^分类/ }).selectOption({ label: '公司新闻' });
  await page.getByRole('checkbox', { name: '发布（访客可见）' }).check();
  await page.getByRole('tab', { name: '英文' }).click();
  await page.getByRole('textbox', { name: '英文标题' }).fill(title);
  await page.getByRole('textbox', { name: '英文摘要' }).fill('A third weekly flight from December.');

  // Typing in the editor, with a toolbar button (the mouse press keeps the editor's selection) and a shortcut.
  const body = editorOf(page, '英文正文');
  await body.click();
  await page.keyboard.type('From December we add a ');
  await page.getByRole('toolbar', { name: '英文正文的格式工具' }).getByRole('button', { name: '粗体' }).click();
  await page.keyboard.type('third weekly flight');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' to Los Angeles.');
  await expect(body.locator('strong')).toHaveText('third weekly flight');
  // The link dialog, opened from the toolbar by keyboard: focus moves in, Escape closes it, focus comes back.
  const linkButton = page.getByRole('toolbar', { name: '英文正文的格式工具' }).getByRole('button', { name: '链接' });
  await linkButton.focus();
  await page.keyboard.press('Enter');
  const linkDialog = page.getByRole('dialog', { name: '链接' });
  await expect(linkDialog.getByRole('textbox', { name: '链接地址' })).toBeFocused();
  await expectCleanDialog(page, linkDialog);
  await page.keyboard.press('Escape');
  await expect(linkDialog).toBeHidden();
  await expect(linkButton).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/ops\/article-edit\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByText('已发布', { exact: true })).toBeVisible();

  // Visitors: listed on /en/article without a label; on /article in English, labelled and marked lang="en".
  await page.goto('/en/article');
  const english = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(english).toBeVisible();
  await expect(english.getByText('English only')).toHaveCount(0);
  await page.goto('/article');
  const chinese = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(chinese.getByText('仅英文')).toBeVisible();
  await expect(chinese.getByRole('link', { name: title })).toHaveAttribute('lang', 'en');
  await chinese.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('本文只有英文版。')).toBeVisible();
  await expect(page.locator('article strong')).toHaveText('third weekly flight');

  // Edited back to a draft: visitors no longer get it, the console's preview (a new tab) still shows it.
  await page.goto(`/ops/article-edit?id=${id}`);
  await page.getByRole('checkbox', { name: '发布（访客可见）' }).uncheck();
  await page.getByRole('tab', { name: '英文' }).click();
  await page.getByRole('textbox', { name: '英文标题' }).fill(`${title} (draft)`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('草稿', { exact: true })).toBeVisible();
  await page.goto(`/en/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await page.goto(`/ops/article-edit?id=${id}`);
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /^预览英文：/ }).click()]);
  await expect(preview).toHaveURL(new RegExp(`/en/article/${id}\\?preview=1$`));
  await expect(preview.getByRole('heading', { level: 1, name: `${title} (draft)` })).toBeVisible();
  await expect(preview.getByRole('status').filter({ hasText: 'Preview: content not published yet is shown on this page' })).toBeVisible();
  await expectNoSeriousA11yViolations(preview);
  await preview.close();

  // The English console pages pass axe too.
  await page.goto(`/en/ops/article-edit?id=${id}`);
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.getByRole('textbox', { name: 'Content (English)', exact: true })).toContainText('third weekly flight');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/en/ops/articles');
  await expect(page.getByRole('table', { name: 'Articles' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Deleted from the list (dialog checked by axe first): gone from the console, the preview 404s.
  await page.goto(`/ops/articles?keyword=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await checkDialog(page, row.getByRole('button', { name: `删除：${title} (draft)` }), /^删除文章/);
  await row.getByRole('button', { name: `删除：${title} (draft)` }).click();
  await page.getByRole('dialog', { name: /^删除文章/ }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('没有符合条件的文章。')).toBeVisible();
});

test('an operator adds a category, reorders it by keyboard and deletes it; axe in both languages', async ({ page }) => {
  test.setTimeout(90_000);
  const name = unique('航空动态');
  await signIn(page, DEMO_OPERATOR);
  await page.goto('/ops/article-categories');
  const table = page.getByRole('table', { name: '文章分类' });
  await expect(table.getByText('公司新闻')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await checkDialog(page, page.getByRole('button', { name: '新建分类' }), '新建文章分类');
  await page.getByRole('button', { name: '新建分类' }).click();
  const dialog = page.getByRole('dialog', { name: '新建文章分类' });
  await dialog.getByRole('textbox', { name: /^中文名称/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^英文名称/ }).fill('Airline news');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  // The new category is last among the top-level ones (after 运输指南 and its sub-category): it can move up, not
  // down. Moved up by keyboard, it goes above 运输指南 (with its sub-category) and the focus stays on its buttons.
  const names = async () => (await table.getByRole('row').allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
  const position = async (category: string) => (await names()).indexOf(category);
  expect(await position(name)).toBeGreaterThan(await position('运输指南'));
  await expect(row.getByRole('button', { name: `下移 ${name}` })).toBeDisabled();
  await row.getByRole('button', { name: `上移 ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await position(name)) < (await position('运输指南'))).toBe(true);
  await expect(row.getByRole('button', { name: `上移 ${name}` })).toBeFocused();
  await expect(row.getByRole('button', { name: `下移 ${name}` })).toBeEnabled();

  // A category holding articles cannot be deleted; the dialog says why.
  const news = table.getByRole('row').filter({ hasText: '公司新闻' });
  await news.getByRole('button', { name: '删除：公司新闻' }).click();
  const refuse = page.getByRole('dialog', { name: /^删除文章分类/ });
  await refuse.getByRole('button', { name: '删除' }).click();
  await expect(refuse.getByText(/该分类下还有 \d+ 篇文章/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/en/ops/article-categories');
  await expect(page.getByRole('table', { name: 'Article categories' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await checkDialog(page, page.getByRole('button', { name: `Edit: ${name}` }), 'Edit article category');

  await page.getByRole('button', { name: `Delete: ${name}` }).click();
  await page.getByRole('dialog', { name: /^Delete the article category/ }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('table', { name: 'Article categories' }).getByText(name)).toHaveCount(0);
});
