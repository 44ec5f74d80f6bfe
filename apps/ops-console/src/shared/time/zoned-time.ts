import { utcOffsetMinutes, zoneNameAt } from '@forwarder/i18n';

// Typing event times (docs/domain/operations.md, "Time and time zones"): an event happens at an instant (sent in UTC)
// at a place with a UTC offset. Staff type the local time at the location and pick its offset; showing a time is
// @forwarder/i18n's (formatTimeInZone, formatEventTime), the same text customers read. Offsets, not zone names: the
// contract stores offsets, so plain arithmetic is exact and no zone database ships to the browser.

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A UTC offset as the contract takes it (`+08:00`, `-03:30`): what the forms' `timeZone` fields check. */
export const TIME_ZONE_PATTERN = /^[+-](0\d|1[0-4]):[0-5]\d$/;

/** The offsets staff may pick (every offset in use today). */
export const TIME_ZONES = [
  '-12:00', '-11:00', '-10:00', '-09:30', '-09:00', '-08:00', '-07:00', '-06:00', '-05:00', '-04:00', '-03:30',
  '-03:00', '-02:00', '-01:00', '+00:00', '+01:00', '+02:00', '+03:00', '+03:30', '+04:00', '+04:30', '+05:00',
  '+05:30', '+05:45', '+06:00', '+06:30', '+07:00', '+08:00', '+08:45', '+09:00', '+09:30', '+10:00', '+10:30',
  '+11:00', '+12:00', '+12:45', '+13:00', '+14:00',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock at an offset, as a `datetime-local` input holds it (`2026-11-23T14:15`). */
export function wallClock(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + (utcOffsetMinutes(timeZone) ?? 0) * 60_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/** A wall clock (`2026-11-23T14:15`) at an offset → the instant as an ISO string; undefined when either is malformed. */
export function instantOf(local: string, timeZone: string): string | undefined {
  const match = WALL_CLOCK.exec(local);
  const offset = utcOffsetMinutes(timeZone);
  if (!match || offset === null) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - offset * 60_000;
  return Number.isNaN(utc) ? undefined : new Date(utc).toISOString();
}

/** `UTC+08:00` */
export const zoneLabel = (timeZone: string): string => zoneNameAt(timeZone);

/** The browser's own UTC offset at an instant (`+08:00`), for times typed as the user's local time. */
export function browserOffset(at = new Date()): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
