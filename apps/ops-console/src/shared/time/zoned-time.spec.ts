import { utcOffsetMinutes } from '@forwarder/i18n';
import { instantOf, TIME_ZONE_PATTERN, TIME_ZONES, wallClock } from './zoned-time';

describe('event times at their place', () => {
  it('offers the offsets in use, UTC included', () => {
    expect(TIME_ZONES).toContain('+00:00');
    expect(TIME_ZONES).toContain('+05:45');
  });

  it('turns the local time typed at a place into the instant, and back', () => {
    expect(instantOf('2026-11-23T14:15', '+08:00')).toBe('2026-11-23T06:15:00.000Z');
    expect(instantOf('2026-11-23T01:00', '-05:00')).toBe('2026-11-23T06:00:00.000Z');
    expect(wallClock(new Date('2026-11-23T06:15:00.000Z'), '+08:00')).toBe('2026-11-23T14:15');
    expect(wallClock(new Date('2026-11-23T02:00:00.000Z'), '-05:00')).toBe('2026-11-22T21:00');
    expect(instantOf('', '+08:00')).toBeUndefined();
    expect(instantOf('2026-11-23T14:15', '')).toBeUndefined();
  });

  it('offers only offsets the contract accepts', () => {
    for (const zone of TIME_ZONES) expect(utcOffsetMinutes(zone)).not.toBeNull();
    // The forms check a typed offset with the pattern: every offset offered passes it, a malformed one does not.
    for (const zone of TIME_ZONES) expect(zone).toMatch(TIME_ZONE_PATTERN);
    for (const zone of ['+8:00', '+15:00', '08:00', '+08:60', 'UTC+08:00']) expect(zone).not.toMatch(TIME_ZONE_PATTERN);
  });
});
