import { EventCode } from '@forwarder/contracts/api-ops';
import type { TemplateColumn } from '../../../spreadsheets/columns';
import { DEFAULT_TIME_ZONE } from '../events/event-record';
import { EVENT_TEMPLATES } from '../events/event-templates';

// The event-import template: one row = one tracking event of one waybill. Several rows of one waybill are a
// sequence (checked in time order). The time is the place's local time and the zone its UTC offset, as staff
// read them off a carrier's manifest; the server stores the instant and the offset, like a posted event.

export interface EventColumn extends TemplateColumn {
  /** Character width in the template. */
  width: number;
  example: string;
  noteZh: string;
  noteEn: string;
  /** The EventImportRow members this column fills (validation errors of importEvents name them). */
  members: readonly string[];
}

const col = (key: string, zh: string, en: string, required: boolean, width: number, example: string, noteZh: string, noteEn: string, members = [key]): EventColumn => ({
  key,
  zh,
  en,
  required,
  width,
  example,
  noteZh,
  noteEn,
  members,
});

export const EVENT_COLUMNS: readonly EventColumn[] = [
  col('waybillNumber', '运单号', 'Waybill number', true, 18, 'FA000000045CN', '系统中的运单号', 'A waybill number of the portal'),
  col('time', '时间', 'Time', true, 18, '2026-11-23 14:15', '当地时间 YYYY-MM-DD HH:mm（或日期单元格）；不能晚于现在，不能早于该运单的最新事件', 'Local time YYYY-MM-DD HH:mm (or a date cell); not in the future, not before the waybill’s latest event'),
  col('timeZone', '时区', 'Time zone', false, 10, '+08:00', `UTC 偏移，如 +08:00、-05:00；为空时为 ${DEFAULT_TIME_ZONE}`, `UTC offset such as +08:00 or -05:00; ${DEFAULT_TIME_ZONE} when empty`),
  col('code', '事件代码', 'Event code', true, 22, EventCode.DEPARTED_ORIGIN, '见下方事件代码列表（代码或名称）', 'See the event codes below (code or name)'),
  col('locationZh', '地点（中文）', 'Location (Chinese)', true, 16, '深圳', '最多 100 个字符', 'At most 100 characters'),
  col('locationEn', '地点（英文）', 'Location (English)', true, 16, 'Shenzhen', '最多 100 个字符', 'At most 100 characters'),
  col('descriptionZh', '描述（中文）', 'Description (Chinese)', false, 28, '', '为空时使用事件的默认描述；最多 500 个字符', "The code's default text when empty; at most 500 characters"),
  col('descriptionEn', '描述（英文）', 'Description (English)', false, 28, '', '为空时使用事件的默认描述；最多 500 个字符', "The code's default text when empty; at most 500 characters"),
];

/** The codes a row may carry: the postable ones (the others have their own operations). */
export const IMPORTABLE_CODES = (Object.keys(EVENT_TEMPLATES) as EventCode[]).filter((code) => EVENT_TEMPLATES[code].postable);

const normalize = (value: string): string => value.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

const CODE_BY_ALIAS = new Map<string, EventCode>(
  (Object.keys(EVENT_TEMPLATES) as EventCode[]).flatMap((code) => [code, ...EVENT_TEMPLATES[code].displayName].map((alias) => [normalize(alias), code] as const)),
);

/** A code cell: the code (any case) or its name in either language. */
export const eventCodeOf = (cell: string): EventCode | undefined => CODE_BY_ALIAS.get(normalize(cell));

/** The column a member of EventImportRow belongs in. */
export const columnOfMember = (member: string): string | undefined => EVENT_COLUMNS.find((c) => c.members.includes(member))?.key;
