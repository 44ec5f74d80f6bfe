import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_LOCALE, isLocale, LOCALE_META } from './locales';

// A native <input type="date"> or "datetime-local" speaks the browser's language, not the page's: it shows
// "11/28/2026, 03:09 PM" on a Chinese page in an English browser, and its min/max bubbles say "Value must be
// 11/10/2026 or earlier" (issue 27). The apps keep the native inputs (keyboard, phone pickers, no extra weight) but
// give them no min/max: what they say about a date is said here, in the page's language.

/** What a date input holds: `2026-11-28`, or with a time `2026-11-28T15:09` (seconds if its step asks; a wall clock, no zone). */
const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?)?$/;

/**
 * A date input's value as the page's language writes it: `2026年11月28日 15:09` or `November 28, 2026 at 15:09`
 * (24-hour clock, as the apps write times); empty for an empty or incomplete value. The value is a wall clock: it is
 * shown as it is, in no time zone.
 */
export function formatDateInputValue(value: string, locale: string): string {
  const match = INPUT_VALUE.exec(value);
  if (!match) return '';
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const instant = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute);
  const intlLocale = LOCALE_META[isLocale(locale) ? locale : DEFAULT_LOCALE].intlLocale;
  const withTime = match[4] !== undefined;
  return new Intl.DateTimeFormat(intlLocale, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' } : {}),
    timeZone: 'UTC',
  }).format(instant);
}

/**
 * The message of a day range (`YYYY-MM-DD` values, both days included) whose last day comes before its first, in the
 * page's language; undefined when the range is fine or open. It stands where the browser's max/min bubble was.
 */
export function dayRangeError(from: string, to: string): string | undefined {
  return from && to && to < from ? i18n._(msg`结束日期不能早于开始日期`) : undefined;
}
