import { setTimeout as sleep } from 'node:timers/promises';
import type { Pen } from '../../../pdf/pdf-pen';
import type { Issuer } from '../statements/statement.service';
import type { Bilingual } from './document-labels';

// What the statement and the invoice PDFs share: A4 pages with the issuer's heading, a table whose header repeats
// on each page, cells cut to their column (one line each: long memos are cut with '…', never wrapped), amounts aligned
// right, and a writer that waits for the reader so a long document is sent as it is drawn instead of piling up.

export const A4 = { width: 595.28, height: 841.89 } as const;
export const LEFT = 36;
export const RIGHT = A4.width - 36;
const BOTTOM = A4.height - 48;
const ROW = 12.5;
const SIZE = 7.5;

export interface Column {
  title: Bilingual;
  width: number;
  align?: 'right';
  /** Characters kept before '…' (one line per cell). */
  maxChars?: number;
}

/** `text` cut to `max` characters with '…'. */
export const cut = (text: string, max: number | undefined): string => (max !== undefined && text.length > max ? `${text.slice(0, max - 1)}…` : text);

const ASCII = /^[\x20-\x7e]*$/;

/**
 * Draws `text` in a cell whose left edge is `x`, right-aligned when the column says so. Text in plain ASCII (dates,
 * numbers, waybill numbers: most cells) is drawn in Helvetica: the CJK font lays out every new word through fontkit
 * and keeps it (2.5 ms a row and ~1 GB for 100,000 rows measured), the standard font reads fixed metrics (0.2 ms).
 */
function cell(pen: Pen, column: Column, x: number, y: number, text: string): void {
  const value = pen.text(cut(text, column.maxChars));
  pen.doc.font(ASCII.test(value) ? 'Helvetica' : pen.face);
  const at = column.align === 'right' ? x + column.width - 4 - pen.doc.widthOfString(value) : x;
  pen.doc.text(value, at, y, { lineBreak: false });
}

/** Waits while more than 1 MiB of the document is unread; stops waiting (and drawing) once the reader has gone. */
async function whenRead(pen: Pen): Promise<void> {
  while (pen.doc.readableLength > 1 << 20 && !pen.doc.destroyed) await sleep(5);
  if (pen.doc.destroyed) throw new Error('document stream closed');
}

export interface Table {
  /** Adds a row (a page when the page is full); awaits the reader every so often. */
  row(values: readonly string[]): Promise<void>;
  /** The y below the last row. */
  readonly y: number;
}

/**
 * A table starting at `top` of the current page. `newPage` draws a continuation page's heading and answers where the
 * table resumes on it.
 */
export function openTable(pen: Pen, columns: readonly Column[], top: number, newPage: () => number): Table {
  const { doc } = pen;
  let y = top;
  let rows = 0;
  const header = () => {
    doc.font(pen.face).fontSize(SIZE).fillColor('#555555');
    let x = LEFT;
    for (const column of columns) {
      cell(pen, { ...column, maxChars: undefined }, x, y, column.title.zh);
      cell(pen, { ...column, maxChars: undefined }, x, y + 9, column.title.en);
      x += column.width;
    }
    doc.moveTo(LEFT, y + 20).lineTo(RIGHT, y + 20).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.fillColor('#000000');
    y += 24;
  };
  header();
  return {
    get y() {
      return y;
    },
    async row(values) {
      if (y + ROW > BOTTOM) {
        y = newPage();
        header();
      }
      doc.font(pen.face).fontSize(SIZE);
      let x = LEFT;
      columns.forEach((column, i) => {
        cell(pen, column, x, y, values[i] ?? '');
        x += column.width;
      });
      y += ROW;
      if (++rows % 200 === 0) await whenRead(pen);
    },
  };
}

/**
 * A function adding an A4 page with `footer` and its number at its foot (drawn first: pages are written out as the
 * next begins, so nothing can be added to them later, and the total is not known while drawing).
 */
export function pager(pen: Pen, footer: string): () => void {
  let page = 0;
  return () => {
    const { doc } = pen;
    doc.addPage({ size: 'A4', margin: 0 });
    page += 1;
    doc.font(pen.face).fontSize(7).fillColor('#777777').text(`${pen.text(footer)}  · ${page}`, LEFT, A4.height - 32, { lineBreak: false });
    doc.fillColor('#000000');
  };
}

/**
 * The issuer's block at the top of the first page and the document's title under it (both languages); answers the y
 * below. Fields the admin left empty are left off.
 */
export function issuerBlock(pen: Pen, issuer: Issuer, title: Bilingual): number {
  const { doc } = pen;
  const { details } = issuer;
  doc.font(pen.bold).fontSize(13).text(pen.text(issuer.siteName), LEFT, 40, { lineBreak: false });
  doc.font(pen.face).fontSize(7.5).fillColor('#444444');
  const lines = [
    [issuer.companyName, details.companyNameEn].filter(Boolean).join('  '),
    pen.cjk ? [details.addressZh, details.addressEn].filter(Boolean).join('  ') : details.addressEn,
    [details.phone && `${pen.both('Tel', '电话', ' ')} ${details.phone}`, issuer.mail].filter(Boolean).join('  '),
    details.taxNumber && `${pen.both('Tax no.', '统一社会信用代码', ' ')} ${details.taxNumber}`,
    (details.bankName || details.bankAccount) && `${pen.both('Bank', '开户行', ' ')} ${details.bankName}  ${pen.both('Account', '账号', ' ')} ${details.bankAccount}`,
  ].filter(Boolean);
  let y = 58;
  for (const line of lines) {
    doc.text(pen.text(line), LEFT, y, { lineBreak: false });
    y += 10;
  }
  doc.fillColor('#000000').font(pen.bold).fontSize(15).text(pen.both(title.en, title.zh, '  '), LEFT, y + 10, { lineBreak: false });
  return y + 32;
}

/** Label / value lines from `y` (labels in both languages); answers the y below. */
export function facts(pen: Pen, rows: ReadonlyArray<readonly [string, string, string]>, y: number): number {
  pen.doc.font(pen.face).fontSize(8.5);
  for (const [en, zh, value] of rows) {
    pen.doc.text(pen.both(en, zh, ' / '), LEFT, y, { lineBreak: false });
    pen.doc.text(pen.text(value), LEFT + 150, y, { lineBreak: false });
    y += 13;
  }
  return y;
}
