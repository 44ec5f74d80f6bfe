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
  #onReady: Array<() => void> = [];

  constructor(phase: LifecyclePhase = 'starting') {
    this.#phase = phase;
  }

  get phase(): LifecyclePhase {
    return this.#phase;
  }

  /** Migrations and start-up work are done. A process already stopping stays stopping. */
  ready(): void {
    if (this.#phase !== 'starting') return;
    this.#phase = 'ready';
    for (const run of this.#onReady.splice(0)) run();
  }

  /**
   * Runs `work` once the process is ready (at once if it is): background work that reads the database's tables,
   * which do not exist before the migrations. Never run if the process stops while starting.
   */
  whenReady(work: () => void): void {
    if (this.#phase === 'ready') work();
    else if (this.#phase === 'starting') this.#onReady.push(work);
  }

  stopping(): void {
    this.#phase = 'stopping';
  }
}
