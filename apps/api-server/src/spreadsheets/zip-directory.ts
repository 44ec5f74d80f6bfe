import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Reads a ZIP's central directory (no decompression) so an .xlsx can be refused on its declared uncompressed
// size before any parser inflates it. ZIP64 archives are refused: a spreadsheet of at most 5 MiB never needs them.

const inflateRaw = promisify(zlib.inflateRaw);

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (what spreadsheets use); anything else is not read by `readZipEntry`. */
  method: number;
  compressedBytes: number;
  uncompressedBytes: number;
  localHeaderOffset: number;
}

export interface ZipDirectory {
  totalUncompressedBytes: number;
  /** Every entry, in central-directory order (as many as the end record declares). */
  entries: ZipEntry[];
}

export class ZipFormatError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

export const hasZipMagic = (data: Buffer): boolean =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

export function readZipDirectory(data: Buffer): ZipDirectory {
  if (data.length < EOCD_MIN) throw new ZipFormatError('too short for a ZIP');
  let eocd = -1;
  const stop = Math.max(0, data.length - EOCD_MIN - MAX_COMMENT);
  for (let i = data.length - EOCD_MIN; i >= stop; i--) {
    if (data.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('no end of central directory');
  const entryCount = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  if (entryCount === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new ZipFormatError('ZIP64 is not accepted');
  if (offset + size > eocd) throw new ZipFormatError('central directory out of bounds');

  let total = 0;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < entryCount; n++) {
    if (at + 46 > offset + size || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new ZipFormatError('bad central directory entry');
    const uncompressed = data.readUInt32LE(at + 24);
    const compressed = data.readUInt32LE(at + 20);
    const localHeaderOffset = data.readUInt32LE(at + 42);
    if (uncompressed === 0xffffffff || compressed === 0xffffffff || localHeaderOffset === 0xffffffff) throw new ZipFormatError('ZIP64 is not accepted');
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > data.length) throw new ZipFormatError('entry name out of bounds');
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, method: data.readUInt16LE(at + 10), compressedBytes: compressed, uncompressedBytes: uncompressed, localHeaderOffset });
    total += uncompressed;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { totalUncompressedBytes: total, entries };
}

const LOCAL_SIGNATURE = 0x04034b50;

/**
 * One entry's bytes, inflated off the event loop (zlib's thread pool), at most its declared uncompressed size:
 * an entry that inflates to more than it declared is refused, so the directory's sizes stay the bound.
 */
export async function readZipEntry(data: Buffer, entry: ZipEntry): Promise<Buffer> {
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) throw new ZipFormatError('bad local header');
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const end = start + entry.compressedBytes;
  if (end > data.length) throw new ZipFormatError('entry data out of bounds');
  const raw = data.subarray(start, end);
  if (entry.method === 0) return raw;
  if (entry.method !== 8) throw new ZipFormatError(`compression method ${entry.method} is not read`);
  try {
    return await inflateRaw(raw, { maxOutputLength: Math.max(1, entry.uncompressedBytes) });
  } catch (error) {
    throw new ZipFormatError(`entry does not inflate to its declared size: ${(error as Error).message}`);
  }
}
