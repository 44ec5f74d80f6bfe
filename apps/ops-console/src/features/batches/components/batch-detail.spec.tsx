/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { OrderStatus, type AddBatchOrdersInput, type EventInput } from '@forwarder/api-client/ops';
import type { Locale } from '@forwarder/i18n';
import { apiError, batch, batchDetail, installApi, json, opsOrderListItem, opsReference, renderWithProviders, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BatchDetail } from './batch-detail';

jest.setTimeout(30_000);

const ORDERS = [45, 46, 47].map((n) => opsOrderListItem({ status: OrderStatus.InTransit }, n));
const BATCH = batchDetail({ orders: ORDERS });
const REFUSED = [
  { message: 'FA000000046CN is Delivered: it cannot move to Out for delivery.', members: ['FA000000046CN'] },
  { message: 'FA000000047CN is Cancelled: it cannot move to Out for delivery.', members: ['FA000000047CN'] },
];

let calls: ApiCall[];
let language: Locale = 'zh-Hans';
let eventAnswer: () => Response;
beforeEach(() => {
  eventAnswer = () => apiError(400, 'Some waybills cannot move.', REFUSED, 'Ops:BatchMoveNotAllowed');
  calls = installApi((call) => {
    if (call.path === '/api/ops/reference') return json(opsReference(language));
    if (call.path === `/api/ops/batches/${BATCH.id}` && call.method === 'GET') return json(BATCH);
    if (call.path === `/api/ops/batches/${BATCH.id}/events`) return eventAnswer();
    if (call.path === `/api/ops/batches/${BATCH.id}/orders`) {
      const { waybillNumbers } = call.json as AddBatchOrdersInput;
      return json({
        items: waybillNumbers.map((waybillNumber) =>
          waybillNumber === 'FA000000099CN' ? { waybillNumber, outcome: 'unknown', message: '没有这个运单号' } : { waybillNumber, outcome: 'added', message: '已加入' },
        ),
        batch: BATCH,
      });
    }
    return undefined;
  });
});

const LABELS = {
  'zh-Hans': { post: '发布事件', dialog: /^向批次发布事件/, event: /^事件/, zh: /^地点（中文）/, en: /^地点（英文）/, refusal: '没有发布：2 个运单不允许这个事件，批次中的运单都没有更新。' },
  en: { post: 'Post event', dialog: /^Post an event to batch/, event: /^Event/, zh: /^Place \(Chinese\)/, en: /^Place \(English\)/, refusal: 'Not posted: 2 waybills may not take this event, so no waybill of the batch was updated.' },
} as const;

