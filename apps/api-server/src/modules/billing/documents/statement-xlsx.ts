import type { Readable } from 'node:stream';
import type { Locale } from '../../../i18n/locale';
import { streamXlsx, type CellValue } from '../../../spreadsheets/xlsx-stream-writer';
import type { Statement } from '../statements/statement.service';
import { ENTRY_KIND_LABELS, labelIn } from './document-labels';
import { customerLine } from './statement-pdf';

// The monthly statement as a spreadsheet in the caller's language: the figures above, one row per entry, amounts as
// numbers in the currency (hundredths turned into units: 71100 → 711) so they add up in Excel.

const WORDS = {
  'zh-Hans': {
    sheet: '对账单',
    title: '对账单',
    customer: '客户',
    period: '期间',
    currency: '币种',
    opening: '期初余额',
    closing: '期末余额',
    header: ['时间', '序号', '类型', '单号/流水号', '摘要', '金额', '余额'],
  },
  en: {
    sheet: 'Statement',
    title: 'Statement of account',
    customer: 'Customer',
    period: 'Period',
    currency: 'Currency',
    opening: 'Opening balance',
    closing: 'Closing balance',
    header: ['Date', 'No.', 'Kind', 'Reference', 'Memo', 'Amount', 'Balance'],
  },
} as const;

/** Hundredths as units, exactly (711.5 and not 711.4999…). */
const units = (minor: number): number => Number((minor / 100).toFixed(2));

/** The statement's .xlsx as a stream, rows written as the entries are read. */
export function streamStatementXlsx(statement: Statement, locale: Locale): Readable {
  const words = WORDS[locale === 'en' ? 'en' : 'zh-Hans'];
  const { header } = statement;
  async function* rows(): AsyncGenerator<readonly CellValue[]> {
    yield [header.issuer.companyName];
    yield [words.customer, customerLine(header.customer)];
    yield [words.period, `${header.period.month} (${header.period.timeZone})`];
    yield [words.currency, header.currency];
    yield [words.opening, '', '', '', '', '', units(header.openingMinor)];
    yield [];
    yield words.header;
    for await (const line of statement.lines) {
      yield [line.time, line.entryNo, labelIn(ENTRY_KIND_LABELS, line.kind, locale), line.reference, line.memo, units(line.amountMinor), units(line.balanceMinor)];
    }
    yield [];
    yield [words.closing, '', '', '', '', '', units(header.closingMinor)];
  }
  return streamXlsx([`${words.title} · ${header.issuer.siteName}`], rows(), { sheetName: words.sheet, widths: [17, 8, 10, 18, 36, 12, 14] });
}
