import { openPdf, type Pen } from '../../../pdf/pdf-pen';
import type { UserCard } from '../../accounts';
import { formatMinorNumber } from '../amounts';
import type { ChargeLine } from '../charges/charge-lines';
import type { InvoiceRow } from '../invoices/invoices.repository';
import type { Issuer } from '../statements/statement.service';
import { CHARGE_LINE_LABELS } from './document-labels';
import { facts, issuerBlock, LEFT, openTable, pager, RIGHT, type Column } from './pdf-table';
import { customerLine } from './statement-pdf';

// An invoice as a PDF (A4, Chinese and English): the issuer, the customer, the number and date, each order's charge
// with its breakdown, the total, and the notice that it is a commercial invoice of the forwarder's charges, not a
// Chinese tax invoice (发票).

export interface InvoiceDocument {
  invoice: InvoiceRow;
  issuer: Issuer;
  customer: UserCard;
  /** `2026-12-07` in the site's time zone. */
  issuedOn: string;
  items: ReadonlyArray<{ referenceLabel: string; amountMinor: number; lines: readonly ChargeLine[] }>;
  /** The names of the charge types staff-added lines name, by code (a line whose type is missing says "Additional charge"). */
  chargeTypes?: ReadonlyMap<string, { nameZh: string; nameEn: string }>;
}

const COLUMNS: readonly Column[] = [
  { title: { zh: '运单号', en: 'Waybill' }, width: 110, maxChars: 22 },
  { title: { zh: '项目', en: 'Item' }, width: 190, maxChars: 44 },
  { title: { zh: '明细', en: 'Detail' }, width: 130, maxChars: 30 },
  { title: { zh: '金额', en: 'Amount' }, width: RIGHT - LEFT - 430, align: 'right' },
];

const kg = (grams: number | null): string => (grams === null ? '' : `${Number((grams / 1000).toFixed(3))} kg`);

/** What a charge line's detail column says: the steps × price, the kg × price, the surcharge's rate. */
function detail(line: ChargeLine, currency: string): string {
  const price = line.unitAmountMinor === null ? '' : formatMinorNumber(line.unitAmountMinor, currency);
  if (line.kind === 'additional-weight') return `${line.quantity ?? 0} × ${kg(line.weightGrams)} × ${price}`;
  if (line.kind === 'per-kg') return `${kg(line.weightGrams)} × ${price}/kg`;
  if (line.kind === 'first-weight') return kg(line.weightGrams);
  if (line.kind === 'fuel-surcharge') return line.basisPoints === null ? '' : `${line.basisPoints / 100}%`;
  // The reason staff gave, which the customer also sees on the order.
  if (line.kind === 'manual') return line.reason ?? '';
  return '';
}

/** What a charge line's item column says, in both languages: a staff-added line by its charge type's names. */
function itemLabel(pen: Pen, line: ChargeLine, chargeTypes: InvoiceDocument['chargeTypes']): string {
  const type = line.kind === 'manual' && line.chargeTypeCode ? chargeTypes?.get(line.chargeTypeCode) : undefined;
  if (type) return pen.both(type.nameEn, type.nameZh, ' ');
  const label = CHARGE_LINE_LABELS[line.kind];
  return label ? pen.both(label.en, label.zh, ' ') : line.kind;
}

function heading(pen: Pen, doc: InvoiceDocument): number {
  const { invoice } = doc;
  const top = issuerBlock(pen, doc.issuer, { en: 'Invoice', zh: '账单' });
  pen.doc.font(pen.face).fontSize(7.5).fillColor('#aa0000');
  pen.doc.text(pen.both('Commercial invoice of our charges: not a Chinese tax invoice (fapiao).', '本账单为服务费用商业账单，不是税务发票。', '  '), LEFT, top, { lineBreak: false });
  pen.doc.fillColor('#000000');
  const y = facts(
    pen,
    [
      ['Invoice no.', '账单编号', invoice.number],
      ['Date', '日期', doc.issuedOn],
      ['Customer', '客户', customerLine(doc.customer)],
      invoice.kind === 'order' ? ['Order', '运单', invoice.referenceLabel] : ['Period', '期间', `${invoice.periodFrom ?? ''} – ${invoice.periodTo ?? ''}`],
      ['Currency', '币种', invoice.currency],
    ],
    top + 18,
  );
  return y + 10;
}

/** The invoice's PDF. */
export async function renderInvoicePdf(doc: InvoiceDocument, options: { title: string; fontFile?: string }): Promise<Buffer> {
  const { pen, bytes } = openPdf(options);
  const { invoice } = doc;
  const money = (minor: number) => formatMinorNumber(minor, invoice.currency);
  const addPage = pager(pen, `${doc.issuer.siteName} · ${invoice.number}`);
  addPage();
  const table = openTable(pen, COLUMNS, heading(pen, doc), () => {
    addPage();
    return 40;
  });
  for (const item of doc.items) {
    for (const [i, line] of item.lines.entries()) {
      await table.row([i === 0 ? item.referenceLabel : '', itemLabel(pen, line, doc.chargeTypes), detail(line, invoice.currency), money(line.amountMinor)]);
    }
    await table.row(['', pen.both('Subtotal', '小计', ' '), '', money(item.amountMinor)]);
  }
  pen.doc.font(pen.bold).fontSize(10).text(`${pen.both('Total', '合计', ' / ')}  ${money(Number(invoice.totalMinor))} ${invoice.currency}`, LEFT, table.y + 8, { lineBreak: false });
  pen.doc.end();
  return bytes;
}
