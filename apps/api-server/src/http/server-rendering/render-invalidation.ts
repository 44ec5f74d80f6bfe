import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/transaction';
import type { RenderGenerationTables } from './render-generations.tables';
import { bumpGenerations, readGenerations, type Generations } from './render-generations.repository';
import { INVALIDATES_EXTENSION, RENDER_SCOPES, requestScopes, type RenderScope } from './render-scopes';

// Which pages a write changes, in this process and in every other one on the database. A contract operation that
// succeeds (status below 400) with scopes in its `x-render-invalidates` makes this process's pages of those scopes
// stale before its answer leaves, and increments their generations in render_cache_generations; every process
// reads those generations every RENDER_CACHE_SYNC_MS and makes the pages of a moved scope stale. A write that fails,
// or declares no scope, changes nothing.

/** What a process with a render cache does when scopes change (its cache's `invalidate`). */
export type OnScopesChanged = (scopes: readonly RenderScope[]) => void;

const isScope = (scope: string): scope is RenderScope => (RENDER_SCOPES as readonly string[]).includes(scope);

/** This process's view of the shared generations: what it has seen, what moved since. */
export class GenerationSync {
  private known: Map<string, number> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failing = false;
  private stopped = false;

  constructor(
    private readonly db: Executor<RenderGenerationTables>,
    private readonly onChanged: OnScopesChanged,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A write of this process changed `scopes`: stale here at once, then known to the others. */
  async changed(scopes: readonly RenderScope[]): Promise<void> {
    this.onChanged(scopes);
    const bumped = await bumpGenerations(this.db, scopes);
    // Its own bump is no news to this process: its pages were made stale above, after the write had committed.
    for (const [scope, generation] of bumped) this.known?.set(scope, generation);
  }

  /** Reads the generations; the scopes that moved since the last read (none at the first) are made stale. */
  async poll(): Promise<void> {
    if (this.stopped) return;
    let now: Generations;
    try {
      now = await readGenerations(this.db);
    } catch (error) {
      // The database answers again later (another part of the server reports its absence): the next read catches
      // up, and until then pages age out with their time.
      if (!this.failing) this.log.warn({ err: error }, 'render cache: cannot read what other processes changed');
      this.failing = true;
      return;
    }
    this.failing = false;
    const before = this.known;
    this.known = new Map(now);
    if (!before) return;
    const moved = [...now].filter(([scope, generation]) => before.get(scope) !== generation).map(([scope]) => scope);
    const scopes = moved.filter(isScope);
    if (scopes.length > 0) this.onChanged(scopes);
  }

  /** Polls every `intervalMs` (never two reads at once) until `stop`. */
  start(intervalMs: number): void {
    const loop = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => void this.poll().finally(loop), intervalMs);
      // Polling never keeps the process alive.
      this.timer.unref();
    };
    void this.poll().finally(loop);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}

/**
 * Makes each successful contract write invalidate what it declares (every scope for a write that declares nothing,
 * which only a test's fixture contract can do: a spec checks that the product's contracts declare every write).
 * Install before the contracts are registered: hooks reach the routes registered after them.
 */
export function installWriteInvalidation(app: FastifyInstance, sync: Pick<GenerationSync, 'changed'>): void {
  // Callback style, not async: most answers change nothing, and those pay no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const scopes = changedScopes(request, reply.statusCode);
    if (scopes.length === 0) return done(null, payload);
    void (async () => {
      try {
        await sync.changed(scopes);
      } catch (error) {
        // The write itself succeeded: its answer goes out. Other processes see the change when their pages' time ends.
        request.log.warn({ err: error, scopes }, 'render cache: could not tell other processes what changed');
      }
      done(null, payload);
    })();
  });
}

/** The scopes an answer changes: none for an error, a non-contract route or a read. */
function changedScopes(request: FastifyRequest, status: number): readonly RenderScope[] {
  if (status >= 400 || request.routeOptions.config.operationId === undefined) return [];
  const declared = requestScopes(request, INVALIDATES_EXTENSION);
  if (declared === null && request.method === 'GET') return [];
  return declared ?? RENDER_SCOPES;
}
