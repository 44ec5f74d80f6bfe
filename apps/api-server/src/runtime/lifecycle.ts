/**
 * The phases of a server process, in this order only:
 * - starting: listening (so a load balancer and an operator can see it), migrating and seeding; every request but
 *   the health probes is refused with 503;
 * - ready: serving;
 * - stopping: a signal arrived; /readyz says 503 at once so the balancer sends nothing new, while requests already
 *   sent are still answered (src/main.ts, graceful-close.ts).
 */
export type LifecyclePhase = 'starting' | 'ready' | 'stopping';

export class Lifecycle {
  #phase: LifecyclePhase;

  constructor(phase: LifecyclePhase = 'starting') {
    this.#phase = phase;
  }

  get phase(): LifecyclePhase {
    return this.#phase;
  }

  /** Migrations and start-up work are done. A process already stopping stays stopping. */
  ready(): void {
    if (this.#phase === 'starting') this.#phase = 'ready';
  }

  stopping(): void {
    this.#phase = 'stopping';
  }
}
