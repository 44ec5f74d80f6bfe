import type { Readable } from 'node:stream';
import type { Locale } from '../../../i18n/locale';
import { streamXlsx } from '../../../spreadsheets/xlsx-stream-writer';
import type { Receivable } from './receivables.service';

// The receivables as a streamed .xlsx (issue 29), in the request's language. Amounts are written in the currency's
// units (711.00, not 71100), as staff read them.

const HEADERS: Record<Locale, string[]> = {
  'zh-Hans': ['用户名', '客户名称', '账户类型', '币种', '余额', '信用额度', '已用额度', '暂扣运单数', '暂扣金额', '待确认充值通知', '逾期', '逾期金额'],
  en: ['User name', 'Customer', 'Account', 'Currency', 'Balance', 'Credit limit', 'Credit used', 'Held orders', 'Held amount', 'Pending top-up notices', 'Overdue', 'Overdue amount'],
};
const WIDTHS = [18, 22, 12, 8, 14, 14, 14, 10, 14, 12, 8, 14];
const KINDS: Record<Locale, Record<string, string>> = {
  'zh-Hans': { prepaid: '预付(余额)', credit: '月结' },
  en: { prepaid: 'Prepaid', credit: 'Monthly credit' },
};
const YES_NO: Record<Locale, [string, string]> = { 'zh-Hans': ['是', '否'], en: ['Yes', 'No'] };

const units = (minor: number | null): number | string => (minor === null ? '' : minor / 100);

function exportRow(item: Receivable, locale: Locale): (string | number)[] {
  return [
    item.customerUserName,
    item.customerName,
    KINDS[locale][item.kind] ?? item.kind,
    item.currency,
    units(item.balanceMinor),
    units(item.creditLimitMinor),
    units(item.creditUsedMinor),
    item.heldOrderCount,
    units(item.heldAmountMinor),
    item.pendingNoticeCount,
    YES_NO[locale][item.overdue ? 0 : 1],
    units(item.overdueAmountMinor),
  ];
}

export function streamReceivablesExport(items: AsyncIterable<Receivable>, locale: Locale): Readable {
  async function* rows() {
    for await (const item of items) yield exportRow(item, locale);
  }
  return streamXlsx(HEADERS[locale], rows(), { sheetName: locale === 'en' ? 'Receivables' : '应收款', widths: WIDTHS });
}

/** `receivables-20261207.xlsx` (UTC date). */
export const receivablesFileName = (now = new Date()): string => `receivables-${now.toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`;
