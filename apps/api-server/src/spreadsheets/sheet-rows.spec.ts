import * as XLSX from 'xlsx';
import { countRowsWithValues, locateSheet } from './sheet-rows';
import { xlsxWithDimension } from './testing/lying-dimension';
import { buildZip } from './testing/zip-fixtures';
import { readZipDirectory, readZipEntry, ZipFormatError } from './zip-directory';

const workbook = (sheets: Record<string, unknown[][]>): Buffer => {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
};

const rowsOfSheet = async (file: Buffer, sheetName: string) => {
  const directory = readZipDirectory(file);
  const sheet = await locateSheet(file, directory, sheetName);
  if (!sheet) throw new Error('sheet not found');
  return { name: sheet.name, rows: await countRowsWithValues(await readZipEntry(file, sheet.entry)) };
};

describe('counting a sheet’s rows from its XML', () => {
  it('counts the rows of the named sheet, whatever its place in the workbook, else of the first one', async () => {
    const file = workbook({ Notes: [['a'], ['b'], ['c']], Orders: [['h'], [1], [2], [3], [4]] });
    expect(await rowsOfSheet(file, 'orders')).toEqual({ name: 'Orders', rows: 5 });
    expect(await rowsOfSheet(file, 'Missing')).toEqual({ name: 'Notes', rows: 3 });
  });

  it('counts every row whatever the <dimension> tag claims', async () => {
    const rows = [['h', 'v'], ...Array.from({ length: 1500 }, (_, i) => [i, 'x'])];
    const file = xlsxWithDimension(rows, 'Orders', 'A1:B5');
    expect((await rowsOfSheet(file, 'Orders')).rows).toBe(1501);
  });

  it('skips rows without a value (empty, self-closing or styled only) and reads inline strings and prefixes', async () => {
    const xml = Buffer.from(
      '<x:worksheet xmlns:x="s"><x:dimension ref="A1"/><x:sheetData>' +
        '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>h</x:t></x:is></x:c></x:row>' +
        '<x:row r="2"/>' +
        '<x:row r="3"><x:c r="A3" s="4"/></x:row>' +
        '<x:row r="4" spans="1:2"><x:c r="B4"><x:v>7</x:v></x:c></x:row>' +
        '</x:sheetData><x:rowBreaks count="1"><x:brk id="3"/></x:rowBreaks></x:worksheet>',
    );
    expect(await countRowsWithValues(xml)).toBe(2);
    expect(await countRowsWithValues(Buffer.from('<worksheet><sheetData/></worksheet>'))).toBe(0);
  });

  it('answers no sheet for a package without a workbook, so the parser decides', async () => {
    const zip = buildZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }]);
    expect(await locateSheet(zip, readZipDirectory(zip), 'Orders')).toBeUndefined();
  });

  it('refuses an entry that inflates to more than its declared size', async () => {
    const zip = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024, 0x20), declaredSize: 1024 }]);
    const [entry] = readZipDirectory(zip).entries;
    if (!entry) throw new Error('no entry');
    await expect(readZipEntry(zip, entry)).rejects.toBeInstanceOf(ZipFormatError);
  });
});
