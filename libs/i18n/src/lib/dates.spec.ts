import { formatDate, nextDayIsoString, toIsoString } from './dates';

// Jest runs with the machine's time zone; expectations are built from local dates so they hold in any zone.
describe('date helpers', () => {
  it('formats with YYYY-MM-DD by default and shows -- for empty values', () => {
    expect(formatDate('2026-11-20T10:30:00')).toBe('2026-11-20');
    expect(formatDate(new Date(2026, 0, 5, 8, 9), 'YYYY-MM-DD HH:mm')).toBe('2026-01-05 08:09');
    expect(formatDate(null)).toBe('--');
    expect(formatDate(undefined)).toBe('--');
    expect(formatDate('')).toBe('--');
    expect(formatDate('not a date')).toBe('--');
  });

  it('converts to an ISO string', () => {
    expect(toIsoString('2026-11-20')).toBe(new Date(2026, 10, 20).toISOString());
    expect(toIsoString(new Date(Date.UTC(2026, 10, 20, 8)))).toBe('2026-11-20T08:00:00.000Z');
    expect(toIsoString('')).toBeUndefined();
    expect(toIsoString(null)).toBeUndefined();
  });

  it('gives the next day (local midnight) as an ISO string', () => {
    expect(nextDayIsoString('2026-11-20')).toBe(new Date(2026, 10, 21).toISOString());
    expect(nextDayIsoString(new Date(2026, 11, 31, 15, 45))).toBe(new Date(2027, 0, 1).toISOString());
    expect(nextDayIsoString(undefined)).toBeUndefined();
    expect(nextDayIsoString('garbage')).toBeUndefined();
  });
});
