import fs from 'node:fs';
import bwipjs from 'bwip-js/node';
import { CJK_FONT_FACE, CJK_FONT_FILE } from '../../../pdf/label-font';
import type { Bitmap } from '../documents/outline-raster';

// Reading the ZPL labels' graphic fields back as a printer would, and drawing the text they should show with a
// rasteriser of our own code's making: stb_truetype (bwip-js's FontLib), which parses the font's outlines itself.

export interface PlacedGraphic {
  x: number;
  y: number;
  bitmap: Bitmap;
}

/**
 * Every `^FOx,y^GFA,b,c,w,data^FS` of one label, decoded. Throws unless the field is well formed: binary and graphic
 * byte counts equal (uncompressed), whole rows of `w` bytes, and exactly two hex digits per byte.
 */
export function graphicFields(zpl: string): PlacedGraphic[] {
  const fields: PlacedGraphic[] = [];
  for (const gf of zpl.matchAll(/\^GF([^^]*)/g)) {
    const at = /\^FO(\d+),(\d+)$/.exec(zpl.slice(0, gf.index));
    const parts = /^A,(\d+),(\d+),(\d+),([0-9A-F]*)$/.exec(gf[1] ?? '');
    if (!at || !parts) throw new Error(`not an ^FO-placed ASCII hex ^GFA field: ${(gf[0] ?? '').slice(0, 40)}`);
    const [binary, total, bytesPerRow] = [parts[1], parts[2], parts[3]].map(Number) as [number, number, number];
    const hex = parts[4] ?? '';
    if (binary !== total || total % bytesPerRow !== 0 || hex.length !== 2 * total || !zpl.startsWith('^FS', (gf.index ?? 0) + gf[0].length)) {
      throw new Error(`inconsistent ^GFA field: ${binary},${total},${bytesPerRow} with ${hex.length} hex digits`);
    }
    const bits = Uint8Array.from(Buffer.from(hex, 'hex'));
    fields.push({ x: Number(at[1]), y: Number(at[2]), bitmap: { width: bytesPerRow * 8, height: total / bytesPerRow, bytesPerRow, bits } });
  }
  return fields;
}

export const dotAt = (b: Bitmap, x: number, y: number): boolean =>
  x >= 0 && y >= 0 && x < b.width && y < b.height && ((b.bits[y * b.bytesPerRow + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) !== 0;

export function inkOf(b: Bitmap): number {
  let n = 0;
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) if (dotAt(b, x, y)) n++;
  return n;
}

/** The columns [first, last] holding ink, or null for a blank bitmap. */
export function inkColumns(b: Bitmap): [number, number] | null {
  let first = -1;
  let last = -1;
  for (let x = 0; x < b.width; x++) {
    for (let y = 0; y < b.height; y++) {
      if (dotAt(b, x, y)) {
        if (first < 0) first = x;
        last = x;
        break;
      }
    }
  }
  return first < 0 ? null : [first, last];
}

/** Rows [from, from + count) of a bitmap. */
export const rowsOf = (b: Bitmap, from: number, count: number): Bitmap => ({
  ...b,
  height: count,
  bits: b.bits.subarray(from * b.bytesPerRow, (from + count) * b.bytesPerRow),
});

/** Intersection over union of the two bitmaps' dots, `b` moved by (dx, dy): 1 for the same picture. */
function overlap(a: Bitmap, b: Bitmap, dx: number, dy: number): number {
  let both = 0;
  let either = 0;
  for (let y = Math.min(0, dy); y < Math.max(a.height, b.height + dy); y++) {
    for (let x = Math.min(0, dx); x < Math.max(a.width, b.width + dx); x++) {
      const p = dotAt(a, x, y);
      const q = dotAt(b, x - dx, y - dy);
      if (p && q) both++;
      if (p || q) either++;
    }
  }
  return either === 0 ? 0 : both / either;
}

/** The collection's face the labels use, as a standalone OpenType file: stb_truetype reads a font at offset 0 only. */
function standaloneFace(): Uint8Array {
  const ttc = fs.readFileSync(CJK_FONT_FILE);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped, as in label-font.ts
  const fontkit = require('fontkit') as { create(data: Buffer): { fonts: { postscriptName: string }[] } };
  const collection = fontkit.create(ttc);
  const index = collection.fonts.findIndex((f) => f.postscriptName === CJK_FONT_FACE);
  const start = ttc.readUInt32BE(12 + 4 * index);
  const count = ttc.readUInt16BE(start + 4);
  const header = Buffer.alloc(12 + 16 * count);
  ttc.copy(header, 0, start, start + 12);
  const parts: Buffer[] = [header];
  let offset = header.length;
  for (let t = 0; t < count; t++) {
    const record = start + 12 + 16 * t;
    const [from, length] = [ttc.readUInt32BE(record + 8), ttc.readUInt32BE(record + 12)];
    ttc.copy(header, 12 + 16 * t, record, record + 8); // tag and checksum
    header.writeUInt32BE(offset, 12 + 16 * t + 8);
    header.writeUInt32BE(length, 12 + 16 * t + 12);
    const padded = Math.ceil(length / 4) * 4;
    parts.push(ttc.subarray(from, from + length), Buffer.alloc(padded - length));
    offset += padded;
  }
  return Uint8Array.from(Buffer.concat(parts));
}

let referenceFont: number | undefined;

/**
 * `text` on one line as stb_truetype draws it at `size` dots per em, baseline 0.88 em below the top of the em box,
 * which is `top` rows down (0 unless something rises above it), `height` rows in all; a dot is inked where at least
 * 35 % of it is covered.
 */
export function referenceText(text: string, size: number, { top = 0, height = size }: { top?: number; height?: number } = {}): Bitmap {
  const { FontLib } = bwipjs;
  referenceFont ??= FontLib.loadFont('LABEL-CJK', standaloneFace()) as unknown as number;
  // FontLib sizes a font by its hhea ascent (1160 units of 1000 in Noto Sans CJK), not by the em.
  const pixels = size * 1.16;
  const glyphs: { x: number; glyph: ReturnType<typeof FontLib.getglyph> }[] = [];
  let x = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    glyphs.push({ x: Math.round(x), glyph: FontLib.getglyph(referenceFont, code, pixels, pixels) });
    x += FontLib.getpaths(referenceFont, code, pixels, pixels).advance; // getglyph's own advance is rounded down

  }
  const width = Math.max(8, Math.ceil(x / 8) * 8);
  const bytesPerRow = width / 8;
  const bits = new Uint8Array(bytesPerRow * height);
  const baseline = top + Math.round(size * 0.88);
  for (const { x: left, glyph } of glyphs) {
    for (let gy = 0; gy < glyph.height; gy++) {
      for (let gx = 0; gx < glyph.width; gx++) {
        const [px, py] = [left + glyph.left + gx, baseline - glyph.top + gy];
        if ((glyph.pixels[gy * glyph.width + gx] ?? 0) < 0.35 * 255 || px < 0 || py < 0 || px >= width || py >= height) continue;
        bits[py * bytesPerRow + (px >> 3)] = (bits[py * bytesPerRow + (px >> 3)] ?? 0) | (0x80 >> (px & 7));
      }
    }
  }
  return { width, height, bytesPerRow, bits };
}

