import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';

// A minimal streaming .xlsx writer for large exports: one sheet of inline strings and numbers, written row by row
// into a deflated ZIP entry with a data descriptor, so memory stays flat and the event loop is never blocked by
// one big synchronous write (SheetJS needed ~18 s of blocking CPU and +210 MiB for 100k rows here).

export type CellValue = string | number | null | undefined;

export interface XlsxStreamOptions {
  sheetName: string;
  /** Column widths in characters. */
  widths?: readonly number[];
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// XML 1.0 forbids most control characters even when escaped: drop them.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
export const escapeXml = (value: string): string =>
  value.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

function cellXml(value: CellValue, ref: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  const text = String(value);
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

export function rowXml(values: readonly CellValue[], rowNumber: number): string {
  return `<row r="${rowNumber}">${values.map((v, i) => cellXml(v, `${columnName(i)}${rowNumber}`)).join('')}</row>`;
}

function staticParts(options: XlsxStreamOptions): Array<[string, string]> {
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(options.sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML_HEAD}<styleSheet xmlns="${NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    ],
  ];
}

interface EntryRecord {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
  flags: number;
}

const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1; // 1980-01-01: entries carry no meaningful time

function localHeader(entry: Omit<EntryRecord, 'offset'>): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(entry.flags, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(entry.crc >>> 0, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: EntryRecord): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(entry.flags, 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

/**
 * Streams an .xlsx whose single sheet holds `header` then every row of `rows`. Errors while reading `rows`
 * destroy the stream (the client sees a broken download, never a silently short file).
 */
export function streamXlsx(header: readonly CellValue[], rows: AsyncIterable<readonly CellValue[]>, options: XlsxStreamOptions): Readable {
  const out = new PassThrough();
  const entries: EntryRecord[] = [];
  let offset = 0;
  let deflate: zlib.DeflateRaw | undefined;
  // A client that goes away destroys `out`: stop reading rows instead of waiting for a drain that never comes.
  const push = async (chunk: Buffer) => {
    if (out.destroyed) throw new Error('xlsx stream closed');
    offset += chunk.length;
    if (out.write(chunk)) return;
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        out.off('drain', onDrain);
        out.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => done();
      const onClose = () => done(new Error('xlsx stream closed'));
      out.on('drain', onDrain);
      out.on('close', onClose);
    });
  };

  const run = async () => {
    for (const [name, xml] of staticParts(options)) {
      const data = Buffer.from(xml, 'utf8');
      const compressed = zlib.deflateRawSync(data);
      const entry = { name: Buffer.from(name), crc: zlib.crc32(data), compressedSize: compressed.length, size: data.length, flags: 0 };
      entries.push({ ...entry, offset });
      await push(localHeader(entry));
      await push(compressed);
    }

    // The sheet: sizes and CRC are only known at the end, so they follow the data (flag bit 3).
    const sheet = { name: Buffer.from('xl/worksheets/sheet1.xml'), crc: 0, compressedSize: 0, size: 0, flags: 0x0008 };
    const sheetOffset = offset;
    await push(localHeader(sheet));
    const sheetDeflate = zlib.createDeflateRaw({ level: 6 });
    deflate = sheetDeflate;
    const drained = (async () => {
      for await (const chunk of sheetDeflate as AsyncIterable<Buffer>) {
        sheet.compressedSize += chunk.length;
        await push(chunk);
      }
    })();
    // On an abort the deflater is destroyed and this loop fails too; the abort's own error is the one reported.
    drained.catch(() => undefined);
    const write = async (xml: string) => {
      const data = Buffer.from(xml, 'utf8');
      sheet.crc = zlib.crc32(data, sheet.crc);
      sheet.size += data.length;
      if (!sheetDeflate.write(data)) await once(sheetDeflate, 'drain');
    };
    const cols = (options.widths ?? []).map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
    await write(`${XML_HEAD}<worksheet xmlns="${NS}">${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${rowXml(header, 1)}`);
    let rowNumber = 1;
    let batch = '';
    for await (const row of rows) {
      batch += rowXml(row, ++rowNumber);
      if (batch.length > 64 * 1024) {
        await write(batch);
        batch = '';
      }
    }
    await write(`${batch}</sheetData></worksheet>`);
    sheetDeflate.end();
    await drained;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(sheet.crc >>> 0, 4);
    descriptor.writeUInt32LE(sheet.compressedSize, 8);
    descriptor.writeUInt32LE(sheet.size, 12);
    await push(descriptor);
    entries.push({ ...sheet, offset: sheetOffset });

    const directoryOffset = offset;
    const directory = Buffer.concat(entries.map(centralHeader));
    await push(directory);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(directoryOffset, 16);
    await push(end);
    out.end();
  };
  run().catch((error: unknown) => {
    deflate?.destroy();
    if (!out.destroyed) out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
