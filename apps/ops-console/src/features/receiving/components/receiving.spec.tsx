/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { ExceptionReason, OrderStatus, type ReceiveInput } from '@forwarder/api-client/ops';
import type { Locale } from '@forwarder/i18n';
import { apiError, installApi, json, opsExceptionReason, opsOrder, opsReference, renderWithProviders, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Receiving } from './receiving';

jest.setTimeout(30_000);

const ORDER = opsOrder(); // submitted, air, declared: 2 boxes, 7 kg actual, 8 kg dimensional, 8 kg chargeable
const RECEIVED = opsOrder({
  status: OrderStatus.Received,
  measured: {
    parcels: [
      { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20, volumeWeightKg: 4.2 },
      { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20, volumeWeightKg: 4.2 },
    ],
    parcelCount: 2,
    totalWeightKg: 7.6,
    volumeWeightKg: 8.4,
    chargeableWeightKg: 8.4,
    measuredTime: '2026-11-23T06:15:00.000Z',
  },
});

const localeOf = (call: ApiCall): Locale => (call.language?.startsWith('en') ? 'en' : 'zh-Hans');

/** What the server answers a confirmed short delivery: received and held in exception, in the request's language. */
const heldShort = (locale: Locale) => {
  const reason = opsExceptionReason(ExceptionReason.SHORT_DELIVERY, locale);
  return opsOrder({
    status: OrderStatus.Exception,
    measured: { ...(RECEIVED.measured as NonNullable<typeof RECEIVED.measured>), parcels: [{ weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20, volumeWeightKg: 4.2 }], parcelCount: 1 },
    exception: { reason: reason.reason, reasonDisplayName: reason.displayName, explanationZh: reason.explanationZh, explanationEn: reason.explanationEn, note: '', since: '2026-11-23T06:15:00.000Z', raisedBy: 'demo-operator' },
  });
};

let calls: ApiCall[];
beforeEach(() => {
  calls = installApi((call) => {
    if (call.path === '/api/ops/reference') return json(opsReference(localeOf(call)));
    if (call.path === `/api/ops/waybills/${ORDER.waybillNumber}`) return json(ORDER);
    if (call.path.startsWith('/api/ops/waybills/')) return apiError(404, 'The requested object does not exist.', null, 'NotFound');
    if (call.path === '/api/ops/receiving') return json((call.json as ReceiveInput).acceptShortDelivery ? heldShort(localeOf(call)) : RECEIVED);
    return undefined;
  });
});

const LABELS = {
  'zh-Hans': {
    waybill: /^运单号/,
    weight: /^重量/,
    box: (n: number) => `第 ${n} 箱`,
    table: '申报与实测重量',
    chargeable: '计费重',
    finish: '完成入库',
    notFound: '找不到运单 FA000000000CN。',
    shortNote: '少件：申报 2 件，本次录入 1 件',
    shortDialog: `少件入库：${ORDER.waybillNumber}`,
    shortCounts: '客户申报 2 件，本次只收到 1 件。',
    confirmShort: '确认少件入库',
    cancel: '取消',
    removeBox2: '删除第 2 箱',
    lastShort: `上一票 ${ORDER.waybillNumber} 已入库，实测计费重 8.4 kg；已转为异常：少件。`,
  },
  en: {
    waybill: /^Waybill number/,
    weight: /^Weight/,
    box: (n: number) => `Box ${n}`,
    table: 'Declared and measured weights',
    chargeable: 'Chargeable weight',
    finish: 'Finish receiving',
    notFound: 'No waybill FA000000000CN.',
    shortNote: 'Short delivery: 2 boxes declared, 1 entered',
    shortDialog: `Receive ${ORDER.waybillNumber} short?`,
    shortCounts: 'The customer declared 2 boxes; only 1 arrived.',
    confirmShort: 'Receive short',
    cancel: 'Cancel',
    removeBox2: 'Remove box 2',
    lastShort: `Previous parcel ${ORDER.waybillNumber} received; measured chargeable weight 8.4 kg; now in exception: Short delivery.`,
  },
} as const;

/** The row of a figure in the declared-vs-measured table: [figure, declared, measured]. */
const figure = (name: string, label: (typeof LABELS)[Locale]) =>
  within(screen.getByRole('table', { name: label.table }))
    .getAllByRole('row')
    .find((row) => row.textContent?.startsWith(name))
    ?.querySelectorAll('td');

