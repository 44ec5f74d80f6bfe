/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { OrderStatus, type ReceiveInput } from '@forwarder/api-client/ops';
import type { Locale } from '@forwarder/i18n';
import { apiError, installApi, json, opsOrder, opsReference, renderWithProviders, type ApiCall } from '@forwarder/testing';
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

let calls: ApiCall[];
beforeEach(() => {
  calls = installApi((call) => {
    if (call.path === '/api/ops/reference') return json(opsReference());
    if (call.path === `/api/ops/waybills/${ORDER.waybillNumber}`) return json(ORDER);
    if (call.path.startsWith('/api/ops/waybills/')) return apiError(404, 'The requested object does not exist.', null, 'NotFound');
    if (call.path === '/api/ops/receiving') return json(RECEIVED);
    return undefined;
  });
});

const LABELS = {
  'zh-Hans': { waybill: /^运单号/, weight: /^重量/, box: (n: number) => `第 ${n} 箱`, table: '申报与实测重量', chargeable: '计费重', finish: '完成入库', notFound: '找不到运单 FA000000000CN。' },
  en: { waybill: /^Waybill number/, weight: /^Weight/, box: (n: number) => `Box ${n}`, table: 'Declared and measured weights', chargeable: 'Chargeable weight', finish: 'Finish receiving', notFound: 'No waybill FA000000000CN.' },
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
