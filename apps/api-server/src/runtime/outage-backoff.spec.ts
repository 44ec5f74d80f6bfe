import { OutageBackoff } from './outage-backoff';

describe('outage back-off', () => {
  it('doubles the wait from the base up to the ceiling, says which failure opened the outage, and resets when a round works', () => {
    const backoff = new OutageBackoff(100, 1000, () => 0.5); // no jitter at 0.5
    const rounds = Array.from({ length: 6 }, (_, i) => backoff.failed(1_000 + i));
    expect(rounds).toEqual([
      { delayMs: 100, first: true },
      { delayMs: 200, first: false },
      { delayMs: 400, first: false },
      { delayMs: 800, first: false },
      { delayMs: 1000, first: false },
      { delayMs: 1000, first: false },
    ]);
    expect(backoff.succeeded(4_000)).toEqual({ failures: 6, durationMs: 3_000 });
    expect(backoff.succeeded(5_000)).toBeNull();
    expect(backoff.failed(6_000)).toEqual({ delayMs: 100, first: true });
  });

  it('spreads the waits ±20 % so processes do not retry in step', () => {
    expect(new OutageBackoff(1000, 1000, () => 0).failed().delayMs).toBe(800);
    expect(new OutageBackoff(1000, 1000, () => 1).failed().delayMs).toBe(1200);
  });
});
