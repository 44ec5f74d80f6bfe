// Every time the apps show is written with its zone named, one convention in both languages:
// `2026-11-23 14:15 (UTC+08:00)`. A UTC offset reads the same in Chinese and English and in every browser (a zone's
// localised name depends on the browser's ICU data). A tracking event is read in the zone of the place where it
// happened (docs/domain/operations.md, "Time and time zones"); a time without a place (creation, update, an ETA shown
// to customers) in the site's zone, an IANA name (site setting `timeZone`) whose offset at that instant comes from the
// browser's own Intl. No dayjs: the public tracking pages stay light.

import { EMPTY_DATE } from './empty-date';

/** A UTC offset as the contract writes it (`TrackingEvent.timeZone`): `+08:00`, `-05:00`, `+05:45`. */
const UTC_OFFSET = /^([+-])(0\d|1[0-4]):([0-5]\d)$/;

type TimeInput = string | Date | null | undefined;

function toMillis(time: TimeInput): number | null {
  if (time === null || time === undefined || time === '') return null;
  const millis = (typeof time === 'string' ? new Date(time) : time).getTime();
  return Number.isNaN(millis) ? null : millis;
}

/** Minutes east of UTC of an offset string (`-05:00` → -300), null when it is not one. */
export function utcOffsetMinutes(offset: string): number | null {
  const match = UTC_OFFSET.exec(offset);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes east of UTC as an offset string (-300 → `-05:00`, 0 → `+00:00`). */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(Math.trunc(minutes));
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The wall clock `minutes` east of UTC, read with the UTC getters (independent of the viewer's zone). */
function wallClockAt(millis: number, minutes: number, seconds = false): { date: string; clock: string } {
  const wall = new Date(millis + minutes * 60_000);
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    clock: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}${seconds ? `:${pad(wall.getUTCSeconds())}` : ''}`,
  };
}

function formatAtOffset(millis: number, minutes: number, seconds = false): string {
  const { date, clock } = wallClockAt(millis, minutes, seconds);
  return `${date} ${clock} (${offsetName(minutes)})`;
}

/** How a zone is named on screen: `UTC+08:00`. */
const offsetName = (minutes: number): string => `UTC${formatUtcOffset(minutes)}`;

/** `GMT+05:45`, `GMT-03:30`, or plain `GMT`: how Intl's `longOffset` names an offset. */
const GMT_OFFSET = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/;

/** Minutes east of UTC of an IANA zone at an instant (daylight saving included); null when Intl does not know it. */
function zoneOffsetAt(timeZone: string, millis: number): number | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(millis).find((part) => part.type === 'timeZoneName');
    const match = GMT_OFFSET.exec(name?.value ?? '');
    if (!match) return null;
    const minutes = Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return null;
  }
}

/**
 * An instant in a zone, the zone named by its offset then: `formatTimeInZone('2026-11-23T06:15:00Z', '+08:00')` and
 * `formatTimeInZone('2026-11-23T06:15:00Z', 'Asia/Shanghai')` are both `2026-11-23 14:15 (UTC+08:00)`; with
 * `America/New_York` it is `2026-11-23 01:15 (UTC-05:00)` (and `UTC-04:00` in summer). The date is the date there.
 * The zone is a UTC offset as the contract writes them or an IANA name; a malformed or unknown one shows the time in
 * UTC, labelled so; an empty or unreadable time shows `--`.
 */
export function formatTimeInZone(time: TimeInput, timeZone: string, options: { seconds?: boolean } = {}): string {
  const millis = toMillis(time);
  if (millis === null) return EMPTY_DATE;
  return formatAtOffset(millis, offsetIn(timeZone, millis), options.seconds);
}

/** A zone's name on screen at an instant (`Asia/Shanghai` or `+08:00` → `UTC+08:00`), as the times carry it. */
export const zoneNameAt = (timeZone: string, at: Date = new Date()): string => offsetName(offsetIn(timeZone, at.getTime()));

/** The viewer's own IANA zone: until the site's zone has loaded, a time is still named by the zone it is shown in. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Minutes east of UTC of an offset or an IANA zone at an instant; 0 (UTC) when it is neither. */
const offsetIn = (timeZone: string, millis: number): number => utcOffsetMinutes(timeZone) ?? zoneOffsetAt(timeZone, millis) ?? 0;

/**
 * The day of an instant in a zone (`2026-11-28`), for columns that show a date, not a time (an order's date in a
 * list): the day it was there, whatever the viewer's zone. Empty or unreadable: `--`.
 */
export function formatDateInZone(time: TimeInput, timeZone: string): string {
  const millis = toMillis(time);
  return millis === null ? EMPTY_DATE : wallClockAt(millis, offsetIn(timeZone, millis)).date;
}

/**
 * An instant on the viewer's own clock, `2026-11-23 14:15`, no zone named: for a time this browser itself recorded
 * and shows back to the same person (an order draft's save time). The same text as dayjs's `YYYY-MM-DD HH:mm`,
 * without dayjs in the page's first load (issue 28). Empty or unreadable: `--`.
 */
export function formatViewerTime(time: TimeInput): string {
  const millis = toMillis(time);
  if (millis === null) return EMPTY_DATE;
  const { date, clock } = wallClockAt(millis, -new Date(millis).getTimezoneOffset());
  return `${date} ${clock}`;
}

/** A tracking event's time in the zone where it happened (contract TrackingEvent `time` + `timeZone`). */
export function formatEventTime(event: { time: string; timeZone: string }): string {
  return formatTimeInZone(event.time, event.timeZone);
}
