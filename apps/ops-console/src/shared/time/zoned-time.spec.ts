import { formatZoned, instantOf, offsetMinutes, TIME_ZONES, wallClock } from './zoned-time';

describe('event times at their place', () => {
  it('reads offsets', () => {
    expect(offsetMinutes('+08:00')).toBe(480);
    expect(offsetMinutes('-05:00')).toBe(-300);
    expect(offsetMinutes('+05:45')).toBe(345);
    expect(offsetMinutes('Asia/Shanghai')).toBeNull();
    expect(TIME_ZONES).toContain('+00:00');
  });

  it('turns the local time typed at a place into the instant, and back', () => {
    expect(instantOf('2026-11-23T14:15', '+08:00')).toBe('2026-11-23T06:15:00.000Z');
    expect(instantOf('2026-11-23T01:00', '-05:00')).toBe('2026-11-23T06:00:00.000Z');
    expect(wallClock(new Date('2026-11-23T06:15:00.000Z'), '+08:00')).toBe('2026-11-23T14:15');
    expect(wallClock(new Date('2026-11-23T02:00:00.000Z'), '-05:00')).toBe('2026-11-22T21:00');
    expect(instantOf('', '+08:00')).toBeUndefined();
    expect(instantOf('2026-11-23T14:15', '')).toBeUndefined();
  });

  it('shows an instant in the zone where it happened, with the offset', () => {
    expect(formatZoned('2026-11-23T06:15:00.000Z', '+08:00')).toBe('2026-11-23 14:15 (UTC+08:00)');
    expect(formatZoned('2026-11-23T06:15:00.000Z', '-05:00')).toBe('2026-11-23 01:15 (UTC-05:00)');
  });
});