describe.each<Locale>(['zh-Hans', 'en'])('a batch event (%s)', (locale) => {
  const label = LABELS[locale];
  beforeEach(() => {
    language = locale;
  });

  it('offers only the moves every waybill allows, and lists every waybill the server refused (nothing was written)', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BatchDetail id={BATCH.id} />, { locale });
    await user.click(await screen.findByRole('button', { name: label.post }));
    const dialog = await screen.findByRole('dialog', { name: label.dialog });
    const event = within(dialog).getByRole('combobox', { name: label.event });
    // In transit → in transit, customs, out for delivery (exceptions have their own operation; no received, no delivered).
    const codes = within(event).getAllByRole('option').map((option) => option.getAttribute('value')).filter(Boolean);
    expect(codes).toEqual(['DEPARTED_ORIGIN', 'ARRIVED_HUB', 'DEPARTED_HUB', 'ARRIVED_DESTINATION', 'CUSTOMS_CLEARANCE', 'CUSTOMS_RELEASED', 'OUT_FOR_DELIVERY', 'DELIVERY_ATTEMPTED']);

    await user.selectOptions(event, 'OUT_FOR_DELIVERY');
    await user.type(within(dialog).getByRole('textbox', { name: label.zh }), '纽约');
    await user.type(within(dialog).getByRole('textbox', { name: label.en }), 'New York');
    await user.click(within(dialog).getByRole('button', { name: label.post }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(label.refusal);
    for (const refused of REFUSED) {
      expect(alert).toHaveTextContent(refused.members[0] ?? '');
      expect(alert).toHaveTextContent(refused.message);
    }
    const body = calls.find((call) => call.path.endsWith('/events'))?.json as EventInput;
    expect(body).toMatchObject({ code: 'OUT_FOR_DELIVERY', timeZone: '+08:00', locationZh: '纽约', locationEn: 'New York' });
    // The time was left as prefilled: that means now, the server's clock (no time sent).
    expect(body).not.toHaveProperty('time');
    // Shown in the dialog, not toasted behind it; the dialog stays open to fix the batch.
    expect(screen.queryByText('Some waybills cannot move.')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});

it('posts to the whole batch when every waybill may move', async () => {
  eventAnswer = () => json({ applied: 3, batch: BATCH });
  const user = userEvent.setup();
  await renderWithProviders(<BatchDetail id={BATCH.id} />);
  await user.click(await screen.findByRole('button', { name: '发布事件' }));
  const dialog = await screen.findByRole('dialog');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^事件/ }), 'ARRIVED_HUB');
  await user.type(within(dialog).getByRole('textbox', { name: /^地点（中文）/ }), '安克雷奇');
  await user.type(within(dialog).getByRole('textbox', { name: /^地点（英文）/ }), 'Anchorage');
  await user.click(within(dialog).getByRole('button', { name: '发布事件' }));
  expect(await screen.findByText('已发布到 3 个运单')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('adds scanned waybills and says what happened to each; a closed batch takes none', async () => {
  const user = userEvent.setup();
  await renderWithProviders(<BatchDetail id={BATCH.id} />);
  const field = await screen.findByRole('textbox', { name: /^扫描加入/ });
  await user.type(field, 'fa000000048cn FA000000099CN{Enter}');
  expect(field).toHaveFocus();
  expect(await screen.findByText('1 / 2 个运单已加入')).toBeInTheDocument();
  expect(screen.getByText('单号不存在')).toBeInTheDocument();
  expect(calls.find((call) => call.path.endsWith('/orders'))?.json).toEqual({ waybillNumbers: ['FA000000048CN', 'FA000000099CN'] });
  expect(within(screen.getByRole('table', { name: '批次运单' })).getByRole('button', { name: '移出 FA000000045CN' })).toBeInTheDocument();
  expect(batch({ isClosed: true }).isClosed).toBe(true);
});

// Issue 27: "a batch ETA typed as 10:00 ... shows as 02:00 on the batch page with no zone". The page read the instant
// in the viewer's zone; it now shows the ETA in the zone it was typed at, named, and the edit form opens at it.
describe.each<[Locale, RegExp, RegExp, string]>([
  ['zh-Hans', /^预计到达/, /^时区/, '编辑 / 关闭'],
  ['en', /^ETA/, /^Time zone/, 'Edit / close'],
])('a batch ETA in the zone typed (%s)', (locale, etaLabel, zoneLabel, edit) => {
  beforeEach(() => {
    language = locale;
  });

  it('shows 10:00 typed at +08:00 as 10:00 (UTC+08:00), and at -05:00 as 10:00 (UTC-05:00); the edit form keeps the zone', async () => {
    const typed = { ...BATCH, eta: '2026-11-28T15:00:00.000Z', etaTimeZone: '-05:00' };
    calls = installApi((call) => {
      if (call.path === '/api/ops/reference') return json(opsReference(language));
      if (call.path === `/api/ops/batches/${BATCH.id}`) return json(typed);
      return undefined;
    });
    const user = userEvent.setup();
    await renderWithProviders(<BatchDetail id={BATCH.id} />, { locale });
    expect(await screen.findByText('2026-11-28 10:00 (UTC-05:00)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: edit }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(etaLabel)).toHaveValue('2026-11-28T10:00');
    expect(within(dialog).getByRole('combobox', { name: zoneLabel })).toHaveValue('-05:00');
    // The field says which zone the time is typed in.
    expect(within(dialog).getByText(locale === 'en' ? /^In the zone chosen \(UTC-05:00\)/ : /^按所选时区 UTC-05:00 填写/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: zoneLabel }), '+08:00');
    await user.click(within(dialog).getByRole('button', { name: locale === 'en' ? 'Save' : '保存' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    // 10:00 at +08:00 is 02:00 UTC, and the zone goes with it.
    expect(calls.find((call) => call.method === 'PUT')?.json).toMatchObject({ eta: '2026-11-28T02:00:00.000Z', etaTimeZone: '+08:00' });
  });

  it('reads the fixture batch at its own zone', async () => {
    await renderWithProviders(<BatchDetail id={BATCH.id} />, { locale });
    // 2026-11-25T14:30Z typed at +08:00.
    expect(await screen.findByText('2026-11-25 22:30 (UTC+08:00)')).toBeInTheDocument();
  });
});
