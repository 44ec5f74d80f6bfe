import * as XLSX from 'xlsx';
import { hasZipMagic, readZipDirectory, ZipFormatError } from './zip-directory';
import { buildZip } from './testing/zip-fixtures';

describe('ZIP central directory', () => {
  it('sums the declared uncompressed sizes of a real .xlsx', () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['a', 'b'], [1, 2]]), 'S');
    const file = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(hasZipMagic(file)).toBe(true);
    const dir = readZipDirectory(file);
    const names = dir.entries.map((e) => e.name);
    expect(names).toContain('xl/workbook.xml');
    // As many entries as the end of central directory record declares.
    const declaredEntries = file.readUInt16LE(file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 10);
    expect(declaredEntries).toBe(names.length);
    expect(dir.totalUncompressedBytes).toBeGreaterThan(10_000);
  });

  it('sees the real uncompressed size of a highly compressed entry', () => {
    const zip = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(8 * 1024 * 1024, 0x20) }]);
    expect(zip.length).toBeLessThan(64 * 1024);
    expect(readZipDirectory(zip).totalUncompressedBytes).toBe(8 * 1024 * 1024);
  });

  it('refuses ZIP64 markers and garbage', () => {
    expect(() => readZipDirectory(buildZip([{ name: 'a', data: Buffer.from('x'), declaredSize: 0xffffffff }]))).toThrow(ZipFormatError);
    expect(() => readZipDirectory(Buffer.from('MZ this is not a zip at all, just some bytes'))).toThrow(ZipFormatError);
    expect(hasZipMagic(Buffer.from('MZ\x90\x00'))).toBe(false);
  });
});
