import type { Readable } from 'node:stream';
import { openPdfStream, type Pen } from '../../../pdf/pdf-pen';
import { formatMinorNumber } from '../amounts';
import type { Statement, StatementHeader } from '../statements/statement.service';
import { ENTRY_KIND_LABELS } from './document-labels';
import { A4, facts, issuerBlock, LEFT, openTable, pager, RIGHT, type Column } from './pdf-table';

// The monthly statement as a PDF (A4, Chinese and English side by side): the issuer, the customer, the month and its
// figures, then every entry with the running balance. Drawn while the entries are read and sent as it is drawn.

const COLUMNS: readonly Column[] = [
  { title: { zh: '时间', en: 'Date' }, width: 70 },
  { title: { zh: '序号', en: 'No.' }, width: 34, align: 'right' },
  { title: { zh: '类型', en: 'Kind' }, width: 62 },
  { title: { zh: '单号/流水号', en: 'Reference' }, width: 88, maxChars: 20 },
  { title: { zh: '摘要', en: 'Memo' }, width: 130, maxChars: 26 },
  { title: { zh: '金额', en: 'Amount' }, width: 68, align: 'right' },
  { title: { zh: '余额', en: 'Balance' }, width: RIGHT - LEFT - 452, align: 'right' },
];

export interface StatementPdfOptions {
  title: string;
  fontFile?: string;
}

/** The customer as printed: their name, company and user name, whichever they have. */
export const customerLine = (customer: StatementHeader['customer']): string =>
  [customer.companyName, customer.name, customer.userName].filter((part, i, all) => part && all.indexOf(part) === i).join(' · ');

function heading(pen: Pen, header: StatementHeader): number {
  const money = (minor: number) => `${formatMinorNumber(minor, header.currency)} ${header.currency}`;
  const top = issuerBlock(pen, header.issuer, { en: 'Statement of account', zh: '对账单' });
  const y = facts(
    pen,
    [
      ['Customer', '客户', customerLine(header.customer)],
      ['Period', '期间', `${header.period.month} (${header.period.timeZone})${header.period.closed ? '' : pen.both(', to date', '，截至目前', '')}`],
      ['Currency', '币种', header.currency],
      ['Opening balance', '期初余额', money(header.openingMinor)],
      ['Credits', '收入（贷方）', money(header.creditsMinor)],
      ['Debits', '支出（借方）', money(-header.debitsMinor)],
      ['Closing balance', '期末余额', money(header.closingMinor)],
      ['Entries', '笔数', String(header.entryCount)],
    ],
    top,
  );
  pen.doc.fontSize(7).fillColor('#555555').text(pen.both('A negative balance is owed by the customer.', '余额为负表示客户欠款。', '  '), LEFT, y + 2, { lineBreak: false });
  pen.doc.fillColor('#000000');
  return y + 20;
}

/** The statement's PDF as a stream; a failure while reading the entries destroys it (a broken download, never a short file). */
export function streamStatementPdf(statement: Statement, options: StatementPdfOptions): Readable {
  const pen = openPdfStream({ title: options.title, fontFile: options.fontFile });
  const { header } = statement;
  const addPage = pager(pen, `${header.issuer.siteName} · ${header.period.month}`);
  const draw = async () => {
    addPage();
    const table = openTable(pen, COLUMNS, heading(pen, header), () => {
      addPage();
      return 40;
    });
    const money = (minor: number) => formatMinorNumber(minor, header.currency);
    for await (const line of statement.lines) {
      const kind = ENTRY_KIND_LABELS[line.kind];
      await table.row([line.time, String(line.entryNo), kind ? pen.both(kind.en, kind.zh, ' ') : line.kind, line.reference, line.memo, money(line.amountMinor), money(line.balanceMinor)]);
    }
    if (header.entryCount === 0) await table.row(['', '', pen.both('No entries this month', '本月无账目', ' ')]);
    pen.doc.font(pen.bold).fontSize(9).text(pen.both('Closing balance', '期末余额', ' / ') + `  ${money(header.closingMinor)} ${header.currency}`, LEFT, Math.min(table.y + 8, A4.height - 60), { lineBreak: false });
    pen.doc.end();
  };
  draw().catch((error: unknown) => {
    if (!pen.doc.destroyed) pen.doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return pen.doc as unknown as Readable;
}
