import { code128Widths } from './code128';
import type { AddressBlock, BoxLabel } from './label-content';
import { toLatinText } from '../../../pdf/label-font';
import { MM, openPdf, rule, type Pen } from '../../../pdf/pdf-pen';

export const LABEL_WIDTH = 100 * MM;
export const LABEL_HEIGHT = 150 * MM;
const A4 = { width: 210 * MM, height: 297 * MM };
const MARGIN = 5 * MM;
const INNER = LABEL_WIDTH - 2 * MARGIN;
const RIGHT = LABEL_WIDTH - MARGIN;

export interface LabelPdfOptions {
  /** Shown at the top of every label. */
  forwarderName: string;
  /** `a6`: one 100 × 150 mm page per label; `a4`: four labels per A4 sheet (A6 cells) with cut marks. */
  sheet: 'label' | 'a4';
  /** PDF title (the file name). */
  title: string;
  fontFile?: string;
}

/** One PDF of the labels, in the given order. */
export function renderLabelPdf(labels: readonly BoxLabel[], options: LabelPdfOptions): Promise<Buffer> {
  const { pen, bytes } = openPdf({ title: options.title, ...(options.fontFile ? { fontFile: options.fontFile } : {}) });
  const { doc } = pen;
  if (options.sheet === 'label') {
    for (const label of labels) {
      doc.addPage({ size: [LABEL_WIDTH, LABEL_HEIGHT], margin: 0 });
      drawLabel(pen, label, options.forwarderName);
    }
  } else {
    // A6 cells (105 × 148.5 mm): the 100 × 150 layout scaled by 0.99 and centred, so a sheet cut along the marks
    // gives four labels that fit a standard A6 pouch.
    const cellW = A4.width / 2;
    const cellH = A4.height / 2;
    const scale = Math.min(cellW / LABEL_WIDTH, cellH / LABEL_HEIGHT);
    labels.forEach((label, i) => {
      const slot = i % 4;
      if (slot === 0) {
        doc.addPage({ size: [A4.width, A4.height], margin: 0 });
        drawCutMarks(doc, cellW, cellH);
      }
      const x = (slot % 2) * cellW + (cellW - LABEL_WIDTH * scale) / 2;
      const y = Math.floor(slot / 2) * cellH + (cellH - LABEL_HEIGHT * scale) / 2;
      doc.save().translate(x, y).scale(scale);
      drawLabel(pen, label, options.forwarderName);
      doc.restore();
    });
  }
  if (labels.length === 0) doc.addPage({ size: [LABEL_WIDTH, LABEL_HEIGHT], margin: 0 });
  doc.end();
  return bytes;
}

function drawCutMarks(doc: PDFKit.PDFDocument, cellW: number, cellH: number): void {
  doc.save().lineWidth(0.4).strokeColor('#888888').dash(3, { space: 3 });
  doc.moveTo(cellW, 0).lineTo(cellW, A4.height).stroke();
  doc.moveTo(0, cellH).lineTo(A4.width, cellH).stroke();
  doc.undash().restore();
}

/** Code 128 as vector bars centred in [x, x + width] with 10-module quiet zones; answers the module width used. */
export function drawCode128(doc: PDFKit.PDFDocument, value: string, x: number, y: number, width: number, height: number, maxModule = 1.6): number {
  const widths = code128Widths(value);
  const modules = widths.reduce((a, b) => a + b, 0) + 20;
  const moduleWidth = Math.min(maxModule, width / modules);
  let at = x + (width - modules * moduleWidth) / 2 + 10 * moduleWidth;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * moduleWidth, height).fill('black');
    at += w * moduleWidth;
  });
  return moduleWidth;
}

