import { eventDefaults, toEventInput } from './event-schema';

describe('an event as staff enter it', () => {
  const typed = { ...eventDefaults('+08:00', true, new Date('2026-11-23T06:15:40.000Z')), code: 'RECEIVED', locationZh: '深圳', locationEn: 'Shenzhen' };

  it('prefills the current minute at the place', () => {
    expect(typed.time).toBe('2026-11-23T14:15');
  });

  it('sends a time staff typed as the instant at its offset', () => {
    expect(toEventInput({ ...typed, time: '2026-11-23T09:00' })).toMatchObject({ time: '2026-11-23T01:00:00.000Z', timeZone: '+08:00' });
  });

  it('sends no time when the prefilled one was left alone: it means now, not the minute without its seconds', () => {
    expect(toEventInput(typed, { timeTyped: false })).not.toHaveProperty('time');
    expect(toEventInput({ ...typed, time: '' })).not.toHaveProperty('time');
  });
});
