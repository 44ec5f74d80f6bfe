// Times shown at a UTC offset with the offset written out (`2026-11-23 14:15 (UTC+08:00)`): a tracking event is read
// in the zone of the place where it happened, not in the viewer's (docs/domain/operations.md, "Time and time
// zones"). Plain arithmetic on the offset, no dayjs and no Intl time-zone data: the public tracking pages stay light
// and the result is the same in every browser and in Node.

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

/** The wall-clock time `minutes` east of UTC, read with the UTC getters (independent of the viewer's zone). */
function formatAtOffset(millis: number, minutes: number): string {
  const wall = new Date(millis + minutes * 60_000);
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const clock = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  return `${date} ${clock} (UTC${formatUtcOffset(minutes)})`;
}

/**
 * An instant at a UTC offset, the offset shown: `formatTimeInZone('2026-11-23T06:15:00Z', '+08:00')` is
 * `2026-11-23 14:15 (UTC+08:00)`, and with `-05:00` it is `2026-11-23 01:15 (UTC-05:00)`; the date is the date at
 * that offset. A malformed offset shows the time in UTC, labelled so; an empty or unreadable time shows `--`.
 */
export function formatTimeInZone(time: TimeInput, offset: string): string {
  const millis = toMillis(time);
  return millis === null ? EMPTY_DATE : formatAtOffset(millis, utcOffsetMinutes(offset) ?? 0);
}

/** A tracking event's time in the zone where it happened (contract TrackingEvent `time` + `timeZone`). */
export function formatEventTime(event: { time: string; timeZone: string }): string {
  return formatTimeInZone(event.time, event.timeZone);
}

/**
 * An instant in the viewer's own zone, the offset shown (`2026-11-25 22:30 (UTC+08:00)` in China): for the times the
 * contract sends without a place (an ETA, since when an exception is open, when the parcels were measured), so the
 * reader still sees which clock the time is on.
 */
export function formatLocalTime(time: TimeInput): string {
  const millis = toMillis(time);
  return millis === null ? EMPTY_DATE : formatAtOffset(millis, -new Date(millis).getTimezoneOffset());
}
