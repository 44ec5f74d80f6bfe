import PDFDocument from 'pdfkit';
import { loadLabelFont, toLatinText } from './label-font';

export const MM = 72 / 25.4;

/**
 * The fonts and text rules every document draws with (labels, customs papers, statements, invoices). With the CJK font, text prints as given and
 * bilingual headings carry both languages; without it (a machine lacking fonts-noto-cjk) Helvetica prints the
 * English half only and any other non-Latin text becomes '…', so nothing ever prints as '?'.
 */
export interface Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly face: string;
  readonly bold: string;
  readonly cjk: boolean;
  /** The value as this pen can print it. */
  text(value: string): string;
  /** "English 中文" with the CJK font, "English" without it. */
  both(en: string, zh: string, separator?: string): string;
}

export interface PdfOptions {
  /** Document title: PDF viewers show it in their tab and title bar (we pass the file name). */
  title: string;
  /** Override of the CJK font file (tests use a missing path to exercise the fallback). */
  fontFile?: string;
}

/** A PDF document without pages (callers add pages of their own sizes) and a promise of its bytes once ended. */
export function openPdf(options: PdfOptions): { pen: Pen; bytes: Promise<Buffer> } {
  const pen = openPdfStream(options);
  const { doc } = pen;
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { pen, bytes };
}

/**
 * A PDF document without pages whose `doc` is itself the readable stream of its bytes: for documents too long to
 * hold (a statement of 100,000 entries), sent as they are drawn. pdfkit writes each page out when the next begins.
 */
export function openPdfStream(options: PdfOptions): Pen {
  const font = loadLabelFont(options.fontFile);
  const doc = new PDFDocument({ margin: 0, autoFirstPage: false, info: { Title: options.title } });
  const cjk = font.kind === 'cjk';
  if (font.kind === 'cjk') doc.registerFont('cjk', font.source as Buffer, font.face);
  const text = (value: string): string => (cjk ? value : toLatinText(value));
  return {
    doc,
    cjk,
    face: cjk ? 'cjk' : 'Helvetica',
    // The Noto CJK TTC carries one weight; bold is simulated by size and rules rather than a second 20 MB face.
    bold: cjk ? 'cjk' : 'Helvetica-Bold',
    text,
    both: (en, zh, separator = ' ') => (cjk ? `${en}${separator}${zh}` : en),
  };
}

/** Horizontal rule across [x0, x1] at y. */
export function rule(doc: PDFKit.PDFDocument, x0: number, x1: number, y: number, width = 0.8): void {
  doc.moveTo(x0, y).lineTo(x1, y).lineWidth(width).stroke();
}
