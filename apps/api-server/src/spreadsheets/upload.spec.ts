import type * as XLSX from 'xlsx';
import { BusinessError } from '../errors/app-errors';
import * as worker from './spreadsheet-worker';
import { xlsxWithDimension } from './testing/lying-dimension';
import { readTemplateSheet, type SpreadsheetLimits } from './upload';

// SheetJS on the main thread fails the test: parsing must happen in the worker (which loads its own copy).
jest.mock('xlsx', () => {
  const actual = jest.requireActual<typeof XLSX>('xlsx');
  return {
    ...actual,
    read: () => {
      throw new Error('SheetJS ran on the main thread');
    },
  };
});
jest.mock('./spreadsheet-worker', () => {
  const actual = jest.requireActual<typeof worker>('./spreadsheet-worker');
  return { ...actual, parseSpreadsheetInWorker: jest.fn(actual.parseSpreadsheetInWorker) };
});
const parse = jest.mocked(worker.parseSpreadsheetInWorker);

const columns = [
  { key: 'ref', zh: '参考号', en: 'Reference', required: true },
  { key: 'qty', zh: '数量', en: 'Quantity', required: false },
];
const limits: SpreadsheetLimits = { maxFileBytes: 5 * 2 ** 20, maxUncompressedBytes: 50 * 2 ** 20, maxEntries: 1000, maxRows: 2000, parseTimeoutMs: 20_000 };
const refuse = (code: string, params: Record<string, string | number> = {}) => new BusinessError(`Test:${code}`, `Test:${code}`, 400, params);
const read = (data: Buffer, overrides: Partial<SpreadsheetLimits> = {}) =>
  readTemplateSheet({ fileName: 'rows.xlsx', data }, { limits: { ...limits, ...overrides }, sheetName: 'Orders', columns, refuse, locale: 'en' });
const dataRows = (n: number) => Array.from({ length: n }, (_, i) => [`R-${i + 1}`, i]);

describe('reading an uploaded template sheet', () => {
  beforeEach(() => parse.mockClear());

  it('reads all 1,500 rows of a file whose <dimension> claims 4, in the worker, parsing only the wanted sheet', async () => {
    const file = xlsxWithDimension([['Reference', 'Quantity'], ...dataRows(1500)], 'Orders', 'A1:B5');
    const sheet = await read(file);
    expect(sheet.rows).toHaveLength(1500);
    expect(sheet.rows.at(-1)).toEqual({ rowNumber: 1501, cells: ['R-1500', '1499'] });
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse.mock.calls[0]?.[1]).toMatchObject({ onlySheet: 'Orders' });
  });

  it('refuses a file over the row limit from its XML, before any parse, with the real count', async () => {
    const file = xlsxWithDimension([['Reference', 'Quantity'], ...dataRows(1500)], 'Orders', 'A1:B2');
    const error = await read(file, { maxRows: 1000 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ code: 'Test:TooManyRows', params: { limit: 1000, count: 1500 } });
    expect(parse).not.toHaveBeenCalled();
  });

  it('does not count blank rows against the limit', async () => {
    const rows = [['Reference', 'Quantity'], ...dataRows(5), [], [], [], ...dataRows(5)];
    const sheet = await read(xlsxWithDimension(rows, 'Orders', 'A1:B13'), { maxRows: 10 });
    expect(sheet.rows.map((r) => r.rowNumber)).toEqual([2, 3, 4, 5, 6, 10, 11, 12, 13, 14]);
  });
});
