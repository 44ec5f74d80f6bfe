import { expectNoSeriousA11yViolations } from './support/a11y';
import { createOrder } from './support/orders';
import { expect, postOrderEvent, test } from './support/ops';
import { DEMO_OPERATOR, signIn } from './support/session';

// Issue 27, "time zones are confusing": a batch ETA typed as 10:00 at the form's default zone showed as 02:00 on the
// batch page with no zone (read in the browser's zone: this suite's Chromium runs in the machine's), and a customer's
// order showed its creation time and its events in different, unnamed zones. Every time is now named by its zone: the
// ETA in the zone it was typed at (the site's, Asia/Shanghai, by default), a customer's creation time in the site's
// zone, an event in the zone of the place where it happened. The site zone is not changed here (other specs share it).

const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const STAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d \(UTC[+-]\d\d:\d\d\)$/;

const LANGS = [
  { lang: '', name: 'Chinese', newBatch: '新建批次', type: /^类型/, reference: /^编号/, origin: /^始发地/, destination: /^目的地/, eta: /^预计到达/, zone: /^时区/, create: '创建', summary: '运单信息', tracking: '物流轨迹', created: '下单时间', etaHint: '按所选时区 UTC+08:00 填写' },
  { lang: '/en', name: 'English', newBatch: 'New batch', type: /^Type/, reference: /^Reference/, origin: /^Origin/, destination: /^Destination/, eta: /^ETA/, zone: /^Time zone/, create: 'Create', summary: 'Waybill information', tracking: 'Tracking', created: 'Created', etaHint: 'In the zone chosen (UTC+08:00)' },
] as const;

for (const l of LANGS) {
  test(`${l.name}: a batch ETA typed at 10:00 reads 10:00 with its zone; a customer's order names the zone of each time`, async ({ page, memberPage }) => {
    test.setTimeout(90_000);
    const tag = `TZ-${run()}`;
    const order = await createOrder(memberPage, { reference: tag });

    await signIn(page, DEMO_OPERATOR, l.lang);
    await page.goto(`${l.lang}/ops/batches`);
    await page.getByRole('button', { name: l.newBatch }).click();
    const create = page.getByRole('dialog', { name: l.newBatch });
    await create.getByRole('combobox', { name: l.type }).selectOption('MAWB');
    await create.getByRole('textbox', { name: l.reference }).fill(tag);
    await create.getByRole('textbox', { name: l.origin }).fill('SZX');
    await create.getByRole('textbox', { name: l.destination }).fill('JFK');
    // The form starts at the site's zone and says so next to the time.
    await expect(create.getByRole('combobox', { name: l.zone })).toHaveValue('+08:00');
    await expect(create.getByText(l.etaHint)).toBeVisible();
    await create.getByLabel(l.eta).fill('2026-11-28T10:00');
    await expectNoSeriousA11yViolations(page);
    await create.getByRole('button', { name: l.create }).click();
    await expect(page).toHaveURL(/\/ops\/batch-detail\?id=/);
    // Typed 10:00 at UTC+08:00, read back as typed, the zone named (it read 02:00, unnamed).
    await expect(page.getByText('2026-11-28 10:00 (UTC+08:00)', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${l.lang}/ops/batches?keyword=${tag}`);
    await expect(page.getByRole('cell', { name: '2026-11-28 10:00 (UTC+08:00)' })).toBeVisible();

    // An event in New York: the customer reads it in New York's zone, the order's creation in the site's.
    await postOrderEvent(page, order.id, { code: 'RECEIVED', locationZh: '纽约仓', locationEn: 'New York warehouse', timeZone: '-05:00' });
    await memberPage.goto(`${l.lang}/user/order-detail?id=${order.id}`);
    const summary = memberPage.getByRole('region', { name: l.summary });
    const created = summary.getByText(STAMP);
    await expect(created).toBeVisible();
    await expect(created).toHaveText(/\(UTC\+08:00\)$/);
    const timeline = memberPage.getByRole('list', { name: l.tracking });
    await expect(timeline.getByText(/ \(UTC-05:00\)$/)).toHaveCount(1);
    await expect(timeline.getByText(/ \(UTC\+08:00\)$/)).toHaveCount(1); // the submission, at the site's warehouse
    await expectNoSeriousA11yViolations(memberPage);
  });
}
