import { timeSlicer } from './time-slices';

describe('time slices', () => {
  it('hands the event loop back once the slice is spent, so pending I/O callbacks run in between', async () => {
    const slices = timeSlicer(0);
    let ran = false;
    setImmediate(() => (ran = true));
    await slices.pause();
    expect(ran).toBe(true);
  });

  it('costs nothing within a slice: no macrotask runs', async () => {
    const slices = timeSlicer(60_000);
    let ran = false;
    setImmediate(() => (ran = true));
    for (let i = 0; i < 1000; i++) await slices.pause();
    expect(ran).toBe(false);
  });
});
