import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { databaseErrorCode, isDatabaseUnavailable } from '../db/connection-errors';
import type { Kysely } from 'kysely';
import type { HttpTables } from './http.tables';
import { ServiceUnavailableError } from '../errors/app-errors';
import type { Lifecycle, LifecyclePhase } from '../runtime/lifecycle';

// Liveness and readiness for a load balancer, a supervisor or an orchestrator. Infrastructure endpoints, outside the
// customer and staff contracts (docs/decisions.md): they answer in every phase of the process, before the contracts'
// routes may, and never touch a session or a language.

const LIVENESS_PATH = '/healthz';
const READINESS_PATH = '/readyz';

/** What /readyz answers: ready, or the first check that failed and why, in words that name no host or query. */
export type Readiness =
  | { ready: true; phase: LifecyclePhase }
  | { ready: false; phase: LifecyclePhase; check: 'startup' | 'shutdown' | 'database'; reason: string };

export interface HealthOptions {
  lifecycle: Lifecycle;
  db: Kysely<HttpTables>;
  /** How long the database may take to answer `select 1` before the process counts as not ready. */
  readinessTimeoutMs: number;
}

export function installHealth(app: FastifyInstance, options: HealthOptions): void {
  const { lifecycle } = options;
  const databaseCheck = singleFlight(() => pingDatabase(options.db, options.readinessTimeoutMs));

  const readiness = async (): Promise<Readiness> => {
    const phase = lifecycle.phase;
    if (phase === 'starting') return { ready: false, phase, check: 'startup', reason: 'migrations and start-up work are not finished' };
    if (phase === 'stopping') return { ready: false, phase, check: 'shutdown', reason: 'shutting down' };
    const failure = await databaseCheck();
    // The phase may have moved while the database answered: a SIGTERM in between must win.
    if (lifecycle.phase !== 'ready') return readiness();
    return failure === null ? { ready: true, phase } : { ready: false, phase, check: 'database', reason: failure };
  };

  const probe = { config: { probe: true, metricsGroup: 'health' } };
  // Liveness: the event loop answers. 200 in every phase, stopping included: a process finishing its requests
  // must not be killed for being slow to stop.
  app.get(LIVENESS_PATH, probe, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ alive: true, phase: lifecycle.phase }),
  );
  app.get(READINESS_PATH, probe, async (_request, reply) => {
    const answer = await readiness();
    return reply.code(answer.ready ? 200 : 503).header('cache-control', 'no-store').send(answer);
  });

  // While migrations run the tables may not exist yet: everything but the probes waits for the ready phase.
  // Callback style, not async: every request passes here.
  app.addHook('onRequest', (request, _reply, done) => {
    done(lifecycle.phase === 'starting' && !request.routeOptions.config?.probe ? new ServiceUnavailableError() : undefined);
  });
}

/** null when the database answered a trivial query in time, else why not. */
async function pingDatabase(db: Kysely<HttpTables>, timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  // A SELECT built by Kysely, not raw SQL: on SQLite it goes to the reading connection, which never waits for a
  // write in progress (raw SQL would queue behind a 5,000-order batch and report a busy process as unready).
  const answered = db
    .selectNoFrom(sql<number>`1`.as('one'))
    .execute()
    .then(
      () => null,
      (error: unknown) => `${isDatabaseUnavailable(error) ? 'unavailable' : 'failed'} (${databaseErrorCode(error)})`,
    );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Concurrent callers share the call in progress: a balancer polling every process from several nodes (or anyone
 * hammering /readyz, which is reachable wherever the API is) costs at most one query at a time.
 */
function singleFlight<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= work().finally(() => {
      running = undefined;
    }));
}
