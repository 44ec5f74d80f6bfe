import fs from 'node:fs';

/** A glyph outline command as fontkit's `Path.commands` gives it (font units, y up). */
export interface PathCommand {
  command: string;
  args: number[];
}

// Debian's fonts-noto-cjk. The TTC holds several faces; pdfkit picks one by its PostScript name.
export const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
export const CJK_FONT_FACE = 'NotoSansCJKsc-Regular';

/** `source` is what pdfkit's registerFont takes: a parsed fontkit font when possible, else the file's bytes. */
export type LabelFont = { kind: 'cjk'; source: Buffer | object; face: string | undefined } | { kind: 'standard' };

/**
 * pdfkit parses a font given as bytes again for every document; handing it a fontkit font parsed once halves
 * the per-PDF cost (~0.5 s → ~0.2 s measured). fontkit is pdfkit's own dependency, so it is always installed.
 */
function parseOnce(data: Buffer, face: string): { source: Buffer | object; face: string | undefined } {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fontkit = require('fontkit') as { create(data: Buffer, postscriptName?: string): object };
    return { source: fontkit.create(data, face), face: undefined };
  } catch {
    return { source: data, face };
  }
}

const cache = new Map<string, LabelFont>();

/**
 * The font labels are drawn with: the CJK font when the file exists (read and parsed once, kept in memory: ~20 MB),
 * otherwise pdfkit's built-in Helvetica with text made Latin-only by `toLatinText`.
 */
export function loadLabelFont(file: string = CJK_FONT_FILE): LabelFont {
  const cached = cache.get(file);
  if (cached) return cached;
  let font: LabelFont = { kind: 'standard' };
  try {
    font = { kind: 'cjk', ...parseOnce(fs.readFileSync(file), CJK_FONT_FACE) };
  } catch {
    // No CJK font on this machine: degrade, never fail the request.
  }
  cache.set(file, font);
  return font;
}

/** What the ZPL labels read of the parsed font (a fontkit `Font`) to draw text the printer cannot. */
export interface OutlineFont {
  readonly unitsPerEm: number;
  /** `typoAscender`: the top of the em box above the baseline, in font units (880 of 1000 in Noto Sans CJK). */
  readonly 'OS/2': { readonly typoAscender: number };
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): {
    readonly advanceWidth: number;
    readonly bbox: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number };
    readonly path: { readonly commands: readonly PathCommand[] };
  };
}

/** The CJK font's outlines (the very font the PDFs embed), or null without the font file or without fontkit. */
export function loadOutlineFont(file: string = CJK_FONT_FILE): OutlineFont | null {
  const font = loadLabelFont(file);
  return font.kind === 'cjk' && !Buffer.isBuffer(font.source) ? (font.source as OutlineFont) : null;
}

/** Accents stripped (é → e), ideographic space and full-width ASCII (Ａ１) made ASCII. */
const foldToLatin = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u3000]/g, ' ')
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

const NOT_LATIN = /[^\x20-\x7e\u00a0-\u00ff]+/g;

/** True when `toLatinText` loses nothing but accents: the text is Latin-1 once folded. */
export const isLatinText = (text: string): boolean => foldToLatin(text).search(NOT_LATIN) === -1;

/**
 * Text Helvetica (WinAnsi) can show: accents are stripped (é → e), and each run of other scripts becomes
 * one '…' so nothing prints as '?' or tofu. Callers prefer English values (nameEn, English region names) first.
 */
export function toLatinText(text: string): string {
  return foldToLatin(text)
    .replace(NOT_LATIN, '…')
    .replace(/(…\s*)+/g, '… ')
    .trim();
}
