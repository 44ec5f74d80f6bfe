/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { OrderStatus, ScanOutcome, type ScanInput } from '@forwarder/api-client/ops';
import { installApi, json, opsMoveNotAllowed, opsReference, opsScanResult, opsServerMessage, opsStatusName, renderWithProviders, type ApiCall } from '@forwarder/testing';
import type { Locale } from '@forwarder/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScanMode } from './scan-mode';

jest.setTimeout(30_000);

// One number per outcome the server can answer, in its words.
const IN_TRANSIT = opsStatusName(OrderStatus.InTransit);
const APPLIED = opsServerMessage('Ops:ScanApplied', { status: IN_TRANSIT });
const UNKNOWN = opsServerMessage('Ops:ScanUnknown', { waybillNumber: 'FA999999999CN' });
const ANSWERS: Record<string, Parameters<typeof opsScanResult>[0]> = {
  FA000000045CN: { outcome: ScanOutcome.Applied, message: APPLIED, statusDisplayName: IN_TRANSIT, status: OrderStatus.InTransit },
  FA999999999CN: { waybillNumber: 'FA999999999CN', outcome: ScanOutcome.Unknown, message: UNKNOWN, orderId: null, status: null, statusDisplayName: null },
  FA000000046CN: {
    waybillNumber: 'FA000000046CN',
    outcome: ScanOutcome.NotAllowed,
    message: opsMoveNotAllowed('FA000000046CN', OrderStatus.Delivered, OrderStatus.InTransit),
    status: OrderStatus.Delivered,
    statusDisplayName: opsStatusName(OrderStatus.Delivered),
  },
  FA000000047CN: {
    waybillNumber: 'FA000000047CN',
    outcome: ScanOutcome.AlreadyApplied,
    message: opsServerMessage('Ops:ScanAlreadyApplied', { status: IN_TRANSIT }),
    status: OrderStatus.InTransit,
    statusDisplayName: IN_TRANSIT,
  },
};

let calls: ApiCall[];
let language: Locale = 'zh-Hans';
beforeEach(() => {
  calls = installApi((call) => {
    if (call.path === '/api/ops/reference') return json(opsReference(language));
    if (call.path === '/api/ops/scans') {
      const { waybillNumber } = call.json as ScanInput;
      return json(opsScanResult(ANSWERS[waybillNumber] ?? {}));
    }
    return undefined;
  });
});

const scans = () => calls.filter((call) => call.path === '/api/ops/scans').map((call) => call.json as ScanInput);

const LABELS = {
  'zh-Hans': { event: /^事件/, zh: /^地点（中文）/, en: /^地点（英文）/, descriptionZh: /^描述（中文）/, start: '开始扫描', field: '运单号', results: '扫描结果', outcomes: ['已应用', '单号不存在', '不允许此操作', '此前已应用'] },
  en: { event: /^Event/, zh: /^Place \(Chinese\)/, en: /^Place \(English\)/, descriptionZh: /^Description \(Chinese\)/, start: 'Start scanning', field: 'Waybill number', results: 'Scan results', outcomes: ['Applied', 'Unknown number', 'Move not allowed', 'Already applied'] },
} as const;

describe.each<Locale>(['zh-Hans', 'en'])('scan mode (%s)', (locale) => {
  beforeEach(() => {
    language = locale;
  });

  it('picks an event once, then answers every scan on its own row with the keyboard alone', async () => {
    const label = LABELS[locale];
    const user = userEvent.setup();
    await renderWithProviders(<ScanMode />, { locale });

    // Step 1: the event (the select is keyboard-operable; jsdom cannot drive a native select with arrow keys).
    const event = await screen.findByRole('combobox', { name: label.event });
    expect(within(event).queryByRole('option', { name: /SUBMITTED|已下单（/ })).not.toBeInTheDocument();
    await user.selectOptions(event, 'DEPARTED_ORIGIN');
    expect(screen.getByRole('textbox', { name: label.descriptionZh })).toHaveValue('包裹已从始发地发出');
    await user.click(screen.getByRole('textbox', { name: label.zh }));
    await user.keyboard('深圳仓');
    await user.tab();
    await user.keyboard('Shenzhen warehouse{Enter}');

    // Step 2: the scan field has the focus; a scanner types each number and Enter.
    const field = await screen.findByRole('textbox', { name: new RegExp(`^${label.field}`) });
    await waitFor(() => expect(field).toHaveFocus());
    for (const number of Object.keys(ANSWERS)) {
      await user.keyboard(`${number.toLowerCase()}{Enter}`);
      expect(field).toHaveFocus();
      expect(field).toHaveValue('');
    }

    const table = await screen.findByRole('table', { name: label.results });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    // Newest first: one row per outcome, each said in words (not by colour alone).
    const rows = within(table).getAllByRole('row').slice(1).reverse();
    await waitFor(() => rows.forEach((row, index) => expect(row).toHaveTextContent(label.outcomes[index] ?? '')));
    expect(rows[0]).toHaveTextContent('FA000000045CN');
    expect(rows[1]).toHaveTextContent(UNKNOWN);

    // The latest answer is announced politely.
    const status = screen.getAllByRole('status').find((region) => region.getAttribute('aria-live') === 'polite' && region.textContent?.includes('FA000000047CN'));
    expect(status).toHaveTextContent(label.outcomes[3]);

    // Every scan posted the chosen event, upper-cased, without a time (it happens when it is scanned).
    expect(scans().map((scan) => scan.waybillNumber)).toEqual(Object.keys(ANSWERS));
    expect(scans()[0]?.event).toEqual({
      code: 'DEPARTED_ORIGIN',
      timeZone: '+08:00',
      locationZh: '深圳仓',
      locationEn: 'Shenzhen warehouse',
      descriptionZh: '包裹已从始发地发出',
      descriptionEn: 'Departed from the origin facility',
    });
  });
});

it('keeps the session when the event changes, and refuses to start without a place', async () => {
  language = 'zh-Hans';
  const user = userEvent.setup();
  await renderWithProviders(<ScanMode />);
  await user.selectOptions(await screen.findByRole('combobox', { name: /^事件/ }), 'ARRIVED_HUB');
  await user.click(screen.getByRole('button', { name: '开始扫描' }));
  expect(await screen.findAllByText('此项为必填项')).toHaveLength(2);

  await user.type(screen.getByRole('textbox', { name: /^地点（中文）/ }), '香港');
  await user.type(screen.getByRole('textbox', { name: /^地点（英文）/ }), 'Hong Kong{Enter}');
  await user.keyboard('FA000000045CN{Enter}');
  expect(await screen.findAllByText(APPLIED)).not.toHaveLength(0);

  await user.click(screen.getByRole('button', { name: '更换事件' }));
  expect(await screen.findByRole('combobox', { name: /^事件/ })).toHaveValue('ARRIVED_HUB');
  await user.click(screen.getByRole('button', { name: '开始扫描' }));
  expect(await screen.findByText('本次共扫描 1 个')).toBeInTheDocument();
});
