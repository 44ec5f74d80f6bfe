import { TransportMode, type components } from '@forwarder/contracts/api-f';
import { addressBlock, boxCountOf, formatUtcMinute, labelItems, type AddressBlock, type BilingualOrder } from './label-content';
import { declarationFormFor } from './customs-value';
import { toLatinText } from '../../../pdf/label-font';
import { MM, openPdf, rule, type Pen } from '../../../pdf/pdf-pen';

type Order = components['schemas']['Order'];

const A4 = { width: 210 * MM, height: 297 * MM };
const A6 = { width: 105 * MM, height: 148 * MM };

export type CustomsPaper = 'commercial-invoice' | 'cn22' | 'cn23';

/** The paper one order gets for a requested kind: the UPU declaration is a CN22 when its value allows. */
export const customsPaperOf = (order: Order, kind: 'commercial-invoice' | 'cn23'): CustomsPaper =>
  kind === 'commercial-invoice' ? kind : declarationFormFor(order.declaredValue, order.declaredCurrency);

export interface CustomsPdfOptions {
  forwarderName: string;
  title: string;
  fontFile?: string;
}

/** One PDF with the paper of each order, in the given order (pages of different sizes when CN22 and CN23 mix). */
export function renderCustomsPdf(orders: readonly BilingualOrder[], kind: 'commercial-invoice' | 'cn23', options: CustomsPdfOptions): Promise<Buffer> {
  const { pen, bytes } = openPdf({ title: options.title, ...(options.fontFile ? { fontFile: options.fontFile } : {}) });
  for (const order of orders) {
    const paper = customsPaperOf(order.en, kind);
    if (paper === 'commercial-invoice') drawInvoice(pen, order, options.forwarderName);
    else if (paper === 'cn23') drawCn23(pen, order);
    else drawCn22(pen, order);
  }
  if (orders.length === 0) pen.doc.addPage({ size: [A4.width, A4.height], margin: 0 });
  pen.doc.end();
  return bytes;
}

const money = (value: number): string => value.toFixed(2);

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A ruled table; each row's cells may carry a second, smaller line (the Chinese name under the English one). */
function table(pen: Pen, x: number, top: number, columns: Column[], rows: { cells: string[]; sub?: string[] }[], size: number): number {
  const { doc, text } = pen;
  const totalW = columns.reduce((n, c) => n + c.width, 0);
  let y = top;
  doc.rect(x, y, totalW, size + 8).fillAndStroke('#eeeeee', 'black').fillColor('black');
  let cx = x;
  for (const c of columns) {
    doc.font(pen.bold).fontSize(size - 1).text(text(c.title), cx + 3, y + 4, { width: c.width - 6, align: c.align ?? 'left', lineBreak: false, ellipsis: true });
    cx += c.width;
  }
  y += size + 8;
  for (const row of rows) {
    const hasSub = row.sub?.some((s) => s !== '') ?? false;
    const h = size + 8 + (hasSub ? size : 0);
    doc.rect(x, y, totalW, h).lineWidth(0.5).stroke();
    cx = x;
    columns.forEach((c, i) => {
      doc.font(pen.face).fontSize(size).text(text(row.cells[i] ?? ''), cx + 3, y + 4, { width: c.width - 6, align: c.align ?? 'left', lineBreak: false, ellipsis: true });
      const sub = row.sub?.[i];
      if (sub) doc.fontSize(size - 2).fillColor('#444444').text(text(sub), cx + 3, y + 4 + size + 1, { width: c.width - 6, lineBreak: false, ellipsis: true }).fillColor('black');
      cx += c.width;
    });
    y += h;
  }
  return y;
}

/** A party block: heading, then the address as a foreign reader reads it. */
function party(pen: Pen, heading: string, block: AddressBlock, email: string, x: number, top: number, width: number, size: number): number {
  const { doc, text } = pen;
  doc.font(pen.bold).fontSize(size - 1).text(heading, x, top, { width, lineBreak: false });
  let y = top + size + 3;
  for (const value of [block.name, block.company, block.street, block.locality, `${block.country} (${block.countryCode})`, `Tel. ${block.phone}`, email]) {
    if (!value) continue;
    doc.font(pen.face).fontSize(size).text(text(value), x, y, { width, lineBreak: false, ellipsis: true });
    y += size + 3;
  }
  return y;
}

