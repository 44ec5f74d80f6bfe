import * as XLSX from 'xlsx';
import type { Locale } from '../../../i18n/locale';
import { columnLetter, columnTitle } from '../../../spreadsheets/columns';
import { EVENT_TEMPLATES } from '../events/event-templates';
import { EVENT_COLUMNS, IMPORTABLE_CODES } from './event-columns';

export const EVENTS_SHEET = 'Events';
export const INSTRUCTIONS_SHEET = 'Instructions';

/**
 * The event-import template: 'Events' (titles in the request's language, one example row, every cell text so a
 * time or zone is not turned into a number) and 'Instructions' (every column and the codes, in both languages).
 */
export function buildEventTemplate(locale: Locale): Buffer {
  const events = XLSX.utils.aoa_to_sheet([EVENT_COLUMNS.map((c) => columnTitle(c, locale)), EVENT_COLUMNS.map((c) => c.example)]);
  events['!cols'] = EVENT_COLUMNS.map((c) => ({ wch: Math.max(c.width, columnTitle(c, locale).length * (locale === 'en' ? 1 : 2) + 2) }));
  EVENT_COLUMNS.forEach((_, i) => {
    const cell = events[`${columnLetter(i)}2`] as XLSX.CellObject | undefined;
    if (cell) cell.z = '@';
  });

  const rows: string[][] = [
    ['列 Column', '键 Key', '中文标题', 'English title', '必填 Required', '说明', 'Notes'],
    ...EVENT_COLUMNS.map((c, i) => [columnLetter(i), c.key, c.zh, c.en, c.required ? '是 Yes' : '否 No', c.noteZh, c.noteEn]),
    [],
    ['每行一个轨迹事件；同一运单的多行按时间先后依次应用。任一行有误时全部不导入。'],
    ['One row = one tracking event; several rows of one waybill apply in time order. When any row is refused, nothing is imported.'],
    [],
    ['事件代码 Event codes', '中文名称', 'English name', '默认描述', 'Default description'],
    ...IMPORTABLE_CODES.map((code) => {
      const t = EVENT_TEMPLATES[code];
      return [code, t.displayName[0], t.displayName[1], t.description[0], t.description[1]];
    }),
  ];
  const instructions = XLSX.utils.aoa_to_sheet(rows);
  instructions['!cols'] = [{ wch: 24 }, { wch: 18 }, { wch: 22 }, { wch: 26 }, { wch: 34 }, { wch: 50 }, { wch: 60 }];

  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, events, EVENTS_SHEET);
  XLSX.utils.book_append_sheet(wb, instructions, INSTRUCTIONS_SHEET);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
