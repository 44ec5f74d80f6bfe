import fs from 'node:fs/promises';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'xlsx' | 'docx' | 'text';

interface KindRule {
  kind: FileKind;
  contentType: string;
}

/** Allowed extensions and the content type we answer for them (detected kind, never the client's mime type). */
const BY_EXTENSION: Record<string, KindRule> = {
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  png: { kind: 'png', contentType: 'image/png' },
  jpg: { kind: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg' },
  xlsx: { kind: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  docx: { kind: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  csv: { kind: 'text', contentType: 'text/csv; charset=utf-8' },
  txt: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
};

export function ruleForExtension(extension: string): KindRule | undefined {
  return Object.prototype.hasOwnProperty.call(BY_EXTENSION, extension) ? BY_EXTENSION[extension] : undefined;
}

/** Bytes of the file's start needed by `matchesMagic`. */
export const HEAD_BYTES = 8;

const startsWith = (head: Buffer, bytes: number[]): boolean => bytes.every((b, i) => head[i] === b);

/** Magic-byte check of the first bytes; text kinds are checked while streaming instead. */
export function matchesMagic(kind: FileKind, head: Buffer): boolean {
  switch (kind) {
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'xlsx':
    case 'docx':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
    case 'text':
      return true;
  }
}

/**
 * Checks text while it streams: valid UTF-8 (a sequence split across chunks is fine) and no NUL byte, which real
 * csv/txt files never hold and binaries nearly always do.
 */
export class TextChecker {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private valid = true;

  push(chunk: Buffer): void {
    if (!this.valid) return;
    if (chunk.includes(0)) {
      this.valid = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.valid = false;
    }
  }

  /** True when everything pushed was complete, NUL-free UTF-8. */
  finish(): boolean {
    if (!this.valid) return false;
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/**
 * Entry names of a zip's central directory, read from the end of the file (no decompression, so a zip bomb costs
 * nothing here). Null when the file is not a well-formed (non-zip64) zip.
 */
export async function zipEntryNames(file: string, size: number): Promise<string[] | null> {
  if (size < EOCD_MIN) return null;
  const handle = await fs.open(file, 'r');
  try {
    const tailLength = Math.min(size, EOCD_MIN + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - EOCD_MIN; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) return null;
    const entries = tail.readUInt16LE(eocd + 10);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    if (cdOffset + cdSize > size) return null;
    const cd = Buffer.alloc(cdSize);
    await handle.read(cd, 0, cdSize, cdOffset);
    const names: string[] = [];
    let at = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > cd.length || cd.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return null;
      const nameLength = cd.readUInt16LE(at + 28);
      const extraLength = cd.readUInt16LE(at + 30);
      const commentLength = cd.readUInt16LE(at + 32);
      if (at + 46 + nameLength > cd.length) return null;
      names.push(cd.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await handle.close();
  }
}

/** An OOXML package of the expected flavour: `[Content_Types].xml` plus the main part's folder. */
export function isOfficePackage(kind: 'xlsx' | 'docx', names: string[]): boolean {
  const folder = kind === 'xlsx' ? 'xl/' : 'word/';
  return names.includes('[Content_Types].xml') && names.some((n) => n.startsWith(folder));
}
