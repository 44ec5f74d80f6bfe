import { encodeCode128 } from './code128';
import type { AddressBlock, BoxLabel } from './label-content';
import { isLatinText, loadOutlineFont, toLatinText, type OutlineFont } from '../../../pdf/label-font';
import { textGraphic } from './zpl-graphic';

// ZPL II for 4 × 6 in labels at 203 dpi (8 dots/mm), the size and resolution most carrier thermal printers use.
const WIDTH = 812;
const HEIGHT = 1218;
const X = 32;
const INNER = WIDTH - 2 * X;

/**
 * Field data as ZPL prints it with the printer's resident font 0: Latin only (the printer has no CJK font unless one
 * is downloaded to it, which we cannot assume), and without ^ and ~, which would start commands inside ^FD.
 */
export const zplText = (value: string): string => toLatinText(value).replace(/[\^~]/g, ' ').replace(/…/g, '...');

interface Block {
  width: number;
  lines?: number;
  align?: 'L' | 'C' | 'R';
}

/** A text field; `lines` is known when it is a graphic (the printer wraps its own text). */
type Field = (x: number, y: number, size: number, value: string, block?: Block) => { zpl: string; lines?: number };

/**
 * Latin text in the printer's font 0 (sharp, and what the printer's own tools read back); any other text drawn from
 * the CJK font as a ^GFA graphic of `size` dots per em in the text's place. Without the font on this server, other
 * scripts print as '...' as before.
 */
const textFields =
  (font: OutlineFont | null): Field =>
  (x, y, size, value, block) => {
    if (font && !isLatinText(value)) {
      const graphic = textGraphic(font, value, size, { width: block?.width ?? WIDTH - X - x, lines: block?.lines ?? 1, align: block?.align ?? 'L' });
      return { zpl: `^FO${x + graphic.left},${y - graphic.top}${graphic.command}^FS`, lines: graphic.lines };
    }
    const box = block ? `^FB${block.width},${block.lines ?? 1},0,${block.align ?? 'L'}` : '';
    return { zpl: `^FO${x},${y}^A0N,${size},${size}${box}^FD${zplText(value)}^FS` };
  };

const line = (y: number, thickness = 3): string => `^FO${X},${y}^GB${INNER},0,${thickness}^FS`;

/** ^BC (Code 128, automatic subsets) centred in [x, x + width], narrowest bar 3 dots or less to fit. */
function barcode(value: string, x: number, y: number, width: number, height: number, maxModule = 3): string {
  const modules = encodeCode128(value).length * 11 + 2 + 20; // symbols, stop's extra bar, quiet zones
  const module = Math.max(1, Math.min(maxModule, Math.floor(width / modules)));
  const left = x + Math.max(0, Math.floor((width - (modules - 20) * module) / 2));
  return `^BY${module}^FO${left},${y}^BCN,${height},N,N,N,A^FD${value}^FS`;
}

function address(field: Field, heading: string, party: AddressBlock, top: number, prominent: boolean): { zpl: string[]; bottom: number } {
  const text = (...args: Parameters<Field>) => field(...args).zpl;
  const s = prominent ? { head: 22, name: 40, line: 28, country: 44 } : { head: 20, name: 26, line: 22, country: 24 };
  const zpl = [text(X, top, s.head, heading), text(X, top, prominent ? 26 : 22, party.phone, { width: INNER, align: 'R' })];
  let y = top + s.head + 8;
  zpl.push(text(X, y, s.name, party.name, { width: INNER }));
  y += s.name + 4;
  if (party.company) {
    zpl.push(text(X, y, s.line, party.company, { width: INNER }));
    y += s.line + 4;
  }
  const street = field(X, y, s.line, party.street, { width: INNER, lines: prominent ? 2 : 1 });
  zpl.push(street.zpl);
  y += (s.line + 4) * (street.lines ?? (prominent && zplText(party.street).length > 42 ? 2 : 1));
  zpl.push(text(X, y, s.line, party.locality, { width: INNER }));
  y += s.line + 6;
  zpl.push(text(X, y, s.country, `${party.country}  ${party.countryCode}`, { width: INNER }));
  y += s.country + 8;
  return { zpl, bottom: y };
}

