import { RenderLimiter } from './render-limiter';

describe('RenderLimiter', () => {
  it('runs `concurrency` renders, queues `queueMax` more, refuses the next, and hands a freed slot to the queue', async () => {
    const limiter = new RenderLimiter({ concurrency: 2, queueMax: 1 });
    const first = await limiter.acquire();
    const second = await limiter.acquire();
    const third = limiter.acquire();
    expect(first).toBeInstanceOf(Function);
    expect(second).toBeInstanceOf(Function);
    expect(third).toBeInstanceOf(Promise);
    expect(limiter.acquire()).toBeNull();
    expect(limiter.stats()).toEqual({ rendersInFlight: 2, queued: 1 });

    first?.();
    first?.(); // a second call gives nothing back twice
    const handed = await third;
    expect(limiter.stats()).toEqual({ rendersInFlight: 2, queued: 0 });
    handed?.();
    second?.();
    expect(limiter.stats()).toEqual({ rendersInFlight: 0, queued: 0 });
  });

  it('hands the slot on in a later turn of the loop, not in the microtasks of the render that ends', async () => {
    const limiter = new RenderLimiter({ concurrency: 1, queueMax: 5 });
    const release = await limiter.acquire();
    const order: string[] = [];
    const waiting = limiter.acquire()?.then(() => order.push('next render'));
    // Work that was already waiting for the loop when the render ended (a request that arrived meanwhile).
    setImmediate(() => order.push('waiting work'));
    release?.();
    await waiting;
    expect(order).toEqual(['waiting work', 'next render']);
  });
});