function drawLabel(pen: Pen, label: BoxLabel, forwarderName: string): void {
  const { doc, text } = pen;
  let y = MARGIN;

  // Header: forwarder, mode and routing on the left; the box counter large on the right (sorters read it first).
  const counterW = 30 * MM;
  const leftW = INNER - counterW - 3 * MM;
  doc.font(pen.bold).fontSize(10).text(text(forwarderName), MARGIN, y, { width: leftW, lineBreak: false, ellipsis: true });
  doc.font('Helvetica-Bold').fontSize(15).text(label.mode, MARGIN, y + 13, { width: leftW, lineBreak: false });
  doc.font(pen.face).fontSize(7.5).text(text(pen.both(label.routingCode, label.routingNameZh)), MARGIN + 40, y + 17, {
    width: leftW - 40,
    lineBreak: false,
    ellipsis: true,
  });
  const counterH = 12 * MM;
  doc.rect(RIGHT - counterW, y, counterW, counterH).lineWidth(1.5).stroke();
  doc.font('Helvetica-Bold').fontSize(6.5).text('BOX', RIGHT - counterW, y + 3, { width: counterW, align: 'center', lineBreak: false });
  const counter = `${label.box}/${label.boxCount}`;
  doc.font('Helvetica-Bold').fontSize(counter.length > 6 ? 15 : 21).text(counter, RIGHT - counterW, y + 12, { width: counterW, align: 'center', lineBreak: false });
  y += counterH + 3;
  rule(doc, MARGIN, RIGHT, y);
  y += 4;

  // The waybill: what every scan of every box of the order resolves to.
  const barHeight = 15 * MM;
  drawCode128(doc, label.waybill, MARGIN, y, INNER, barHeight);
  y += barHeight + 2;
  doc.font('Courier-Bold').fontSize(14).text(label.waybill, MARGIN, y, { width: INNER, align: 'center', characterSpacing: 1.5, lineBreak: false });
  y += 17;
  rule(doc, MARGIN, RIGHT, y, 1.5);
  y += 4;

  y = drawAddress(pen, pen.both('SHIP TO', '收件人'), label.receiver, y, true);
  rule(doc, MARGIN, RIGHT, y);
  y += 4;
  y = drawAddress(pen, pen.both('FROM', '寄件人'), label.sender, y, false);
  rule(doc, MARGIN, RIGHT, y);
  y += 4;

  // Bottom band anchored to the page foot: the box's own barcode, then reference and creation time.
  const footY = LABEL_HEIGHT - MARGIN - 8;
  const boxBarHeight = 8 * MM;
  const boxNumberY = footY - 11;
  const boxBarY = boxNumberY - 2 - boxBarHeight;
  const contentsBottom = boxBarY - 5;

  // Box and contents fill the space between the addresses and the bottom band.
  doc.font(pen.bold).fontSize(8.5).text(
    `Box ${label.box} of ${label.boxCount}: ${label.boxWeightKg} kg, ${label.boxDimensionsCm}  ·  Order ${label.totalWeightKg} kg`,
    MARGIN,
    y,
    { width: INNER, lineBreak: false, ellipsis: true },
  );
  y = doc.y + 2;
  doc.font(pen.bold).fontSize(6.5).text(text(pen.both('CONTENTS', '内件')), MARGIN, y, { lineBreak: false });
  doc.font(pen.face).fontSize(7).text(`Declared value ${label.declared}`, MARGIN, y, { width: INNER, align: 'right', lineBreak: false });
  y = doc.y + 1;
  const lineH = 10;
  const room = Math.max(1, Math.floor((contentsBottom - y) / lineH));
  const shown = label.items.length > room ? room - 1 : label.items.length;
  for (const item of label.items.slice(0, shown)) {
    const name = `${item.name}${item.englishMissing ? ' (no English name)' : ''} ×${item.quantity}`;
    const zh = pen.cjk && !item.englishMissing ? `  ${item.nameZh}` : '';
    doc.font(pen.face).fontSize(8.5).text(text(name), MARGIN, y, { width: INNER, lineBreak: false, ellipsis: true, continued: zh !== '' });
    if (zh) doc.fontSize(6.5).fillColor('#444444').text(zh, { lineBreak: false }).fillColor('black');
    y += lineH;
  }
  if (shown < label.items.length) {
    doc.font(pen.face).fontSize(7.5).text(`+ ${label.items.length - shown} more item(s), see the commercial invoice`, MARGIN, y, { width: INNER, lineBreak: false });
  }

  rule(doc, MARGIN, RIGHT, boxBarY - 3);
  drawCode128(doc, label.boxBarcode, MARGIN, boxBarY, INNER * 0.8, boxBarHeight, 1.2);
  doc.font('Courier-Bold').fontSize(9).text(label.boxBarcode, MARGIN, boxNumberY, { width: INNER * 0.8, align: 'center', lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(16).text(counter, MARGIN + INNER * 0.8, boxBarY + 4, { width: INNER * 0.2, align: 'right', lineBreak: false });
  doc.font(pen.face).fontSize(7);
  doc.text(text(`Ref ${label.reference || '-'}`), MARGIN, footY, { width: INNER * 0.55, lineBreak: false, ellipsis: true });
  doc.text(label.createdUtc, MARGIN, footY, { width: INNER, align: 'right', lineBreak: false });
}

function drawAddress(pen: Pen, heading: string, party: AddressBlock, top: number, prominent: boolean): number {
  const { doc, text } = pen;
  let y = top;
  doc.font('Helvetica-Bold').fontSize(6.5);
  if (pen.cjk) doc.font(pen.bold);
  doc.text(heading, MARGIN, y, { lineBreak: false });
  doc.font(pen.face).fontSize(prominent ? 8.5 : 7).text(text(party.phone), MARGIN, y, { width: INNER, align: 'right', lineBreak: false });
  y += prominent ? 10 : 9;
  const size = prominent ? { name: 12, line: 9.5, country: 14 } : { name: 8.5, line: 7.5, country: 8.5 };
  // The sender's company shares the name's line: its block is the one that gives way to the contents.
  const name = prominent || !party.company ? party.name : `${party.name} / ${party.company}`;
  doc.font(pen.bold).fontSize(size.name).text(text(name), MARGIN, y, { width: INNER, lineBreak: false, ellipsis: true });
  y = doc.y + 1;
  if (prominent && party.company) {
    doc.font(pen.face).fontSize(size.line).text(text(party.company), MARGIN, y, { width: INNER, lineBreak: false, ellipsis: true });
    y = doc.y + 1;
  }
  doc.font(pen.face).fontSize(size.line).text(text(party.street), MARGIN, y, { width: INNER, height: size.line * (prominent ? 2.6 : 1.3), ellipsis: true });
  y = doc.y + 1;
  doc.text(text(party.locality), MARGIN, y, { width: INNER, lineBreak: false, ellipsis: true });
  y = doc.y + 1;
  doc.font('Helvetica-Bold').fontSize(size.country).text(toLatinText(`${party.country}  ${party.countryCode}`), MARGIN, y, { width: INNER, lineBreak: false, ellipsis: true });
  y = doc.y + 1;
  if (!prominent && pen.cjk && party.areaZh) {
    // For the origin warehouse, which reads the sender's district in Chinese.
    doc.font(pen.face).fontSize(6.5).fillColor('#444444').text(party.areaZh, MARGIN, y, { width: INNER, lineBreak: false, ellipsis: true }).fillColor('black');
    y = doc.y + 1;
  }
  return y + 2;
}
