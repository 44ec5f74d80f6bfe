import { performance } from 'node:perf_hooks';

// A loop of awaited queries never hands the event loop back by itself: the SQLite driver is synchronous, so every
// await resolves at once and only microtasks run in between. A 5,000-row spreadsheet preview held every other
// request of the process for seconds that way. Such loops call the slicer's `pause` each turn: it yields to I/O
// (setImmediate) once `sliceMs` of work have passed, and costs nothing otherwise.

export interface TimeSlicer {
  pause(): Promise<void>;
}

export function timeSlicer(sliceMs = 10): TimeSlicer {
  let sliceStart = performance.now();
  return {
    async pause() {
      if (performance.now() - sliceStart < sliceMs) return;
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    },
  };
}
