import * as XLSX from 'xlsx';

/**
 * An .xlsx of `rows` (first sheet `sheet`) whose `<dimension>` tag claims `claimed` (e.g. `A1:H2`): what a
 * hand-edited or hostile file may say about its size. Rewritten inside the ZIP with SheetJS's own container API.
 */
export function xlsxWithDimension(rows: unknown[][], sheet: string, claimed: string): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), sheet);
  const cfb = XLSX.CFB.read(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer, { type: 'buffer' });
  const index = cfb.FullPaths.findIndex((p: string) => p.endsWith('xl/worksheets/sheet1.xml'));
  const entry = cfb.FileIndex[index];
  if (!entry) throw new Error('no sheet1.xml in the workbook');
  const xml = Buffer.from(entry.content as Uint8Array).toString('utf8');
  if (!/<dimension ref="[^"]+"\/>/.test(xml)) throw new Error('no <dimension> tag to rewrite');
  entry.content = Buffer.from(xml.replace(/<dimension ref="[^"]+"\/>/, `<dimension ref="${claimed}"/>`), 'utf8');
  entry.size = (entry.content as Buffer).length;
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer', fileType: 'zip' }) as Buffer);
}
