import { BusinessError, invalidField } from '../../../errors/app-errors';
import { utcOffsetAt } from '../../../i18n/time-zones';

// A statement's month is a calendar month of the site's time zone (SiteSettings.timeZone: the warehouse's): from the
// first day's midnight there to the next month's. A month that ended before today (there) is closed: no entry can
// fall into it any more, since entries are only ever appended and stamped with the time they are written.

export interface StatementMonth {
  /** `2026-11`. */
  month: string;
  /** The month's first instant and the next month's, ISO-8601 UTC, as entries' `createdAt` are stored. */
  from: string;
  to: string;
  /** The month ended before today in the site's time zone. */
  closed: boolean;
  timeZone: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `+08:00` → 480. */
const offsetMinutes = (timeZone: string, at: number): number => {
  const offset = utcOffsetAt(timeZone, new Date(at));
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
};

/** The instant of midnight starting `year`-`month`-`day` (month 1-12; a day past the month's end rolls over) in `timeZone`. */
export function localMidnight(timeZone: string, year: number, month: number, day = 1): Date {
  const wall = Date.UTC(year, month - 1, day);
  // The offset at the wall time read as UTC, then again at the instant it gives: right across a DST change too.
  const first = wall - offsetMinutes(timeZone, wall) * 60_000;
  return new Date(wall - offsetMinutes(timeZone, first) * 60_000);
}

/** The day `at` falls on, in `timeZone`: `2026-12-07`. */
export function dayOf(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The month `at` falls in, in `timeZone`: `2026-12`. */
export const monthOf = (timeZone: string, at: Date): string => dayOf(timeZone, at).slice(0, 7);

/** The month after `2026-12`: `2027-01`. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The statement month `text` names, checked: a malformed month answers 400 on `member`, a month after the current one
 * (in the site's time zone) 400 `Billing:StatementMonthInFuture`.
 */
export function statementMonth(text: string, timeZone: string, now: Date, member = 'month'): StatementMonth {
  const match = MONTH.exec(text);
  if (!match) throw invalidField(member, 'Billing:StatementMonthInvalid', { month: text });
  const current = monthOf(timeZone, now);
  if (text > current) throw new BusinessError('Billing:StatementMonthInFuture', 'Billing:StatementMonthInFuture', 400, { month: text });
  const year = Number(match[1]);
  const month = Number(match[2]);
  const from = localMidnight(timeZone, year, month);
  const to = localMidnight(timeZone, year, month + 1);
  return { month: text, from: from.toISOString(), to: to.toISOString(), closed: text < current, timeZone };
}

/** `2026-11-30 23:59` in `timeZone`: how statements and invoices print an instant. */
export function localMinute(timeZone: string, iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
