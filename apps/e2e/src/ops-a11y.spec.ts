import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { checkDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { createOrderWith } from './support/orders';
import { apiAuthorization, createMember, DEMO_ADMIN, DEMO_MEMBER, DEMO_OPERATOR, signIn } from './support/session';

// Accessibility of the operations console (/ops, /en/ops): axe on every page, on every dialog while it is open and on
// the open disclosures, in both languages, at desktop and phone widths. Each dialog closes with Escape and gives the
// focus back to the button that opened it. Nothing here changes a seeded order: the dialogs are only opened, and the
// set-up (a fresh member's two orders, one of them in exception, and a bag holding the other) is made through the API.

type Lang = '' | '/en';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** A seeded order of demo-member (delivered: a full timeline, parties, parcels and items). */
const SEEDED_WAYBILL = 'FA000000014CN';
/** A well-formed waybill number no order has (scan mode answers "unknown number" and writes nothing). */
const UNKNOWN_WAYBILL = 'FA999999995CN';

interface Fixtures {
  /** A fresh order (Submitted): every event and "raise exception" are open to it; it is in `batch`. */
  open: { id: string; waybillNumber: string };
  /** A fresh order in exception (ADDRESS_ISSUE): "resolve exception" is open to it. */
  held: { id: string; waybillNumber: string };
  batch: { id: string; reference: string };
  seededId: string;
  /** The fresh member (monthly credit, so the receivables list it): its user name and id. */
  customer: { id: string; userName: string };
}

let fixtures: Fixtures;

/** The text of a language: `zh` for the Chinese console, `en` for /en. */
const say = (lang: Lang, zh: string, en: string) => (lang ? en : zh);
const sayRe = (lang: Lang, zh: string, en: string) => new RegExp(`^${lang ? en : zh}`);

// Once per worker: the fixtures are only read by the tests (dialogs are opened, never sent).
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    const account = createMember('e2e-ops-a11y');
    const member = await apiAuthorization(api, account);
    const admin = await apiAuthorization(api, DEMO_ADMIN);
    const open = await createOrderWith(api, member, { reference: `A11Y-${stamp}-1` });
    const held = await createOrderWith(api, member, { reference: `A11Y-${stamp}-2` });
    const raised = await api.post(`/api/ops/orders/${held.id}/exception`, { headers: admin, data: { reason: 'ADDRESS_ISSUE' } });
    expect(raised.ok(), await raised.text()).toBe(true);
    const reference = `A11Y-${stamp}`;
    const created = await api.post('/api/ops/batches', {
      headers: admin,
      data: { type: 'BAG', reference, origin: 'SZX', destination: 'JFK', waybillNumbers: [open.waybillNumber] },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const batch = (await created.json()) as { id: string };
    const seeded = await api.get(`/api/ops/waybills/${SEEDED_WAYBILL}`, { headers: admin });
    expect(seeded.ok(), await seeded.text()).toBe(true);
    const detail = await api.get(`/api/ops/orders/${open.id}`, { headers: admin });
    expect(detail.ok(), await detail.text()).toBe(true);
    const customerId = ((await detail.json()) as { customer: { id: string } }).customer.id;
    // Only a fresh member's account is changed (against an external server the fallback is demo-member: left alone).
    if (account.username !== DEMO_MEMBER.username) {
      const credit = await api.put(`/api/ops/customers/${customerId}/billing-account`, { headers: admin, data: { kind: 'credit', creditLimitMinor: 100000, currency: 'CNY' } });
      expect(credit.ok(), await credit.text()).toBe(true);
    }
    fixtures = {
      customer: { id: customerId, userName: account.username },
      open: { id: open.id, waybillNumber: open.waybillNumber },
      held: { id: held.id, waybillNumber: held.waybillNumber },
      batch: { id: batch.id, reference },
      seededId: ((await seeded.json()) as { id: string }).id,
    };
  } finally {
    await api.dispose();
  }
});

/** The resolve dialog opens on the resolution staff came to write, not on its time-zone select (issue 27). */
const focusOnResolution = (lang: Lang) => async (dialog: Locator) => {
  await expect(dialog.getByRole('textbox', { name: sayRe(lang, '处理结果', 'Resolution') })).toBeFocused();
};

