/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { FakeXhr, installFakeXhr } from '@forwarder/api-client/testing';
import { OrderStatus, opsOperationKey, type ImportEventsInput } from '@forwarder/api-client/ops';
import type { Locale } from '@forwarder/i18n';
import { apiError, eventImportPreview, installApi, json, opsMoveNotAllowed, renderWithProviders, type ApiCall } from '@forwarder/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventImport } from './event-import';

jest.setTimeout(30_000);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = (name = 'events.xlsx') => new File(['PK\u0003\u0004 sheet'], name, { type: XLSX_TYPE });
const WITH_ERROR = eventImportPreview();
const CLEAN = eventImportPreview({ rows: WITH_ERROR.rows.slice(0, 2), totalCount: 2, validCount: 2, invalidCount: 0 });
// The server's refusals, in its words (the preview's row 4; the import's row 3 once the waybill was delivered).
const CELL_ERROR = opsMoveNotAllowed('FA000000052CN', OrderStatus.Submitted, OrderStatus.Delivered);
const REFUSAL = opsMoveNotAllowed('FA000000045CN', OrderStatus.Delivered, OrderStatus.InTransit);

let calls: ApiCall[];
let importAnswer: () => Response;
beforeEach(() => {
  installFakeXhr();
  importAnswer = () => json({ eventCount: 2, orderCount: 1, alreadyAppliedCount: 0 });
  calls = installApi((call) => {
    if (call.path === '/api/ops/event-import/template') return new Response(new Blob(['PK']), { headers: { 'content-type': XLSX_TYPE } });
    if (call.path === '/api/ops/event-import' && call.method === 'POST') return importAnswer();
    return undefined;
  });
});

async function preview(user: ReturnType<typeof userEvent.setup>, answer: unknown, heading: string | RegExp) {
  await user.upload(screen.getByTestId('event-import-input'), xlsx());
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('no upload was sent');
  expect(xhr.url).toBe('/api/ops/event-import/preview');
  expect((xhr.body?.get('file') as File).name).toBe('events.xlsx');
  act(() => xhr.progress(50, 100));
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  act(() => xhr.respond(200, answer));
  return screen.findByRole('heading', { level: 2, name: heading });
}

const TEXT = {
  'zh-Hans': {
    template: '下载事件模板',
    preview: '核对预览',
    table: '事件预览',
    cellError: CELL_ERROR,
    blocked: '有错误的行须先在表格中修改并重新上传：导入要么全部写入，要么都不写入。',
    confirm2: '导入 2 个事件',
    done: '导入完成',
    result: '已为 1 个运单写入 2 个事件。',
    list: '在运单列表中查看',
    refusedTitle: '导入被拒绝：1 行未通过检查，没有写入任何事件。',
    refusedRow: `第 3 行 · 事件代码：${REFUSAL}`,
    wrongType: '“notes.pdf” 不是 .xlsx 文件。请使用下载的事件模板填写后上传。',
    reupload: '选择文件',
    sheetRefused: '表格未通过检查：events.xlsx',
    templateHint: '请使用本页下载的事件模板，保留第 1 行表头。',
  },
  en: {
    template: 'Download the event template',
    preview: 'Check the preview',
    table: 'Event preview',
    cellError: CELL_ERROR,
    blocked: 'Fix the rows with errors in the sheet and upload it again: the import writes all events or none.',
    confirm2: 'Import 2 events',
    done: 'Import complete',
    result: '2 events written to 1 waybill(s).',
    list: 'View in the order list',
    refusedTitle: 'Import refused: 1 row failed the checks; no event was written.',
    refusedRow: `Row 3 · 事件代码: ${REFUSAL}`,
    wrongType: '“notes.pdf” is not an .xlsx file. Fill in the downloaded event template and upload that.',
    reupload: 'Choose files',
    sheetRefused: 'The spreadsheet did not pass the check: events.xlsx',
    templateHint: 'Use the event template from this page and keep its header in row 1.',
  },
} as const;

