import * as XLSX from 'xlsx';
import { parseSpreadsheetInWorker } from './spreadsheet-worker';
import { xlsxWithDimension } from './testing/lying-dimension';

const xlsxOf = (rows: unknown[][], sheet = 'Orders'): Buffer => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), sheet);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};
const options = { maxRows: 1000, timeoutMs: 10_000, sheetName: 'Orders' };

describe('spreadsheet worker', () => {
  it('answers the header and the non-blank rows as text with their sheet row numbers', async () => {
    const parsed = await parseSpreadsheetInWorker(xlsxOf([['a', 'b'], [' x ', 3.5], [], ['', true]]), options);
    expect(parsed).toEqual({
      kind: 'ok',
      header: ['a', 'b'],
      rows: [
        { rowNumber: 2, cells: ['x', '3.5'] },
        { rowNumber: 4, cells: ['', 'TRUE'] },
      ],
    });
  });

  it('counts the rows holding a value against the limit (blank rows are skipped, not counted)', async () => {
    const rows = [['h'], ...Array.from({ length: 1001 }, (_, i) => [i])];
    expect(await parseSpreadsheetInWorker(xlsxOf(rows), options)).toEqual({ kind: 'tooManyRows', count: 1001 });
    expect((await parseSpreadsheetInWorker(xlsxOf(rows.slice(0, 1001)), options)).kind).toBe('ok');
    const gaps = [['h'], ...Array.from({ length: 1000 }, (_, i) => (i % 2 ? [i] : []))];
    expect((await parseSpreadsheetInWorker(xlsxOf([...gaps, ...gaps.slice(1)]), options)).kind).toBe('ok');
  });

  it('reads the cells, not the <dimension> tag: a file claiming fewer rows loses none and still meets the limit', async () => {
    const rows = [['h', 'v'], ...Array.from({ length: 30 }, (_, i) => [i, 'x'])];
    const parsed = await parseSpreadsheetInWorker(xlsxWithDimension(rows, 'Orders', 'A1:B2'), options);
    expect(parsed.kind === 'ok' && parsed.rows.length).toBe(30);
    const many = [['h'], ...Array.from({ length: 1001 }, (_, i) => [i])];
    expect(await parseSpreadsheetInWorker(xlsxWithDimension(many, 'Orders', 'A1:A2'), options)).toEqual({ kind: 'tooManyRows', count: 1001 });
  });

  it('reports unreadable content and empty sheets', async () => {
    expect((await parseSpreadsheetInWorker(Buffer.from('PK\x03\x04garbage'), options)).kind).toMatch(/unreadable|empty/);
    expect(await parseSpreadsheetInWorker(xlsxOf([]), options)).toEqual({ kind: 'empty' });
  });

  it('gives up after the timeout', async () => {
    const rows = [['h'], ...Array.from({ length: 1000 }, (_, i) => [i, 'x'.repeat(50)])];
    expect(await parseSpreadsheetInWorker(xlsxOf(rows), { ...options, timeoutMs: 1 })).toEqual({ kind: 'timeout' });
  });
});
