import * as XLSX from 'xlsx';
import type { Locale } from '../../../i18n/locale';
import { columnLetter, columnTitle } from '../../../spreadsheets/columns';
import { EXAMPLE_ROWS, RATE_COLUMNS } from './rate-import-columns';

export const ZONES_SHEET = 'Zones';
const INSTRUCTIONS_SHEET = 'Instructions';

/**
 * 'Zones' (titles in the request's language, two example rows, every cell text so `0.5` stays as typed) and
 * 'Instructions' (every column in both languages).
 */
export function buildRateImportTemplate(locale: Locale): Buffer {
  const zones = XLSX.utils.aoa_to_sheet([RATE_COLUMNS.map((c) => columnTitle(c, locale)), ...EXAMPLE_ROWS.map((r) => [...r])]);
  zones['!cols'] = RATE_COLUMNS.map((c) => ({ wch: Math.max(c.width, columnTitle(c, locale).length * (locale === 'en' ? 1 : 2) + 2) }));
  for (let row = 2; row < 2 + EXAMPLE_ROWS.length; row++) {
    RATE_COLUMNS.forEach((_, i) => {
      const cell = zones[`${columnLetter(i)}${row}`] as XLSX.CellObject | undefined;
      if (cell) cell.z = '@';
    });
  }
  const rows: string[][] = [
    ['列 Column', '键 Key', '中文标题', 'English title', '必填 Required', '说明', 'Notes'],
    ...RATE_COLUMNS.map((c, i) => [columnLetter(i), c.key, c.zh, c.en, c.required ? '是 Yes' : '否 No', c.noteZh, c.noteEn]),
    [],
    ['每行一个分区；导入后替换该产品运价表的全部分区，币种、材积除数、最低收费与燃油附加费不变。任一行有误时全部不导入。'],
    ['One row = one zone; the import replaces every zone of the product’s sheet and keeps its currency, divisor, minimum charge and fuel surcharge. When any row is refused, nothing is imported.'],
  ];
  const instructions = XLSX.utils.aoa_to_sheet(rows);
  instructions['!cols'] = [{ wch: 10 }, { wch: 22 }, { wch: 18 }, { wch: 22 }, { wch: 12 }, { wch: 60 }, { wch: 70 }];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, zones, ZONES_SHEET);
  XLSX.utils.book_append_sheet(wb, instructions, INSTRUCTIONS_SHEET);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
