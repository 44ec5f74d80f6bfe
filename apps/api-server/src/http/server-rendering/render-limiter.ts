// How many page renders run at once, and how many may wait. A render is mostly synchronous work on the event loop
// (React's renderToString) between in-process API calls: unbounded, a stream of uncached URLs would keep the loop
// busy with renders while API requests wait behind them. With the limit, at most `concurrency` renders share the
// loop with everything else, and a freed slot is handed on only after the loop has polled for I/O (setImmediate),
// so requests that arrived meanwhile are served between two renders.

export interface RenderLimiterOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Renders that may wait for a slot; one more is refused. */
  queueMax: number;
}

export interface RenderLimiterStats {
  /** Renders running now. */
  rendersInFlight: number;
  /** Renders waiting for a slot now. */
  queued: number;
}

/** Gives the slot back; call once. */
export type Release = () => void;

export class RenderLimiter {
  private running = 0;
  private readonly waiting: Array<(release: Release) => void> = [];

  constructor(private readonly options: RenderLimiterOptions) {}

  /** A slot now or once one frees up, or null when the queue is full (the caller answers otherwise). */
  acquire(): Promise<Release> | null {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.options.queueMax) return null;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  stats(): RenderLimiterStats {
    return { rendersInFlight: this.running, queued: this.waiting.length };
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (!next) {
        this.running -= 1;
        return;
      }
      // The slot passes to the next render without being counted free, after the loop has seen pending I/O.
      setImmediate(() => next(this.releaser()));
    };
  }
}