/**
 * How well `bitmap` shows `text` at `size` dots per em, 1 for stb_truetype's very drawing of it: the best overlap
 * with the em box anywhere down the bitmap (a graphic has rows for what rises above or hangs below the em box) and a
 * dot either way across (the two rasterisers may place a proportional glyph half a dot apart).
 */
export function likeness(bitmap: Bitmap, text: string, size: number): number {
  const reference = referenceText(text, size, { top: 0, height: size + Math.ceil(size * 0.3) });
  let best = 0;
  for (let dy = 0; dy <= Math.max(0, bitmap.height - size); dy++) for (const dx of [-1, 0, 1]) best = Math.max(best, overlap(bitmap, reference, dx, dy));
  return best;
}

const OTHER_TEXT = '甲乙丙丁戊己庚辛壬癸鼠牛虎兔龙蛇马羊猴鸡狗猪春夏秋冬';

/** Throws unless the bitmap shows `text` at `size` dots per em as stb_truetype draws it, and not other characters. */
export function expectShows(bitmap: Bitmap | undefined, text: string, size: number): void {
  if (!bitmap) throw new Error(`no graphic for ${text}`);
  // Measured 0.74 (Latin mixed in: its glyphs fall half a dot apart in the two drawings; thin strokes only) to 0.97.
  const score = likeness(bitmap, text, size);
  if (score < 0.7) throw new Error(`the graphic does not show ${text} (${score.toFixed(2)}):\n${asciiArt(bitmap)}`);
  // The measure tells texts apart: read as other characters (none of them in the tests' texts) it scores ≤ 0.3.
  const other = OTHER_TEXT.slice(0, [...text].length);
  const otherScore = likeness(bitmap, other, size);
  if (otherScore >= 0.35) throw new Error(`the graphic of ${text} passes for ${other} too (${otherScore.toFixed(2)})`);
}

/** ASCII art of a bitmap ('#' = dot), for a failing test's message. */
const asciiArt = (b: Bitmap): string =>
  Array.from({ length: b.height }, (_, y) => Array.from({ length: b.width }, (_, x) => (dotAt(b, x, y) ? '#' : '.')).join('')).join('\n');