describe.each<Locale>(['zh-Hans', 'en'])('receiving (%s)', (locale) => {
  const label = LABELS[locale];

  it('scans a parcel in, weighs its boxes with the keyboard and recomputes the chargeable weight live', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Receiving />, { locale });
    const waybill = await screen.findByRole('textbox', { name: label.waybill });
    await waitFor(() => expect(waybill).toHaveFocus());
    await user.keyboard(`${ORDER.waybillNumber}{Enter}`);

    // The parcel is found: the cursor is in box 1's weight. Enter moves on; Enter in the last height adds box 2.
    const box1 = await screen.findByRole('group', { name: label.box(1) });
    await waitFor(() => expect(within(box1).getByRole('textbox', { name: label.weight })).toHaveFocus());
    await user.keyboard('3.9{Enter}42{Enter}30{Enter}20{Enter}');
    const box2 = await screen.findByRole('group', { name: label.box(2) });
    expect(within(box2).getByRole('textbox', { name: label.weight })).toHaveFocus();

    // Declared and measured side by side; the measured chargeable weight follows every keystroke.
    expect(figure(label.chargeable, label)?.[1]).toHaveTextContent('8 kg');
    expect(figure(label.chargeable, label)?.[2]).toHaveTextContent('4.2 kg');
    await user.keyboard('3.7{Enter}42{Enter}30{Enter}2');
    // Height 2 so far: 3.9 + 3.7 = 7.6 kg actual beats 4.2 + 0.42 kg dimensional.
    expect(figure(label.chargeable, label)?.[2]).toHaveTextContent('7.6 kg');
    await user.keyboard('0');
    // Height 20: 4.2 + 4.2 = 8.4 kg dimensional beats 7.6 kg actual.
    expect(figure(label.chargeable, label)?.[2]).toHaveTextContent('8.4 kg');

    // Ctrl+Enter finishes; the cursor goes back to the waybill field for the next parcel.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/ops/receiving')).toBe(true));
    const body = calls.find((call) => call.path === '/api/ops/receiving')?.json as ReceiveInput;
    expect(body).toEqual({
      waybillNumber: ORDER.waybillNumber,
      parcels: [
        { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
        { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
      ],
      timeZone: '+08:00',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: label.waybill })).toHaveFocus());
    expect(screen.queryByRole('group', { name: label.box(1) })).not.toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`${ORDER.waybillNumber}.*8\\.4 kg`))).toBeInTheDocument();
  });

  it('shows fewer boxes than declared, and asks before receiving them short', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Receiving />, { locale });
    await user.type(await screen.findByRole('textbox', { name: label.waybill }), `${ORDER.waybillNumber}{Enter}`);
    const box1 = await screen.findByRole('group', { name: label.box(1) });
    // One box of the two declared: the difference shows at once, and goes once a second box is added.
    expect(screen.getByText(label.shortNote)).toBeInTheDocument();
    await waitFor(() => expect(within(box1).getByRole('textbox', { name: label.weight })).toHaveFocus());
    await user.keyboard('3.9{Enter}42{Enter}30{Enter}20{Enter}');
    await screen.findByRole('group', { name: label.box(2) });
    expect(screen.queryByText(label.shortNote)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: label.removeBox2 }));
    expect(screen.getByText(label.shortNote)).toBeInTheDocument();

    // Finishing asks first; cancelling sends nothing.
    await user.click(screen.getByRole('button', { name: label.finish }));
    let dialog = await screen.findByRole('dialog', { name: label.shortDialog });
    expect(dialog).toHaveTextContent(label.shortCounts);
    await user.click(within(dialog).getByRole('button', { name: label.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === '/api/ops/receiving')).toBe(false);

    // Confirmed: the boxes go with acceptShortDelivery; the parcel is received and held in exception.
    await user.click(screen.getByRole('button', { name: label.finish }));
    dialog = await screen.findByRole('dialog', { name: label.shortDialog });
    await user.click(within(dialog).getByRole('button', { name: label.confirmShort }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/ops/receiving')).toBe(true));
    expect(calls.find((call) => call.path === '/api/ops/receiving')?.json).toEqual({
      waybillNumber: ORDER.waybillNumber,
      parcels: [{ weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 }],
      timeZone: '+08:00',
      acceptShortDelivery: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(label.lastShort);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the number is unknown', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Receiving />, { locale });
    await user.type(await screen.findByRole('textbox', { name: label.waybill }), 'fa000000000cn{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(label.notFound);
  });
});

it('refuses a box without numbers before sending anything', async () => {
  const user = userEvent.setup();
  await renderWithProviders(<Receiving />);
  await user.type(await screen.findByRole('textbox', { name: /^运单号/ }), `${ORDER.waybillNumber}{Enter}`);
  await screen.findByRole('group', { name: '第 1 箱' });
  await user.keyboard('abc');
  await user.click(screen.getByRole('button', { name: '完成入库' }));
  expect(await screen.findByText('请输入数字')).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/api/ops/receiving')).toBe(false);
});
