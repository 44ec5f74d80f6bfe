import { formatDate } from './dates';
import { formatDateInZone, formatEventTime, formatTimeInZone, formatUtcOffset, formatViewerTime, utcOffsetMinutes, zoneNameAt } from './zoned-time';

describe('times at a UTC offset', () => {
  it('shows an event in the zone where it happened, with the offset', () => {
    expect(formatTimeInZone('2026-11-23T06:15:00.000Z', '+08:00')).toBe('2026-11-23 14:15 (UTC+08:00)');
    expect(formatEventTime({ time: '2026-11-23T06:15:00.000Z', timeZone: '+08:00' })).toBe('2026-11-23 14:15 (UTC+08:00)');
    expect(formatTimeInZone('2026-11-23T06:15:00.000Z', '+00:00')).toBe('2026-11-23 06:15 (UTC+00:00)');
    expect(formatTimeInZone(new Date(Date.UTC(2026, 10, 23, 6, 15)), '+05:45')).toBe('2026-11-23 12:00 (UTC+05:45)');
  });

  it('handles negative offsets', () => {
    expect(formatTimeInZone('2026-11-23T18:15:00.000Z', '-05:00')).toBe('2026-11-23 13:15 (UTC-05:00)');
    expect(formatTimeInZone('2026-11-23T18:15:00.000Z', '-09:30')).toBe('2026-11-23 08:45 (UTC-09:30)');
  });

  it('moves the date across midnight in both directions, and across months and years', () => {
    // 20:30 UTC is already the next day in Shanghai; 03:00 UTC is still the day before in New York.
    expect(formatTimeInZone('2026-11-23T20:30:00.000Z', '+08:00')).toBe('2026-11-24 04:30 (UTC+08:00)');
    expect(formatTimeInZone('2026-11-24T03:00:00.000Z', '-05:00')).toBe('2026-11-23 22:00 (UTC-05:00)');
    expect(formatTimeInZone('2026-12-31T16:00:00.000Z', '+08:00')).toBe('2027-01-01 00:00 (UTC+08:00)');
    expect(formatTimeInZone('2027-03-01T02:00:00.000Z', '-12:00')).toBe('2027-02-28 14:00 (UTC-12:00)');
    expect(formatTimeInZone('2026-11-23T10:00:00.000Z', '+14:00')).toBe('2026-11-24 00:00 (UTC+14:00)');
  });

  it('shows -- for an empty or unreadable time, and UTC (labelled) for a malformed offset', () => {
    expect(formatTimeInZone(null, '+08:00')).toBe('--');
    expect(formatTimeInZone(undefined, '+08:00')).toBe('--');
    expect(formatTimeInZone('', '+08:00')).toBe('--');
    expect(formatTimeInZone('not a time', '+08:00')).toBe('--');
    expect(formatTimeInZone('2026-11-23T06:15:00.000Z', 'Mars/Olympus_Mons')).toBe('2026-11-23 06:15 (UTC+00:00)');
    expect(formatTimeInZone('2026-11-23T06:15:00.000Z', '')).toBe('2026-11-23 06:15 (UTC+00:00)');
    expect(formatTimeInZone('2026-11-23T06:15:00.000Z', '+8:00')).toBe('2026-11-23 06:15 (UTC+00:00)');
  });

  it('reads and writes offsets', () => {
    expect(utcOffsetMinutes('+08:00')).toBe(480);
    expect(utcOffsetMinutes('-05:00')).toBe(-300);
    expect(utcOffsetMinutes('-09:30')).toBe(-570);
    expect(utcOffsetMinutes('+15:00')).toBeNull();
    expect(utcOffsetMinutes('08:00')).toBeNull();
    expect(formatUtcOffset(480)).toBe('+08:00');
    expect(formatUtcOffset(-570)).toBe('-09:30');
    expect(formatUtcOffset(0)).toBe('+00:00');
  });

  it('shows a time in the site zone (an IANA name) at that zone’s offset then, daylight saving included', () => {
    // Issue 27: a batch ETA of 10:00 at the warehouse showed as 02:00 with no zone; in the site's zone it reads 10:00.
    expect(formatTimeInZone('2026-11-28T02:00:00.000Z', 'Asia/Shanghai')).toBe('2026-11-28 10:00 (UTC+08:00)');
    expect(formatTimeInZone('2026-11-28T02:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-28 07:30 (UTC+05:30)');
    expect(formatTimeInZone('2026-11-28T02:00:00.000Z', 'Asia/Kathmandu')).toBe('2026-11-28 07:45 (UTC+05:45)');
    expect(formatTimeInZone('2026-11-28T02:00:00.000Z', 'UTC')).toBe('2026-11-28 02:00 (UTC+00:00)');
    // New York: winter -05:00, summer -04:00; the date is the date there.
    expect(formatTimeInZone('2026-11-28T02:00:00.000Z', 'America/New_York')).toBe('2026-11-27 21:00 (UTC-05:00)');
    expect(formatTimeInZone('2026-07-01T02:00:00.000Z', 'America/New_York')).toBe('2026-06-30 22:00 (UTC-04:00)');
    expect(formatTimeInZone('2026-07-01T02:00:00.000Z', 'America/St_Johns')).toBe('2026-06-30 23:30 (UTC-02:30)');
  });

  it('gives the day in a zone for date columns', () => {
    // 20:30 UTC on the 27th is already the 28th in Shanghai, still the 27th in New York.
    expect(formatDateInZone('2026-11-27T20:30:00.000Z', 'Asia/Shanghai')).toBe('2026-11-28');
    expect(formatDateInZone('2026-11-27T20:30:00.000Z', 'America/New_York')).toBe('2026-11-27');
    expect(formatDateInZone('2026-11-27T20:30:00.000Z', '+08:00')).toBe('2026-11-28');
    expect(formatDateInZone(null, 'Asia/Shanghai')).toBe('--');
  });

  it('names a zone as the times do', () => {
    expect(zoneNameAt('Asia/Shanghai', new Date('2026-11-28T02:00:00.000Z'))).toBe('UTC+08:00');
    expect(zoneNameAt('+05:45')).toBe('UTC+05:45');
    expect(zoneNameAt('America/New_York', new Date('2026-07-01T00:00:00.000Z'))).toBe('UTC-04:00');
  });

  it('shows seconds when asked (the audit log, scans)', () => {
    expect(formatTimeInZone('2026-11-28T02:00:07.000Z', 'Asia/Shanghai', { seconds: true })).toBe('2026-11-28 10:00:07 (UTC+08:00)');
  });

  it('is independent of the machine’s own zone', () => {
    const zone = process.env['TZ'];
    try {
      for (const machine of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
        process.env['TZ'] = machine;
        expect(formatTimeInZone('2026-11-28T02:00:00.000Z', 'Asia/Shanghai')).toBe('2026-11-28 10:00 (UTC+08:00)');
        expect(formatTimeInZone('2026-11-28T02:00:00.000Z', '+08:00')).toBe('2026-11-28 10:00 (UTC+08:00)');
      }
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
  });
});

describe('a time on the viewer’s own clock', () => {
  it('reads as dayjs’s YYYY-MM-DD HH:mm in the viewer’s zone (an order draft’s save time), -- when unreadable', () => {
    for (const time of ['2026-11-23T06:15:00Z', '2026-03-29T00:59:59.999Z', '2026-07-01T23:30:00.000Z', '2026-10-25T01:00:00Z', '2026-12-31T16:00:00+08:00']) {
      expect(formatViewerTime(time)).toBe(formatDate(time, 'YYYY-MM-DD HH:mm'));
    }
    expect(formatViewerTime('2026-11-23T06:15:00Z')).toMatch(/^2026-11-2[34] \d{2}:\d{2}$/);
    expect(formatViewerTime('')).toBe('--');
    expect(formatViewerTime('not a time')).toBe('--');
  });
});