/** One ^XA…^XZ block per box: what a Zebra-compatible printer prints as one 4 × 6 in label. */
export function boxLabelZpl(label: BoxLabel, forwarderName: string, field: Field): string {
  const text = (...args: Parameters<Field>) => field(...args).zpl;
  const counter = `${label.box}/${label.boxCount}`;
  const out: string[] = ['^XA', '^CI28', `^PW${WIDTH}`, `^LL${HEIGHT}`, '^LH0,0'];
  out.push(text(X, 28, 30, forwarderName, { width: 500 }));
  out.push(text(X, 70, 56, label.mode));
  out.push(text(X + 140, 88, 26, label.routingCode, { width: 360 }));
  out.push(`^FO${WIDTH - X - 220},24^GB220,116,4^FS`);
  out.push(text(WIDTH - X - 220, 36, 22, 'BOX', { width: 220, align: 'C' }));
  out.push(text(WIDTH - X - 220, 66, counter.length > 6 ? 44 : 64, counter, { width: 220, align: 'C' }));
  out.push(line(152));
  out.push(barcode(label.waybill, X, 172, INNER, 160));
  out.push(text(X, 344, 40, label.waybill, { width: INNER, align: 'C' }));
  out.push(line(396, 5));
  const to = address(field, 'SHIP TO', label.receiver, 412, true);
  out.push(...to.zpl, line(to.bottom));
  const from = address(field, 'FROM', label.sender, to.bottom + 14, false);
  out.push(...from.zpl, line(from.bottom));

  let y = from.bottom + 14;
  out.push(text(X, y, 24, `Box ${label.box} of ${label.boxCount}: ${label.boxWeightKg} kg, ${label.boxDimensionsCm}  Order ${label.totalWeightKg} kg`, { width: INNER }));
  y += 32;
  out.push(text(X, y, 20, 'CONTENTS'), text(X, y, 20, `Declared value ${label.declared}`, { width: INNER, align: 'R' }));
  y += 28;
  const boxBarY = HEIGHT - 32 - 26 - 30 - 84;
  const room = Math.max(1, Math.floor((boxBarY - 12 - y) / 28));
  const shown = label.items.length > room ? room - 1 : label.items.length;
  for (const item of label.items.slice(0, shown)) {
    out.push(text(X, y, 24, `${item.name}${item.englishMissing ? ' (no English name)' : ''} x${item.quantity}`, { width: INNER }));
    y += 28;
  }
  if (shown < label.items.length) out.push(text(X, y, 22, `+ ${label.items.length - shown} more item(s), see the commercial invoice`, { width: INNER }));

  out.push(line(boxBarY - 10, 2));
  out.push(barcode(label.boxBarcode, X, boxBarY, Math.floor(INNER * 0.75), 84, 2));
  out.push(text(X, boxBarY + 90, 26, label.boxBarcode, { width: Math.floor(INNER * 0.75), align: 'C' }));
  out.push(text(X + Math.floor(INNER * 0.75), boxBarY + 20, 48, counter, { width: Math.ceil(INNER * 0.25), align: 'R' }));
  out.push(text(X, HEIGHT - 50, 22, `Ref ${label.reference || '-'}`, { width: Math.floor(INNER * 0.55) }));
  out.push(text(X, HEIGHT - 50, 22, label.createdUtc, { width: INNER, align: 'R' }));
  out.push('^XZ');
  return out.join('\n');
}

/** `fontFile` overrides the CJK font (tests use a missing path to exercise the fallback). */
export function renderLabelZpl(labels: readonly BoxLabel[], forwarderName: string, options: { fontFile?: string } = {}): string {
  const field = textFields(loadOutlineFont(options.fontFile));
  return labels.map((label) => boxLabelZpl(label, forwarderName, field)).join('\n') + '\n';
}
