/* eslint-disable lingui/no-unlocalized-strings -- test data */
import type { OrderExcelPreview, OrderExcelPreviewRow } from '@forwarder/api-client';
import { importProblems, withImportProblems } from './import-problems';
import { chunk, PREVIEW_PAGE_SIZE, previewPage, validRows } from './preview-rows';
import { refusalReason, spreadsheetProblem, XLSX_MIME } from './spreadsheet-file';

const limits = { maxMiB: 5 };
const MAX_SPREADSHEET_BYTES = 5 * 1024 * 1024;

const row = (rowNumber: number, isValid = true): OrderExcelPreviewRow => ({
  rowNumber,
  isValid,
  values: {},
  errors: isValid ? [] : [{ column: 'receiverName', letter: 'C', message: 'required' }],
  order: isValid ? ({ routingId: `r${rowNumber}` } as unknown as OrderExcelPreviewRow['order']) : null,
});

describe('spreadsheetProblem', () => {
  it.each([
    [{ name: 'a.xlsx', size: 10, type: XLSX_MIME }, null],
    [{ name: 'A.XLSX', size: 10, type: '' }, null],
    [{ name: 'a.xlsx', size: 10, type: 'application/octet-stream' }, null],
    [{ name: 'a.xls', size: 10, type: 'application/vnd.ms-excel' }, 'other-spreadsheet'],
    [{ name: 'a.csv', size: 10, type: 'text/csv' }, 'other-spreadsheet'],
    [{ name: 'a.pdf', size: 10, type: 'application/pdf' }, 'type'],
    [{ name: 'xlsx', size: 10, type: '' }, 'type'],
    [{ name: 'a.xlsx', size: 10, type: 'text/plain' }, 'type'],
    [{ name: 'a.xlsx', size: 0, type: XLSX_MIME }, 'empty'],
    [{ name: 'a.xlsx', size: MAX_SPREADSHEET_BYTES, type: XLSX_MIME }, null],
    [{ name: 'a.xlsx', size: MAX_SPREADSHEET_BYTES + 1, type: XLSX_MIME }, 'size'],
  ])('%j → %s', (file, expected) => {
    expect(spreadsheetProblem(file, limits)).toBe(expected);
  });

  it('reads the reason of a server code', () => {
    expect(refusalReason('Logistics:TooManyRows')).toBe('TooManyRows');
    expect(refusalReason(null)).toBeNull();
  });
});

describe('previewPage', () => {
  const rows = Array.from({ length: 120 }, (_, i) => row(i + 2, i % 10 !== 0));
  it('pages by 50 and clamps the page', () => {
    expect(previewPage(rows, 1, false).rows).toHaveLength(PREVIEW_PAGE_SIZE);
    expect(previewPage(rows, 3, false)).toMatchObject({ page: 3, pageCount: 3, matching: 120 });
    expect(previewPage(rows, 3, false).rows).toHaveLength(20);
    expect(previewPage(rows, 9, false).page).toBe(3);
  });
  it('filters the rows with errors first', () => {
    const view = previewPage(rows, 2, true);
    expect(view).toMatchObject({ page: 1, pageCount: 1, matching: 12 });
    expect(view.rows.every((r) => !r.isValid)).toBe(true);
  });
  it('keeps the valid rows with their item, in sheet order', () => {
    expect(validRows(rows.slice(0, 12), 'order').map((r) => r.rowNumber)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);
  });
  it('chunks label ids by 100', () => {
    expect(chunk(Array.from({ length: 250 }, (_, i) => i), 100).map((c) => c.length)).toEqual([100, 100, 50]);
  });
});

describe('import problems', () => {
  const sent = [row(2), row(5), row(9)];
  const preview: OrderExcelPreview = {
    fileName: 'a.xlsx',
    totalCount: 4,
    validCount: 3,
    invalidCount: 1,
    columns: [
      { key: 'receiverPhoneNumber', title: '收件人电话', letter: 'E', required: true, members: ['receiver.phoneNumber'] },
      { key: 'weightKg', title: '单箱重量(kg)', letter: 'N', required: true, members: ['parcels', 'parcels[0]', 'parcels[0].weightKg'] },
    ],
    rows: [row(2), row(3, false), row(5), row(9)],
  };
  const error = {
    validationErrors: [
      { message: 'bad phone', members: ['orders[2].receiver.phoneNumber'] },
      { message: 'too heavy', members: ['orders[1].parcels'] },
      { message: 'sender gone', members: ['orders[0].sender.name'] },
      { message: 'whole batch', members: [] },
    ],
  };

  it('maps orders[i] to the i-th sent row and the member to its column', () => {
    expect(importProblems(error, sent, preview.columns, 'orders')).toEqual([
      { rowNumber: null, column: null, message: 'whole batch' },
      { rowNumber: 2, column: null, message: 'sender gone' },
      { rowNumber: 5, column: 'weightKg', message: 'too heavy' },
      { rowNumber: 9, column: 'receiverPhoneNumber', message: 'bad phone' },
    ]);
  });

  it('turns the refused rows invalid and recounts', () => {
    const next = withImportProblems(preview, importProblems(error, sent, preview.columns, 'orders'), 'order');
    expect(next).toMatchObject({ totalCount: 4, validCount: 0, invalidCount: 4 });
    expect(next.rows.find((r) => r.rowNumber === 9)?.errors).toEqual([{ column: 'receiverPhoneNumber', letter: 'E', message: 'bad phone' }]);
    expect(next.rows.find((r) => r.rowNumber === 2)?.errors).toEqual([{ column: '', letter: '', message: 'sender gone' }]);
  });
});

describe('import problems of the event import', () => {
  it('maps rows[i] with the member of its column', () => {
    const columns = [{ key: 'code', members: ['code'] }];
    const error = { validationErrors: [{ message: 'not allowed', members: ['rows[1].code'] }] };
    expect(importProblems(error, [{ rowNumber: 2 }, { rowNumber: 7 }], columns, 'rows')).toEqual([
      { rowNumber: 7, column: 'code', message: 'not allowed' },
    ]);
    // Another list's member names no row of this one.
    expect(importProblems({ validationErrors: [{ message: 'x', members: ['orders[0].code'] }] }, [{ rowNumber: 2 }], columns, 'rows')).toEqual([
      { rowNumber: null, column: null, message: 'x' },
    ]);
  });
});
