import type { OutlineFont } from '../../../pdf/label-font';
import { OutlineRaster, type Bitmap } from './outline-raster';

// Text the printer's resident font cannot print (Chinese above all), drawn here from the CJK font into a ^GFA graphic
// field: any ZPL II printer prints it without a font downloaded to it (docs/decisions.md, "Issue 27").

export interface TextBlock {
  /** Dots the text may take across. */
  width: number;
  /** Lines it may wrap onto; what is left over ends in '…'. */
  lines: number;
  align: 'L' | 'C' | 'R';
}

export interface TextGraphic {
  /** `^GFA,…` (without ^FO or ^FS). */
  command: string;
  /** Where the graphic starts right of the block's left edge, so that the text sits as `align` asks. */
  left: number;
  /** Dots the graphic starts above the text's em box: room for what rises above it (accents over capitals). */
  top: number;
  bitmap: Bitmap;
  lines: number;
}

/** Between two wrapped lines, in dots: the CJK glyphs fill nearly the whole em, so lines need air between them. */
const LINE_GAP = 4;

/** Characters that must not start a line (Chinese closing punctuation). */
const NO_LINE_START = new Set([...'，。、；：！？）」』】》〉’”…']);

const isWide = (ch: string): boolean => (ch.codePointAt(0) ?? 0) >= 0x2e80;

/** The ^GFA data: two hex digits per byte, the form every ZPL II printer reads. */
export const gfaCommand = ({ bytesPerRow, bits }: Bitmap): string =>
  `^GFA,${bits.length},${bits.length},${bytesPerRow},${Buffer.from(bits).toString('hex').toUpperCase()}`;

interface Glyphed {
  chars: string[];
  advances: number[];
}

/** Characters with their advances in dots; a run of characters the font lacks becomes one '…', as on the PDF. */
function glyphed(font: OutlineFont, text: string, scale: number): Glyphed {
  const chars: string[] = [];
  for (const ch of text) {
    const missing = !font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0);
    if (!missing) chars.push(ch);
    else if (chars.at(-1) !== '…') chars.push('…');
  }
  return { chars, advances: chars.map((ch) => font.glyphForCodePoint(ch.codePointAt(0) ?? 0).advanceWidth * scale) };
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** A line may break before `i` after a space, or beside a Chinese character unless `i` is closing punctuation. */
const breaksBefore = (chars: readonly string[], i: number): boolean =>
  chars[i - 1] === ' ' || (!NO_LINE_START.has(chars[i] ?? '') && (isWide(chars[i - 1] ?? '') || isWide(chars[i] ?? '')));

/** [start, end) of each line: greedy, at the last break that fits, mid-word only when a word alone is too wide. */
function wrap({ chars, advances }: Glyphed, block: TextBlock): [number, number][] {
  const lines: [number, number][] = [];
  let start = 0;
  while (lines.length < block.lines) {
    while (chars[start] === ' ') start++;
    if (start >= chars.length) break;
    let width = 0;
    let end = start;
    let lastBreak = -1;
    for (; end < chars.length; end++) {
      if (end > start && breaksBefore(chars, end)) lastBreak = end;
      if (width + (advances[end] ?? 0) > block.width) break;
      width += advances[end] ?? 0;
    }
    if (end < chars.length && lines.length < block.lines - 1) end = lastBreak > start ? lastBreak : Math.max(end, start + 1);
    else end = chars.length; // the last line takes the rest; `ellipsize` cuts it
    lines.push([start, end]);
    start = end;
  }
  return lines;
}

/** The line's characters without trailing spaces, cut and ended by '…' when wider than `width`. */
function ellipsize(font: OutlineFont, { chars, advances }: Glyphed, [start, end]: [number, number], width: number, scale: number): Glyphed {
  const line = { chars: chars.slice(start, end), advances: advances.slice(start, end) };
  const trim = () => {
    while (line.chars.at(-1) === ' ') {
      line.chars.pop();
      line.advances.pop();
    }
  };
  trim();
  if (sum(line.advances) <= width) return line;
  const ellipsis = font.glyphForCodePoint(0x2026).advanceWidth * scale;
  while (line.chars.length > 0 && sum(line.advances) + ellipsis > width) {
    line.chars.pop();
    line.advances.pop();
  }
  trim();
  return { chars: [...line.chars, '…'], advances: [...line.advances, ellipsis] };
}

