import dayjs, { type ConfigType } from 'dayjs';
import { EMPTY_DATE } from './empty-date';

export { EMPTY_DATE };
/** Default display and date-filter format (spec section 9). */
export const DATE_FORMAT = 'YYYY-MM-DD';

type DateInput = ConfigType | null | undefined;

function toDayjs(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** Formats a date for display in local time; empty or invalid values give '--'. */
export function formatDate(value: DateInput, format: string = DATE_FORMAT): string {
  return toDayjs(value)?.format(format) ?? EMPTY_DATE;
}

/**
 * A date as an ISO string (UTC, `2026-11-20T00:00:00.000Z`-style) for API filters; a 'YYYY-MM-DD'
 * string means local midnight of that day. Empty or invalid values give undefined (no filter).
 */
export function toIsoString(value: DateInput): string | undefined {
  return toDayjs(value)?.toISOString();
}

/**
 * The day after a date, as an ISO string: the exclusive upper bound of a date filter whose last
 * picked day must be included (`creationTimeTo`, see docs/decisions.md). It starts at local
 * midnight of the next day whatever time of day the input carries. Empty or invalid: undefined.
 */
export function nextDayIsoString(value: DateInput): string | undefined {
  return toDayjs(value)?.startOf('day').add(1, 'day').toISOString();
}
