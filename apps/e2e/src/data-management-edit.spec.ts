import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectCleanDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { authorization, createMember, DEMO_MERCHANT, signIn } from './support/session';

// Editing and deleting data records (both portals, both languages) against the real server: the duplicate file
// refused by content at its own file, the readable type, the edit dialog, the delete confirmation (axe on both
// dialogs), the files gone with the record.

const API = '/api/f/merchant-management/merchant-datas';

/** A small real PDF (the server checks the magic bytes), different on every call. */
function pdfBytes(tag: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${tag} ${Date.now()}-${Math.random()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

interface Words {
  title: RegExp;
  upload: string;
  edit: string;
  editDialog: string;
  save: string;
  remove: string;
  removeDialog: string;
  confirmRemove: string;
  pdfKind: string;
  duplicate: RegExp;
  picked: string;
  category: RegExp;
}

const ZH: Words = {
  title: /^标题/,
  upload: '开始上传',
  edit: '编辑',
  editDialog: '编辑资料',
  save: '保存',
  remove: '删除',
  removeDialog: '删除资料',
  confirmRemove: '确认删除',
  pdfKind: 'PDF 文档',
  duplicate: /与 a\.pdf 内容相同/,
  picked: '已选文件',
  category: /^分类/,
};
const EN: Words = {
  title: /^Title/,
  upload: 'Upload',
  edit: 'Edit',
  editDialog: 'Edit record',
  save: 'Save',
  remove: 'Delete',
  removeDialog: 'Delete record',
  confirmRemove: 'Delete',
  pdfKind: 'PDF document',
  duplicate: /same content as a\.pdf/,
  picked: 'Selected files',
  category: /^Category/,
};

/**
 * Uploads two files whose second is a renamed copy of the first (the server refuses it at that file), then the
 * record without the copy; answers the new record's id.
 */
async function uploadWithRefusedCopy(page: Page, base: string, w: Words, title: string): Promise<string> {
  await page.goto(`${base}?new=1`);
  await page.getByLabel(w.title).fill(title);
  const pdf = pdfBytes(title);
  await page.getByTestId('data-upload-input').setInputFiles([
    { name: 'a.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'a-copy.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await page.getByRole('button', { name: w.upload }).click();
  const items = page.getByRole('list', { name: w.picked }).getByRole('listitem');
  await expect(items.nth(1).getByRole('alert')).toHaveText(w.duplicate);
  await expect(items.nth(0).getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: /a-copy\.pdf/ }).click();
  await page.getByRole('button', { name: w.upload }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id');
  expect(id).toBeTruthy();
  return id ?? '';
}

async function editAndDelete(page: Page, base: string, w: Words) {
  const title = `E2E record ${Date.now()}`;
  const id = await uploadWithRefusedCopy(page, base, w, title);
  await expect(page.getByRole('table').getByText(w.pdfKind)).toBeVisible();
  await expect(page.getByText('application/pdf')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const fileIds = ((await (await page.request.get(`${API}/${id}`, { headers: await authorization(page) })).json()) as { files: { id: string }[] }).files;

  // Edit: the dialog shows the record's values; axe on it; the detail shows what was saved.
  await page.getByRole('button', { name: w.edit, exact: true }).click();
  const edit = page.getByRole('dialog', { name: w.editDialog });
  await expect(edit.getByLabel(w.title)).toHaveValue(title);
  await expectCleanDialog(page, edit);
  const renamed = `${title} (2)`;
  await edit.getByLabel(w.title).fill(renamed);
  await edit.getByLabel(w.category).selectOption('20');
  await edit.getByRole('button', { name: w.save }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();

  // Delete: the confirmation names the record; axe on it; then the list, without the record, and its file is gone.
  await page.getByRole('button', { name: w.remove, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: w.removeDialog });
  await expect(confirm).toContainText(renamed);
  await expectCleanDialog(page, confirm);
  await confirm.getByRole('button', { name: w.confirmRemove }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
  const headers = await authorization(page);
  expect((await page.request.get(`${API}/${id}`, { headers })).status()).toBe(404);
  expect((await page.request.get(`${API}/${id}/files/${fileIds[0]?.id}`, { headers })).status()).toBe(404);
}

test('a merchant edits and deletes a record (Chinese)', async ({ page }) => {
  await signIn(page, DEMO_MERCHANT);
  await editAndDelete(page, '/merchant/merchant-datas', ZH);
});

test('a member edits and deletes a record (English)', async ({ page }) => {
  await signIn(page, createMember('e2e-data'), '/en');
  await editAndDelete(page, '/en/user/merchant-datas', EN);
});