describe.each(['zh-Hans', 'en'] as Locale[])('event import (%s)', (locale) => {
  const text = TEXT[locale as keyof typeof TEXT];
  const prefix = locale === 'en' ? '/en' : '';

  it('downloads the template and refuses a file that is not an .xlsx without uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const createObjectURL = jest.fn(() => 'blob:template');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderWithProviders(<EventImport />, { locale });
    await user.click(screen.getByRole('button', { name: text.template }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
    expect(calls.some((call) => call.path === '/api/ops/event-import/template')).toBe(true);

    await user.upload(screen.getByTestId('event-import-input'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.wrongType);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("shows the server's refusal of a sheet next to the drop zone, with what to do", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<EventImport />, { locale });
    await user.upload(screen.getByTestId('event-import-input'), xlsx());
    act(() =>
      FakeXhr.instances[0]?.respond(400, {
        error: { code: 'Ops:ImportTemplateMismatch', message: 'Missing required columns: code.', details: null, validationErrors: null },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.sheetRefused);
    expect(alert).toHaveTextContent('Missing required columns: code.');
    expect(alert).toHaveTextContent(text.templateHint);
  });

  it('shows the cell errors of the preview and keeps the import disabled while any row has one', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<EventImport />, { locale });
    expect(await preview(user, WITH_ERROR, text.preview)).toHaveFocus();
    expect(screen.getByTestId('event-import-total')).toHaveTextContent('3');
    expect(screen.getByTestId('event-import-invalid')).toHaveTextContent('1');
    const table = screen.getByRole('table', { name: text.table });
    // The rows in the server's order: one waybill's two events, then the refused row.
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2', '3', '4']);
    const cell = within(table).getByText(text.cellError).closest('td');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveTextContent('DELIVERED');
    expect(screen.getByText(text.blocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^${text.confirm2}`) })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Choose another file' : '重新选择文件' }));
    expect(await screen.findByRole('button', { name: text.reupload })).toHaveFocus();
  });

  it('imports a clean sheet all at once, refreshes the orders and the audit log, and links to the waybills', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderWithProviders(<EventImport />, { locale });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await preview(user, CLEAN, text.preview);
    await user.click(screen.getByRole('button', { name: new RegExp(`^${text.confirm2}`) }));

    expect(await screen.findByRole('heading', { level: 2, name: text.done })).toHaveFocus();
    const sent = calls.find((call) => call.path === '/api/ops/event-import')?.json as ImportEventsInput;
    expect(sent.fileName).toBe('events.xlsx');
    expect(sent.rows.map((row) => [row.rowNumber, row.code])).toEqual([
      [2, 'DEPARTED_ORIGIN'],
      [3, 'ARRIVED_HUB'],
    ]);
    expect(screen.getByText(text.result)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.list })).toHaveAttribute('href', `${prefix}/ops/orders?numbers=FA000000045CN`);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: opsOperationKey('getAuditLog') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: opsOperationKey('getOpsOrderList') });
  });

  it('shows a refusal naming the rows, flags them, and writes nothing', async () => {
    importAnswer = () =>
      apiError(
        400,
        locale === 'en' ? 'Nothing was imported.' : '没有导入任何事件。',
        [{ message: REFUSAL, members: ['rows[1].code'] }],
        'Ops:ImportRefused',
      );
    const user = userEvent.setup();
    await renderWithProviders(<EventImport />, { locale });
    await preview(user, CLEAN, text.preview);
    await user.click(screen.getByRole('button', { name: new RegExp(`^${text.confirm2}`) }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.refusedTitle);
    expect(alert).toHaveTextContent(text.refusedRow);
    const row = within(screen.getByRole('table', { name: text.table })).getByRole('row', { name: /^3 / });
    expect(within(row).getByText(REFUSAL).closest('td')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('event-import-invalid')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: locale === 'en' ? /^Import 1 event/ : /^导入 1 个事件/ })).toBeDisabled();
    expect(screen.queryByRole('heading', { level: 2, name: text.done })).not.toBeInTheDocument();
  });
});