function itemName(item: ReturnType<typeof labelItems>[number]): string {
  return item.englishMissing ? `${item.name} (no English name)` : item.name;
}

function drawInvoice(pen: Pen, { en, zh }: BilingualOrder, forwarderName: string): void {
  const { doc, text, both } = pen;
  doc.addPage({ size: [A4.width, A4.height], margin: 0 });
  const m = 15 * MM;
  const width = A4.width - 2 * m;
  let y = m;
  doc.font(pen.bold).fontSize(16).text(both('COMMERCIAL INVOICE / PACKING LIST', '商业发票 / 装箱单', '   '), m, y, { width, lineBreak: false });
  y += 24;
  const facts: [string, string][] = [
    [both('Invoice no.', '发票号'), en.waybillNumber],
    [both('Date', '日期'), formatUtcMinute(en.creationTime).slice(0, 10)],
    [both('Waybill', '运单号'), en.waybillNumber],
    [both('Reference', '客户单号'), en.customerReference || '-'],
    [both('Transport', '运输方式'), `${en.transportMode === TransportMode.SEA ? 'SEA' : 'AIR'} ${en.routingCode}, via ${forwarderName}`],
    [both('Currency', '币种'), en.declaredCurrency],
  ];
  facts.forEach(([label, value], i) => {
    const x = m + (i % 2) * (width / 2);
    doc.font(pen.face).fontSize(8.5).text(`${label}: `, x, y, { continued: true, lineBreak: false }).font(pen.bold).text(text(value), { lineBreak: false });
    if (i % 2 === 1) y += 13;
  });
  y += 6;
  rule(doc, m, m + width, y);
  y += 6;
  const half = width / 2 - 6;
  const left = party(pen, both('EXPORTER / SHIPPER', '出口商 / 发货人'), addressBlock(en.sender, zh.sender), en.sender.email, m, y, half, 9);
  const right = party(pen, both('IMPORTER / CONSIGNEE', '进口商 / 收货人'), addressBlock(en.receiver, zh.receiver), en.receiver.email, m + width / 2 + 6, y, half, 9);
  y = Math.max(left, right) + 6;

  const items = labelItems(en);
  const columns: Column[] = [
    { title: '#', width: 20, align: 'right' },
    { title: both('Description', '品名'), width: width - 20 - 70 - 45 - 80 - 85 },
    { title: both('HS code', 'HS 编码'), width: 70 },
    { title: both('Qty', '数量'), width: 45, align: 'right' },
    { title: both('Unit value', '单价'), width: 80, align: 'right' },
    { title: both('Total value', '总价'), width: 85, align: 'right' },
  ];
  const rows = en.declaredItems.map((item, i) => {
    const named = items[i];
    return {
      cells: [String(i + 1), named ? itemName(named) : item.name, item.hsCode || '-', String(item.quantity), money(item.unitValue), money(item.totalValue)],
      sub: ['', pen.cjk && named && !named.englishMissing ? item.name : '', '', '', '', ''],
    };
  });
  const quantity = en.declaredItems.reduce((n, item) => n + item.quantity, 0);
  rows.push({ cells: ['', both('TOTAL', '合计'), '', String(quantity), '', `${money(en.declaredValue)} ${en.declaredCurrency}`], sub: [] });
  y = table(pen, m, y, columns, rows, 9) + 14;

  doc.font(pen.bold).fontSize(10).text(both('PACKING', '包装'), m, y, { lineBreak: false });
  y += 15;
  const packing: Column[] = [
    { title: both('Boxes', '箱数'), width: 70, align: 'right' },
    { title: both('Dimensions (cm)', '尺寸(cm)'), width: 150 },
    { title: both('Weight per box (kg)', '单箱重量(kg)'), width: 130, align: 'right' },
    { title: both('Gross weight (kg)', '毛重(kg)'), width: width - 350, align: 'right' },
  ];
  const lines = en.parcels.map((p) => ({
    cells: [String(p.quantity), `${p.lengthCm} × ${p.widthCm} × ${p.heightCm}`, String(p.weightKg), String(Math.round(p.weightKg * p.quantity * 100) / 100)],
  }));
  lines.push({ cells: [String(boxCountOf(en)), '', '', `${en.totalWeightKg} (${both('chargeable', '计费')} ${en.chargeableWeightKg})`] });
  y = table(pen, m, y, packing, lines, 9) + 14;

  doc.font(pen.face).fontSize(9);
  doc.text(text(`${both('Country of origin', '原产国')}: ${addressBlock(en.sender, zh.sender).country}`), m, y, { width });
  y = doc.y + 4;
  doc.text(both('I declare that the information on this invoice is true and correct.', '兹声明以上内容真实无误。'), m, y, { width });
  y = doc.y + 24;
  rule(doc, m, m + 200, y, 0.5);
  rule(doc, m + width - 150, m + width, y, 0.5);
  doc.fontSize(8).text(both('Signature of exporter', '出口商签字'), m, y + 3, { width: 200, lineBreak: false });
  doc.text(both('Date', '日期'), m + width - 150, y + 3, { width: 150, lineBreak: false });
}