/** Goes to a console page and waits for its level-1 heading. */
async function visit(page: Page, lang: Lang, path: string, heading: RegExp) {
  await page.goto(`${lang}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * The menu marks the current page at every width: the side menu at desktop width, the row above the page below
 * 992 px (the console's phone menu: a handheld scanner must reach every station). Only one of the two is visible.
 */
async function checkMenu(page: Page, lang: Lang, current: string) {
  const menu = page.getByRole('navigation', { name: say(lang, '运营菜单', 'Operations menu') });
  await expect(menu).toHaveCount(1);
  await expect(menu.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page');
}

for (const lang of ['', '/en'] as const) {
  const language = lang ? 'English' : 'Chinese';
  for (const screen of SCREENS) {
    test.describe(`${language} console at ${screen.name} width`, () => {
      test.use({ viewport: screen.viewport });

      test('work desk, orders, batches, exceptions, audit log and staff: pages and dialogs', async ({ page }) => {
        test.setTimeout(150_000);
        const { open, held, batch } = fixtures;
        await signIn(page, DEMO_ADMIN, lang);

        // Work desk: figures that link into the lists.
        await expect(page.getByRole('heading', { level: 1, name: say(lang, '工作台', 'Dashboard') })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: say(lang, '各状态运单', 'Waybills by status') })).toBeVisible();
        await checkMenu(page, lang, say(lang, '工作台', 'Dashboard'));
        await expectNoSeriousA11yViolations(page);

        // Orders: the fresh order selected into "add to batch".
        await visit(page, lang, `/ops/orders?numbers=${open.waybillNumber}`, new RegExp(`^${say(lang, '运单', 'Waybills')}$`));
        const orders = page.getByRole('table', { name: say(lang, '运单列表', 'Waybills') });
        await expect(orders.getByRole('link', { name: open.waybillNumber })).toBeVisible();
        await checkMenu(page, lang, say(lang, '运单', 'Waybills'));
        await expectNoSeriousA11yViolations(page);
        await orders.getByRole('checkbox', { name: say(lang, `选择运单 ${open.waybillNumber}`, `Select waybill ${open.waybillNumber}`) }).check();
        await checkDialog(page, page.getByRole('button', { name: say(lang, '加入批次（1）', 'Add to batch (1)') }), say(lang, '加入批次', 'Add to batch'), async (dialog) => {
          await expect(dialog.getByRole('option', { name: new RegExp(batch.reference) })).toBeAttached();
        });

        // Batches: the list and "new batch".
        await visit(page, lang, `/ops/batches?keyword=${batch.reference}`, new RegExp(`^${say(lang, '批次', 'Batches')}$`));
        await expect(page.getByRole('table', { name: say(lang, '批次列表', 'Batches') }).getByRole('link', { name: batch.reference })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await checkDialog(page, page.getByRole('button', { name: say(lang, '新建批次', 'New batch'), exact: true }), say(lang, '新建批次', 'New batch'));

        // Problem parcels: resolving the fresh order's exception from the queue.
        await visit(page, lang, '/ops/exceptions?kind=exception', new RegExp(`^${say(lang, '问题件', 'Problem parcels')}$`));
        const resolve = page.getByRole('button', {
          name: say(lang, `解决异常 ${held.waybillNumber}`, `Resolve the exception of ${held.waybillNumber}`),
        });
        await expect(resolve).toBeEnabled();
        await expectNoSeriousA11yViolations(page);
        await checkDialog(page, resolve, say(lang, `解决异常：${held.waybillNumber}`, `Resolve the exception: ${held.waybillNumber}`), focusOnResolution(lang));

        // Audit log: the batch's entry with its changes disclosed.
        await visit(page, lang, `/ops/audit?keyword=${batch.reference}`, new RegExp(`^${say(lang, '操作日志', 'Audit log')}$`));
        const changes = page.getByText(sayRe(lang, '查看 \\d+ 项变更', 'Show \\d+ changes')).first();
        await changes.click();
        await expect(page.getByRole('table', { name: say(lang, '变更前后', 'Before and after') }).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // Staff accounts: "new" and "edit" (demo-operator: role and state editable).
        await visit(page, lang, '/ops/staff?keyword=demo-operator', new RegExp(`^${say(lang, '员工账号', 'Staff accounts')}$`));
        const edit = page.getByRole('button', { name: say(lang, '编辑 demo-operator', 'Edit demo-operator') });
        await expect(edit).toBeVisible();
        await checkMenu(page, lang, say(lang, '员工账号', 'Staff accounts'));
        await expectNoSeriousA11yViolations(page);
        await checkDialog(page, page.getByRole('button', { name: say(lang, '新建员工账号', 'New staff account') }), say(lang, '新建员工账号', 'New staff account'));
        await checkDialog(page, edit, say(lang, '编辑员工账号：demo-operator', 'Edit staff account: demo-operator'));
      });

      test('scan mode and receiving stations', async ({ page }) => {
        test.setTimeout(90_000);
        const { open } = fixtures;
        await signIn(page, DEMO_ADMIN, lang);

        // Scan mode, step 1 (the event) and step 2 (scanning) with a result.
        // A station's heading is its name alone (the way back to the dashboard sits beside it, not in it).
        await visit(page, lang, '/ops/scan', new RegExp(`^${say(lang, '扫描', 'Scan')}$`));
        const setup = page.getByRole('form', { name: say(lang, '第 1 步：选择要扫描的事件', 'Step 1: choose the event to scan') });
        await expect(setup).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await setup.getByRole('combobox', { name: sayRe(lang, '事件', 'Event') }).selectOption('ARRIVED_HUB');
        await setup.getByRole('textbox', { name: sayRe(lang, '地点（中文）', 'Place \\(Chinese\\)') }).fill('香港转运中心');
        await setup.getByRole('textbox', { name: sayRe(lang, '地点（英文）', 'Place \\(English\\)') }).fill('Hong Kong hub');
        await setup.getByRole('button', { name: say(lang, '开始扫描', 'Start scanning') }).click();
        const scanField = page.getByRole('form', { name: say(lang, '扫描运单', 'Scan a waybill') }).getByRole('textbox');
        await expect(scanField).toBeFocused();
        await scanField.fill(UNKNOWN_WAYBILL);
        await scanField.press('Enter');
        await expect(page.getByRole('table', { name: say(lang, '扫描结果', 'Scan results') }).getByRole('cell', { name: UNKNOWN_WAYBILL, exact: true })).toBeVisible();
        await expect(scanField).toBeFocused();
        await expectNoSeriousA11yViolations(page);

        // Receiving: the station's place disclosed, the fresh order looked up (its form open, not sent).
        await visit(page, lang, '/ops/receive', new RegExp(`^${say(lang, '入库称重', 'Receiving')}$`));
        const waybillField = page.getByRole('form', { name: say(lang, '查找运单', 'Find a waybill') }).getByRole('textbox');
        await expect(waybillField).toBeFocused();
        await page.getByText(say(lang, '入库地点', 'Receiving place'), { exact: true }).click();
        await expect(page.getByRole('textbox', { name: sayRe(lang, '地点（中文）', 'Place \\(Chinese\\)') })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await waybillField.fill(open.waybillNumber);
        await waybillField.press('Enter');
        await expect(page.getByRole('region', { name: say(lang, `称重入库：${open.waybillNumber}`, `Receive and weigh: ${open.waybillNumber}`) })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test('order and batch detail pages and their dialogs', async ({ page }) => {
        test.setTimeout(120_000);
        const { open, held, batch, seededId } = fixtures;
        await signIn(page, DEMO_ADMIN, lang);
        const detailHeading = new RegExp(`^${say(lang, '运单详情', 'Waybill details')}$`);

        // A seeded delivered order: the whole page, read only.
        await visit(page, lang, `/ops/order-detail?id=${seededId}`, detailHeading);
        await expect(page.getByText(SEEDED_WAYBILL, { exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // The fresh order: post an event, raise an exception.
        await visit(page, lang, `/ops/order-detail?id=${open.id}`, detailHeading);
        await expect(page.getByText(open.waybillNumber, { exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await checkDialog(
          page,
          page.getByRole('button', { name: say(lang, '发布事件', 'Post event'), exact: true }),
          say(lang, `发布事件：${open.waybillNumber}`, `Post an event: ${open.waybillNumber}`),
        );
        await checkDialog(
          page,
          page.getByRole('button', { name: say(lang, '登记异常', 'Raise exception'), exact: true }),
          say(lang, `登记异常：${open.waybillNumber}`, `Raise an exception: ${open.waybillNumber}`),
        );

        // The order in exception: resolve it.
        await visit(page, lang, `/ops/order-detail?id=${held.id}`, detailHeading);
        const resolve = page.getByRole('button', { name: say(lang, '解决异常', 'Resolve exception'), exact: true });
        await expect(resolve).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await checkDialog(page, resolve, say(lang, `解决异常：${held.waybillNumber}`, `Resolve the exception: ${held.waybillNumber}`), focusOnResolution(lang));

        // The bag: one event for all its waybills, edit / close.
        await visit(page, lang, `/ops/batch-detail?id=${batch.id}`, new RegExp(`^${say(lang, '批次详情', 'Batch')}$`));
        await expect(page.getByRole('table', { name: say(lang, '批次运单', 'Waybills of the batch') }).getByRole('link', { name: open.waybillNumber })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await checkDialog(
          page,
          page.getByRole('button', { name: say(lang, '发布事件', 'Post event'), exact: true }),
          say(lang, `向批次发布事件：${batch.reference}`, `Post an event to batch ${batch.reference}`),
        );
        await checkDialog(
          page,
          page.getByRole('button', { name: say(lang, '编辑 / 关闭', 'Edit / close') }),
          say(lang, `编辑批次：${batch.reference}`, `Edit batch: ${batch.reference}`),
        );
      });

      test('billing: receivables, a customer\'s statements and invoices, the company details on them', async ({ page }) => {
        test.setTimeout(120_000);
        const { customer, open } = fixtures;
        test.skip(customer.userName === DEMO_MEMBER.username, 'needs a fresh member (E2E_SERVER_DATA_DIR)');
        await signIn(page, DEMO_ADMIN, lang);

        // Receivables: the fresh credit customer, filtered in the URL.
        await visit(page, lang, `/ops/receivables?kind=credit&keyword=${customer.userName}`, new RegExp(`^${say(lang, '应收款', 'Receivables')}$`));
        const receivables = page.getByRole('table', { name: say(lang, '应收款列表', 'Receivables list') });
        await expect(receivables.getByRole('link', { name: customer.userName })).toBeVisible();
        await checkMenu(page, lang, say(lang, '应收款', 'Receivables'));
        await expectNoSeriousA11yViolations(page);

        // The customer's billing page: statements and invoices, and the two invoice dialogs.
        await receivables.getByRole('link', { name: customer.userName }).click();
        await expect(page.getByRole('heading', { level: 1, name: say(lang, '客户账单', 'Customer billing') })).toBeVisible();
        await expect(page.getByRole('combobox', { name: say(lang, '月份', 'Month') })).toBeEnabled();
        await expect(page.getByText(say(lang, '还没有账单。', 'No invoices yet.'))).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await checkDialog(page, page.getByRole('button', { name: say(lang, '按运单开账单', 'Invoice an order') }), say(lang, '按运单开账单', 'Invoice an order'), async (dialog) => {
          await dialog.getByRole('textbox', { name: sayRe(lang, '运单号', 'Waybill') }).fill(open.waybillNumber);
        });
        await checkDialog(page, page.getByRole('button', { name: say(lang, '按期间开账单', 'Invoice a period') }), say(lang, '按期间开账单', 'Invoice a period'));

        // Site settings: the company details on statements and invoices, below the site's own.
        await visit(page, lang, '/ops/site-settings', new RegExp(`^${say(lang, '站点设置', 'Site settings')}$`));
        await expect(page.getByRole('form', { name: say(lang, '账单与对账单上的公司信息', 'Company details on statements and invoices') })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
}

test('an operator sees "admins only" on the staff page, in both languages and at both widths', async ({ page }) => {
  await signIn(page, DEMO_OPERATOR);
  for (const lang of ['', '/en'] as const) {
    for (const screen of SCREENS) {
      await page.setViewportSize(screen.viewport);
      await visit(page, lang, '/ops/staff', new RegExp(`^${say(lang, '员工账号', 'Staff accounts')}$`));
      await expect(page.getByRole('alert').getByText(say(lang, '仅管理员可用', 'Admins only'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  }
});
