import PDFDocument from 'pdfkit';
import { TransportMode, type components } from '@forwarder/contracts/api-f';
import { code128Widths } from './code128';
import { loadLabelFont, toLatinText, type LabelFont } from './label-font';

type Order = components['schemas']['Order'];
type Party = components['schemas']['Party'];

const MM = 72 / 25.4;
export const LABEL_WIDTH = 100 * MM;
export const LABEL_HEIGHT = 150 * MM;
const MARGIN = 6 * MM;
const INNER = LABEL_WIDTH - 2 * MARGIN;

export interface LabelOptions {
  /** Shown at the top of every label. */
  forwarderName: string;
  /** Override of the CJK font file (tests use a missing path to exercise the fallback). */
  fontFile?: string;
}

const TRANSPORT_MODE: Record<number, string> = { [TransportMode.AIR]: 'AIR 空运', [TransportMode.SEA]: 'SEA 海运' };
const TRANSPORT_MODE_LATIN: Record<number, string> = { [TransportMode.AIR]: 'AIR', [TransportMode.SEA]: 'SEA' };

/** YYYY-MM-DD HH:mm in UTC: labels are read by people in several time zones, so the zone is printed too. */
export function formatUtcMinute(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)}`;
}

function fmtKg(value: number): string {
  return `${Math.round(value * 100) / 100} kg`;
}

/** One PDF, one 100 × 150 mm page per order, in the given order. */
export function renderLabels(orders: Order[], options: LabelOptions): Promise<Buffer> {
  const font = loadLabelFont(options.fontFile);
  const doc = new PDFDocument({ size: [LABEL_WIDTH, LABEL_HEIGHT], margin: 0, autoFirstPage: false, info: { Title: 'Labels' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font.kind === 'cjk') doc.registerFont('label', font.source as Buffer, font.face);
  const face = font.kind === 'cjk' ? 'label' : 'Helvetica';
  const bold = font.kind === 'cjk' ? 'label' : 'Helvetica-Bold';
  const text = (value: string): string => (font.kind === 'cjk' ? value : toLatinText(value));
  for (const order of orders) {
    doc.addPage({ size: [LABEL_WIDTH, LABEL_HEIGHT], margin: 0 });
    drawLabel(doc, order, { face, bold, text, font, forwarderName: options.forwarderName });
  }
  if (orders.length === 0) doc.addPage();
  doc.end();
  return done;
}

interface Pen {
  face: string;
  bold: string;
  text: (value: string) => string;
  font: LabelFont;
  forwarderName: string;
}

function drawLabel(doc: PDFKit.PDFDocument, order: Order, pen: Pen): void {
  const { text } = pen;
  let y = MARGIN;
  const rule = (at: number) => doc.moveTo(MARGIN, at).lineTo(LABEL_WIDTH - MARGIN, at).lineWidth(0.8).stroke();

  // Header: forwarder, routing and transport mode.
  doc.font(pen.bold).fontSize(11).text(text(pen.forwarderName), MARGIN, y, { width: INNER * 0.62, lineBreak: false, ellipsis: true });
  const mode = pen.font.kind === 'cjk' ? TRANSPORT_MODE[order.transportMode] : TRANSPORT_MODE_LATIN[order.transportMode];
  doc.font(pen.bold).fontSize(14).text(mode ?? String(order.transportMode), MARGIN, y - 1, { width: INNER, align: 'right', lineBreak: false });
  y += 15;
  const routing = pen.font.kind === 'cjk' ? `${order.routingCode} ${order.routingDisplayName}` : order.routingCode;
  doc.font(pen.face).fontSize(8).text(text(routing), MARGIN, y, { width: INNER, lineBreak: false, ellipsis: true });
  y += 12;
  rule(y);
  y += 5;

  // Waybill barcode with a 10-module quiet zone each side, then the human-readable number.
  const widths = code128Widths(order.waybillNumber);
  const modules = widths.reduce((a, b) => a + b, 0) + 20;
  const moduleWidth = Math.min(1.6, INNER / modules);
  const barHeight = 22 * MM;
  let x = MARGIN + (INNER - modules * moduleWidth) / 2 + 10 * moduleWidth;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, y, w * moduleWidth, barHeight).fill('black');
    x += w * moduleWidth;
  });
  y += barHeight + 2;
  doc.font('Courier-Bold').fontSize(14).text(order.waybillNumber, MARGIN, y, { width: INNER, align: 'center', characterSpacing: 1.5 });
  y += 18;
  rule(y);
  y += 4;

  y = drawParty(doc, pen, 'TO 收件人', order.receiver, y, true);
  rule(y);
  y += 4;
  y = drawParty(doc, pen, 'FROM 寄件人', order.sender, y, false);
  rule(y);
  y += 4;

  // Parcels and declared items.
  doc.font(pen.face).fontSize(8);
  const weights = `${order.parcelCount} pcs · ${fmtKg(order.totalWeightKg)} · chargeable ${fmtKg(order.chargeableWeightKg)}`;
  doc.text(text(pen.font.kind === 'cjk' ? `件数/重量 ${weights}` : `Parcels ${weights}`), MARGIN, y, { width: INNER });
  y = doc.y + 2;
  const items = order.declaredItems
    .map((item) => `${pen.font.kind === 'cjk' ? item.name : item.nameEn || item.name} ×${item.quantity}`)
    .join('; ');
  const declared = `${items} (${order.declaredValue} ${order.declaredCurrency})`;
  doc.text(text(pen.font.kind === 'cjk' ? `申报 ${declared}` : `Contents ${declared}`), MARGIN, y, { width: INNER, height: 22, ellipsis: true });
  y = Math.min(doc.y, y + 22) + 2;
  rule(y);
  y += 4;

  doc.font(pen.face).fontSize(8);
  doc.text(text(`Ref ${order.customerReference || '-'}`), MARGIN, y, { width: INNER * 0.55, lineBreak: false, ellipsis: true });
  doc.text(`${formatUtcMinute(order.creationTime)} UTC`, MARGIN, y, { width: INNER, align: 'right', lineBreak: false });
}

function drawParty(doc: PDFKit.PDFDocument, pen: Pen, heading: string, party: Party, top: number, prominent: boolean): number {
  const { text } = pen;
  const title = pen.font.kind === 'cjk' ? heading : heading.split(' ')[0] ?? heading;
  let y = top;
  doc.font(pen.bold).fontSize(7).text(title, MARGIN, y, { lineBreak: false });
  y += 9;
  const name = [party.name, party.companyName].filter(Boolean).join(' / ');
  doc.font(pen.bold).fontSize(prominent ? 11 : 8.5).text(text(name), MARGIN, y, { width: INNER, height: prominent ? 28 : 12, ellipsis: true });
  y = doc.y + 1;
  doc.font(pen.face).fontSize(prominent ? 9 : 7.5).text(text(party.phoneNumber), MARGIN, y, { width: INNER, lineBreak: false });
  y = doc.y + 1;
  const area = `${party.street}, ${party.area}`;
  doc.text(text(area), MARGIN, y, { width: INNER, height: prominent ? 36 : 20, ellipsis: true });
  y = doc.y + 1;
  doc.font(pen.bold).text(text(`${party.postalCode}  ${party.countryCode}`), MARGIN, y, { width: INNER, lineBreak: false });
  return doc.y + 3;
}