/** The UPU categories; the sender ticks one by hand (the order does not record why the goods are sent). */
const CATEGORIES = ['Gift', 'Documents', 'Commercial sample', 'Returned goods', 'Sale of goods', 'Other'];

function categoryBoxes(pen: Pen, x: number, top: number, width: number, size: number): number {
  const { doc } = pen;
  const perRow = 3;
  CATEGORIES.forEach((name, i) => {
    const cx = x + (i % perRow) * (width / perRow);
    const cy = top + Math.floor(i / perRow) * (size + 5);
    doc.rect(cx, cy, size - 1, size - 1).lineWidth(0.5).stroke();
    doc.font('Helvetica').fontSize(size - 1).text(name, cx + size + 2, cy, { width: width / perRow - size - 4, lineBreak: false });
  });
  return top + Math.ceil(CATEGORIES.length / perRow) * (size + 5);
}

function declarationRows(pen: Pen, { en }: BilingualOrder, withHs: boolean): { cells: string[]; sub: string[] }[] {
  const items = labelItems(en);
  const origin = toLatinText(en.sender.countryCode);
  return en.declaredItems.map((item, i) => {
    const named = items[i];
    const cells = [`${item.quantity} × ${named ? itemName(named) : item.name}`];
    if (withHs) cells.push(item.hsCode || '-', origin);
    cells.push(`${money(item.totalValue)} ${item.currency}`);
    return { cells, sub: [pen.cjk && named && !named.englishMissing ? item.name : ''] };
  });
}

