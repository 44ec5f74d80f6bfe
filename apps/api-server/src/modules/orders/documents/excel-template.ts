import * as XLSX from 'xlsx';
import { TransportMode } from '@forwarder/contracts/api-f';
import type { Locale } from '../../../i18n/locale';
import { columnLetter, columnTitle } from '../../../spreadsheets/columns';
import { ORDER_COLUMNS } from './excel-columns';

export interface TemplateRouting {
  code: string;
  nameZh: string;
  nameEn: string;
  transportMode: number;
}

export interface TemplateCountry {
  code: string;
  nameZh: string;
  nameEn: string;
}

export interface TemplateData {
  routings: readonly TemplateRouting[];
  currencies: readonly string[];
  countries: readonly TemplateCountry[];
}

export const ORDERS_SHEET = 'Orders';
export const INSTRUCTIONS_SHEET = 'Instructions';

const MODE = { [TransportMode.AIR]: ['空运', 'AIR'], [TransportMode.SEA]: ['海运', 'SEA'] } as Record<number, [string, string]>;

/**
 * The batch-order template: 'Orders' (titles in the request's language, one example row) and 'Instructions'
 * (every column and the allowed codes, in both languages). The example row uses the first active routing.
 */
export function buildOrderTemplate(locale: Locale, data: TemplateData): Buffer {
  const example = ORDER_COLUMNS.map((c) => (c.key === 'routingCode' && data.routings[0] ? data.routings[0].code : c.example));
  const orders = XLSX.utils.aoa_to_sheet([ORDER_COLUMNS.map((c) => columnTitle(c, locale)), example]);
  orders['!cols'] = ORDER_COLUMNS.map((c) => ({ wch: Math.max(c.width, columnTitle(c, locale).length * (locale === 'en' ? 1 : 2) + 2) }));
  // Text cells keep leading zeros of postal codes and phone numbers typed into the example row's columns.
  for (const key of ['receiverPostalCode', 'receiverPhoneNumber', 'hsCode']) {
    const index = ORDER_COLUMNS.findIndex((c) => c.key === key);
    const cell = orders[`${columnLetter(index)}2`] as XLSX.CellObject | undefined;
    if (cell) {
      cell.t = 's';
      cell.v = String(cell.v);
      cell.z = '@';
    }
  }

  const rows: (string | number)[][] = [
    ['列 Column', '键 Key', '中文标题', 'English title', '必填 Required', '说明', 'Notes'],
    ...ORDER_COLUMNS.map((c, i) => [columnLetter(i), c.key, c.zh, c.en, c.required ? '是 Yes' : '否 No', c.noteZh, c.noteEn]),
    [],
    ['每行一个订单:一个包裹行(箱数 × 单箱尺寸重量)和一个申报品;发件人为账户的默认发件地址。'],
    ['One row = one order with one parcel line (boxes × size and weight per box) and one declared item; the sender is your default sender address.'],
    [],
    ['线路代码 Routing codes', '运输方式 Mode', '中文名称', 'English name'],
    ...data.routings.map((r) => [r.code, (MODE[r.transportMode] ?? ['', '']).join(' '), r.nameZh, r.nameEn]),
    [],
    ['币种 Currencies'],
    ...data.currencies.map((c) => [c]),
    [],
    ['国家代码 Country codes', '中文名称', 'English name'],
    ...data.countries.map((c) => [c.code, c.nameZh, c.nameEn]),
  ];
  const instructions = XLSX.utils.aoa_to_sheet(rows);
  instructions['!cols'] = [{ wch: 22 }, { wch: 22 }, { wch: 20 }, { wch: 26 }, { wch: 12 }, { wch: 40 }, { wch: 60 }];

  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, orders, ORDERS_SHEET);
  XLSX.utils.book_append_sheet(wb, instructions, INSTRUCTIONS_SHEET);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