/** `text` in the font at `size` dots per em, wrapped into `block`, as a 1-bit bitmap. */
export function drawText(font: OutlineFont, text: string, size: number, block: TextBlock): TextGraphic {
  const scale = size / font.unitsPerEm;
  const all = glyphed(font, text, scale);
  const lines = wrap(all, block).map((range) => ellipsize(font, all, range, block.width, scale));
  const widths = lines.map((line) => sum(line.advances));
  // Whole bytes across: the graphic's width is a multiple of 8 dots, and the text is aligned inside it too.
  const width = Math.max(8, Math.ceil(Math.max(0, ...widths) / 8) * 8);
  // Each line's em box is `size` dots tall, the baseline `ascent` below its top; glyphs reaching out of the first
  // line's top or the last line's bottom (descenders of g, y, p) get rows of their own rather than being cut.
  const ascent = font['OS/2'].typoAscender * scale;
  const reach = (line: Glyphed | undefined, edge: (box: { minY: number; maxY: number }) => number) =>
    Math.ceil(Math.max(0, ...(line?.chars ?? []).map((ch) => edge(font.glyphForCodePoint(ch.codePointAt(0) ?? 0).bbox))));
  const top = reach(lines[0], (box) => box.maxY * scale - ascent);
  const bottom = reach(lines.at(-1), (box) => -box.minY * scale - (size - ascent));
  const raster = new OutlineRaster(width, top + lines.length * size + Math.max(0, lines.length - 1) * LINE_GAP + bottom);
  lines.forEach((line, i) => {
    const slack = width - (widths[i] ?? 0);
    let x = block.align === 'R' ? slack : block.align === 'C' ? slack / 2 : 0;
    line.chars.forEach((ch, k) => {
      // Glyphs start on a quarter dot: close enough for print, and the same glyph drawn again is found in the cache.
      const quarters = Math.round(x * 4);
      const glyph = glyphRaster(font, ch, size, (quarters % 4) / 4);
      if (glyph) raster.addRaster(glyph.raster, Math.floor(quarters / 4) + glyph.left, top + i * (size + LINE_GAP) + glyph.top);
      x += line.advances[k] ?? 0;
    });
  });
  const bitmap = raster.toBitmap();
  const slack = block.width - width;
  return {
    command: gfaCommand(bitmap),
    left: block.align === 'R' ? slack : block.align === 'C' ? Math.floor(slack / 2) : 0,
    top,
    bitmap,
    lines: lines.length,
  };
}

interface GlyphRaster {
  raster: OutlineRaster;
  /** Where the raster's top left lies from the pen's dot and the em box's top. */
  left: number;
  top: number;
}

const GLYPHS_KEPT = 3000;
const glyphs = new WeakMap<OutlineFont, Map<string, GlyphRaster | null>>();

/**
 * The coverage of one glyph at `size` dots per em, its pen `phase` of a dot right of a whole dot; null for one without
 * ink (a space). Kept per font for the last GLYPHS_KEPT: a Chinese text's ideographs recur across a file's labels.
 */
function glyphRaster(font: OutlineFont, ch: string, size: number, phase: number): GlyphRaster | null {
  const cache = cacheOf(glyphs, font);
  const key = `${size}|${phase}|${ch}`;
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const glyph = font.glyphForCodePoint(ch.codePointAt(0) ?? 0);
  const scale = size / font.unitsPerEm;
  const ascent = font['OS/2'].typoAscender * scale;
  const { minX, minY, maxX, maxY } = glyph.bbox;
  let made: GlyphRaster | null = null;
  if (glyph.path.commands.length > 0 && maxX > minX && maxY > minY) {
    const left = Math.floor(phase + minX * scale);
    const top = Math.floor(ascent - maxY * scale);
    const raster = new OutlineRaster(Math.ceil(phase + maxX * scale) - left, Math.ceil(ascent - minY * scale) - top);
    raster.addPath(glyph.path.commands, phase - left, ascent - top, scale);
    made = { raster, left, top };
  }
  remember(cache, key, made, GLYPHS_KEPT);
  return made;
}

function cacheOf<V>(caches: WeakMap<OutlineFont, Map<string, V>>, font: OutlineFont): Map<string, V> {
  let cache = caches.get(font);
  if (!cache) caches.set(font, (cache = new Map()));
  return cache;
}

/** Keeps `value`, forgetting the oldest entry once `limit` are kept. */
function remember<V>(cache: Map<string, V>, key: string, value: V, limit: number): void {
  if (cache.size >= limit) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, value);
}

// A file of labels repeats the same sender, receiver and items on every box: each distinct text is drawn once.
const TEXTS_KEPT = 2000;
const drawn = new WeakMap<OutlineFont, Map<string, TextGraphic>>();

/** `drawText`, remembered per font for the last TEXTS_KEPT distinct texts. */
export function textGraphic(font: OutlineFont, text: string, size: number, block: TextBlock): TextGraphic {
  const cache = cacheOf(drawn, font);
  const key = `${size}|${block.width}|${block.lines}|${block.align}|${text}`;
  let graphic = cache.get(key);
  if (!graphic) {
    graphic = drawText(font, text, size, block);
    remember(cache, key, graphic, TEXTS_KEPT);
  }
  return graphic;
}