function drawCn23(pen: Pen, order: BilingualOrder): void {
  const { doc, both } = pen;
  const { en, zh } = order;
  doc.addPage({ size: [A4.width, A4.height], margin: 0 });
  const m = 15 * MM;
  const width = A4.width - 2 * m;
  let y = m;
  doc.font(pen.bold).fontSize(16).text(both('CUSTOMS DECLARATION  CN 23', '报关单'), m, y, { width, lineBreak: false });
  doc.font(pen.face).fontSize(8).text('May be opened officially', m, y + 4, { width, align: 'right', lineBreak: false });
  y += 24;
  doc.font(pen.face).fontSize(9).text(`${both('Item no.', '运单号')}: `, m, y + 1, { continued: true, lineBreak: false });
  doc.font('Courier-Bold').fontSize(11).text(en.waybillNumber, { lineBreak: false });
  y += 16;
  const half = width / 2 - 6;
  const left = party(pen, both('FROM (sender)', '寄件人'), addressBlock(en.sender, zh.sender), en.sender.email, m, y, half, 9);
  const right = party(pen, both('TO (addressee)', '收件人'), addressBlock(en.receiver, zh.receiver), en.receiver.email, m + width / 2 + 6, y, half, 9);
  y = Math.max(left, right) + 8;
  const columns: Column[] = [
    { title: both('Detailed description of contents', '内件详细名称'), width: width - 85 - 70 - 95 },
    { title: both('HS tariff no.', 'HS 编码'), width: 85 },
    { title: both('Origin', '原产国'), width: 70 },
    { title: both('Value', '价值'), width: 95, align: 'right' },
  ];
  const rows = declarationRows(pen, order, true);
  rows.push({ cells: [`${both('Total gross weight', '总毛重')}: ${en.totalWeightKg} kg (${boxCountOf(en)} ${both('boxes', '箱')})`, '', '', `${money(en.declaredValue)} ${en.declaredCurrency}`], sub: [] });
  y = table(pen, m, y, columns, rows, 9) + 12;
  doc.font(pen.bold).fontSize(9).text(both('Category of item', '内件类别'), m, y, { lineBreak: false });
  y = categoryBoxes(pen, m, y + 13, width, 9) + 8;
  doc.font(pen.face).fontSize(8.5).text(
    both(
      'I certify that the particulars given in this customs declaration are correct and that this item does not contain any dangerous article or articles prohibited by legislation or by postal or customs regulations.',
      '本人保证以上申报内容正确，邮件内未装寄危险物品或法律、邮政及海关规章禁止寄递的物品。',
      '\n',
    ),
    m,
    y,
    { width },
  );
  y = doc.y + 28;
  rule(doc, m, m + 200, y, 0.5);
  rule(doc, m + width - 150, m + width, y, 0.5);
  doc.fontSize(8).text(both("Sender's signature", '寄件人签字'), m, y + 3, { width: 200, lineBreak: false });
  doc.text(both('Date', '日期'), m + width - 150, y + 3, { width: 150, lineBreak: false });
}

function drawCn22(pen: Pen, order: BilingualOrder): void {
  const { doc, both } = pen;
  const { en } = order;
  doc.addPage({ size: [A6.width, A6.height], margin: 0 });
  const m = 5 * MM;
  const width = A6.width - 2 * m;
  let y = m;
  doc.font(pen.bold).fontSize(11).text(both('CUSTOMS DECLARATION  CN 22', '报关签条'), m, y, { width, lineBreak: false });
  y += 14;
  doc.font(pen.face).fontSize(6.5).text(`May be opened officially  ·  ${en.waybillNumber}`, m, y, { width, lineBreak: false });
  y += 11;
  y = categoryBoxes(pen, m, y, width, 6.5) + 3;
  const columns: Column[] = [
    { title: both('Quantity and description', '数量及品名'), width: width - 62 },
    { title: both('Value', '价值'), width: 62, align: 'right' },
  ];
  const rows = declarationRows(pen, order, false);
  rows.push({ cells: [`${both('Total weight', '总重量')} ${en.totalWeightKg} kg`, `${money(en.declaredValue)} ${en.declaredCurrency}`], sub: [] });
  y = table(pen, m, y, columns, rows, 7) + 5;
  const codes = en.declaredItems.map((item) => item.hsCode).filter(Boolean);
  doc.font(pen.face).fontSize(6.5).text(`${both('HS tariff no.', 'HS 编码')}: ${codes.join(', ') || '-'}   ${both('Origin', '原产国')}: ${toLatinText(en.sender.countryCode)}`, m, y, { width });
  y = doc.y + 4;
  doc.fontSize(6).text(
    'I certify that the particulars given in this declaration are correct and that this item does not contain any dangerous article or articles prohibited by legislation or by postal or customs regulations.',
    m,
    y,
    { width },
  );
  y = doc.y + 16;
  rule(doc, m, m + width * 0.6, y, 0.5);
  doc.fontSize(6.5).text(both("Sender's signature and date", '寄件人签字及日期'), m, y + 2, { width, lineBreak: false });
}
