import type { components } from '@forwarder/contracts/api-ops';
import type { MessageParams } from '../../../errors/app-errors';
import { DEFAULT_TIME_ZONE } from '../events/event-record';
import { normalizeWaybillNumber } from '../waybills/waybill';
import { eventCodeOf } from './event-columns';

// One template row (cells by column key, as text) → the EventImportRow it describes, or the problems of its cells.
// Pure: the state machine's checks come after, for all rows at once.

type EventImportRow = components['schemas']['EventImportRow'];

export interface CellIssue {
  column: string;
  messageKey: string;
  params?: MessageParams;
}

const TIME_ZONE = /^([+-])(\d{1,2})(?::?(\d{2}))?$/;

/** `+8`, `+08`, `+0800`, `UTC+8`, `GMT-05:00` → `+08:00`; undefined when not an offset between -14:00 and +14:00. */
export function parseTimeZone(cell: string): string | undefined {
  const match = TIME_ZONE.exec(cell.normalize('NFKC').replace(/\s+/g, '').replace(/^(UTC|GMT)/i, ''));
  if (!match) return undefined;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? '0');
  if (hours > 14 || minutes > 59 || (hours === 14 && minutes > 0)) return undefined;
  return `${match[1]}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const offsetMinutes = (zone: string): number => (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));

/** Days from the spreadsheet epoch (1899-12-30, the 1900 date system) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;
const LOCAL = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * A time cell in the zone `zone`: local `2026-11-23 14:15[:30]` (also with / or .), a date cell (a serial number
 * of days, as SheetJS reads it), or an ISO time with its own offset (`2026-11-23T14:15:00+08:00`, whose offset
 * then wins over an empty zone cell). The instant as ISO, or undefined when it is none of these or no real date.
 */
export function parseLocalTime(cell: string, zone: string): { time: string; offset?: string } | undefined {
  const text = cell.normalize('NFKC').trim();
  if (WITH_OFFSET.test(text)) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) return undefined;
    const offset = /(Z|[+-]\d{2}:\d{2})$/i.exec(text)?.[1] ?? 'Z';
    return { time: instant.toISOString(), offset: offset.toUpperCase() === 'Z' ? '+00:00' : offset };
  }
  let wall: number;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const serial = Number(text);
    if (serial < 1 || serial > 2_958_465) return undefined; // 9999-12-31
    // Rounded to the second: a date cell's fraction of a day is rarely exact.
    wall = Math.round((serial - EXCEL_EPOCH_DAYS) * 86_400) * 1000;
  } else {
    const m = LOCAL.exec(text);
    if (!m) return undefined;
    const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
    wall = Date.UTC(year, month - 1, day, hour, minute, second);
    const check = new Date(wall);
    // Date.UTC rolls 2026-02-30 over to March: such a date does not exist.
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  }
  return { time: new Date(wall - offsetMinutes(zone) * 60_000).toISOString() };
}

/** The row as an import row, or the issues of its cells (one per cell at most). */
export function mapEventRow(rowNumber: number, values: Readonly<Record<string, string>>): { row: EventImportRow } | { issues: CellIssue[] } {
  const cell = (key: string): string => (values[key] ?? '').trim();
  const issues: CellIssue[] = [];
  const required = (key: string): string => {
    const value = cell(key);
    if (!value) issues.push({ column: key, messageKey: 'Validation:Required' });
    return value;
  };
  const tooLong = (key: string, limit: number) => {
    if (cell(key).length > limit) issues.push({ column: key, messageKey: 'Validation:MaxLength', params: { limit } });
  };

  const waybillNumber = normalizeWaybillNumber(required('waybillNumber'));
  tooLong('waybillNumber', 64);

  let timeZone = DEFAULT_TIME_ZONE;
  const zoneCell = cell('timeZone');
  if (zoneCell) {
    const zone = parseTimeZone(zoneCell);
    if (zone) timeZone = zone;
    else issues.push({ column: 'timeZone', messageKey: 'Ops:ImportBadTimeZone', params: { value: zoneCell } });
  }
  const timeCell = required('time');
  let time = '';
  if (timeCell) {
    const parsed = parseLocalTime(timeCell, timeZone);
    if (!parsed) issues.push({ column: 'time', messageKey: 'Ops:ImportBadTime', params: { value: timeCell } });
    else {
      time = parsed.time;
      if (parsed.offset && !zoneCell) timeZone = parsed.offset;
    }
  }

  const codeCell = required('code');
  const code = codeCell ? eventCodeOf(codeCell) : undefined;
  if (codeCell && !code) issues.push({ column: 'code', messageKey: 'Ops:ImportUnknownCode', params: { value: codeCell } });

  const locationZh = required('locationZh');
  const locationEn = required('locationEn');
  tooLong('locationZh', 100);
  tooLong('locationEn', 100);
  tooLong('descriptionZh', 500);
  tooLong('descriptionEn', 500);

  if (issues.length || !code) return { issues };
  const descriptionZh = cell('descriptionZh');
  const descriptionEn = cell('descriptionEn');
  return {
    row: {
      rowNumber,
      waybillNumber,
      code,
      time,
      timeZone,
      locationZh,
      locationEn,
      ...(descriptionZh ? { descriptionZh } : {}),
      ...(descriptionEn ? { descriptionEn } : {}),
    },
  };
}
