import * as XLSX from 'xlsx';
import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { readZipDirectory } from './zip-directory';
import { escapeXml, streamXlsx } from './xlsx-stream-writer';

const collect = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

async function* rowsOf(rows: (string | number | null)[][]) {
  for (const row of rows) yield row;
}

describe('streaming xlsx writer', () => {
  it('writes a workbook SheetJS reads back, text and numbers intact', async () => {
    const file = await collect(
      streamXlsx(['运单号', 'Weight'], rowsOf([['FA100000019CN', 7.5], [' <a & "b"> ', null], ['bad\u0001char', 3]]), {
        sheetName: '订单',
        widths: [16, 8],
      }),
    );
    const book = XLSX.read(file, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['订单']);
    expect(XLSX.utils.sheet_to_json(book.Sheets['订单'] as XLSX.WorkSheet, { header: 1, raw: true })).toEqual([
      ['运单号', 'Weight'],
      ['FA100000019CN', 7.5],
      [' <a & "b"> '],
      ['badchar', 3],
    ]);
    const directory = readZipDirectory(file);
    expect(directory.entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
  });

  it('streams many rows with correct sizes in the central directory', async () => {
    async function* many() {
      for (let i = 0; i < 20_000; i++) yield [`W${i}`, i, 'x'.repeat(20)];
    }
    const file = await collect(streamXlsx(['a', 'b', 'c'], many(), { sheetName: 'S' }));
    const rows = XLSX.utils.sheet_to_json(XLSX.read(file, { type: 'buffer' }).Sheets['S'] as XLSX.WorkSheet, { header: 1 });
    expect(rows).toHaveLength(20_001);
    expect(rows[20_000]).toEqual(['W19999', 19999, 'x'.repeat(20)]);
  });

  it('fails the stream when the rows fail', async () => {
    async function* broken() {
      yield ['ok'];
      throw new Error('database went away');
    }
    await expect(text(streamXlsx(['a'], broken(), { sheetName: 'S' }))).rejects.toThrow('database went away');
  });

  it('stops reading rows when the consumer goes away', async () => {
    let read = 0;
    async function* endless() {
      for (;;) {
        read++;
        yield [`row ${read}`, 'y'.repeat(200)];
      }
    }
    const stream = streamXlsx(['a'], endless(), { sheetName: 'S' });
    for await (const _chunk of stream) break; // destroys the stream
    const seen = read;
    await new Promise((r) => setTimeout(r, 200));
    expect(read - seen).toBeLessThan(2000);
    expect(stream.destroyed).toBe(true);
  });

  it('escapes XML', () => {
    expect(escapeXml('a<b>&"c"\u0000')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });
});
