import type { FastifyInstance } from 'fastify';
import { assertWritableDataDir } from './config/data-dir';
import type { AppConfig } from './config/env';
import { createDatabase, type DatabaseHandle, type DatabaseLog } from './db/database';
import { migrateToLatest } from './db/migrate';
import { buildApp, type BuildAppOptions } from './http/app';
import { requestsInFlight } from './http/graceful-close';
import { MailWorker, smtpTransport } from './modules/mail';
import { removeInterruptedUploads } from './modules/merchant-data';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';
import { contracts as registeredContracts, modules as registeredModules, siteSources, type Database } from './modules';
import { Lifecycle } from './runtime/lifecycle';
import { runSeeders, seedersOf } from './seed/seeders';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle<Database>;
  url: string;
  /** Where Prometheus scrapes this process (METRICS_PORT), or null when metrics are not served. */
  metricsUrl: string | null;
  /** starting → ready (when startServer resolves) → stopping (stop()). */
  lifecycle: Lifecycle;
  /**
   * Turns /readyz to 503 at once, keeps serving for `shutdownDrainMs` (a balancer stops sending meanwhile), then
   * stops accepting connections, lets in-flight requests finish, and closes the database.
   */
  stop(): Promise<void>;
  /** What a stop() still waits for, one line each (for the log when the shutdown grace runs out). */
  unfinishedWork(): string[];
}

/**
 * Check DATA_DIR → build (fails on contract mismatch) → listen, "starting" → migrate → seed → clear cut-off uploads →
 * "ready". Listening before the migrations lets a balancer and an operator see a process that is starting (/healthz
 * 200, /readyz 503, every other request 503 with Retry-After) instead of a refused connection during a long
 * migration (docs/decisions.md).
 */
export async function startServer(
  config: AppConfig,
  overrides: Partial<Omit<BuildAppOptions<Database>, 'config' | 'db' | 'lifecycle' | 'site'>> = {},
): Promise<RunningServer> {
  assertWritableDataDir(config.dataDir);
  // The composition root: the server's contracts and modules unless a test gives its own.
  const { contracts = registeredContracts, modules = registeredModules } = overrides;
  // Lost connections are reported through the app's logger once it exists; before, on the console.
  let logger: DatabaseLog | undefined;
  const database = createDatabase<Database>({
    ...config,
    log: { warn: (m) => (logger ? logger.warn(m) : console.warn(m)), info: (m) => (logger ? logger.info(m) : console.info(m)) },
  });
  const lifecycle = new Lifecycle('starting');
  let app: FastifyInstance | undefined;
  let metricsServer: MetricsServer | null = null;
  try {
    app = await buildApp({ ...overrides, contracts, modules, config, db: database.db, site: siteSources(database.db), lifecycle });
    logger = app.log;
    app.metrics.watchDatabasePool(() => database.stats());
    const url = await app.listen({ port: config.port, host: config.host });
    if (config.metrics) {
      app.metrics.collectProcessMetrics();
      // A METRICS_PORT already taken fails the start-up like a taken PORT would.
      metricsServer = await startMetricsServer(app.metrics.registry, config.metrics);
    }
    await migrateToLatest(database.db);
    const log = app.log;
    await runSeeders(database.db, seedersOf(modules), {
      demo: config.seedDemo,
      config,
      log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
    });
    // DATA_DIR is this process's own, and until it is ready the process refuses every request but the probes: every
    // temp file there is from an upload a crash or a kill cut off. After the seeders, which stage their demo files in
    // the same folder and remove them.
    const interrupted = await removeInterruptedUploads(config.uploadsDir);
    if (interrupted) app.log.warn(`removed ${interrupted} temp file(s) of interrupted uploads`);
    // Without SMTP_URL no worker runs: mail waits in the outbox, readable by staff (docs/decisions.md).
    const mailWorker = config.mail.smtpUrl
      ? new MailWorker({ db: database.db, transport: smtpTransport(config.mail.smtpUrl), config: config.mail, log: app.log })
      : undefined;
    mailWorker?.start();
    lifecycle.ready();
    const running = app;
    let stopping: Promise<void> | undefined;
    let mailWorkerBusy = !!mailWorker;
    let databaseOpen = true;
    const stop = () =>
      (stopping ??= (async () => {
        lifecycle.stopping();
        if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
        try {
          // The worker first: it finishes the mails in hand while the database is still open.
          const workerStopped = mailWorker?.stop().finally(() => (mailWorkerBusy = false));
          await Promise.all([workerStopped, running.close()]);
          // Last of all: a scrape during the drain still sees the requests finishing.
          await metricsServer?.close();
        } finally {
          await database.close();
          databaseOpen = false;
        }
      })());
    const unfinishedWork = () => [
      ...requestsInFlight(running).map((r) => `request ${r.method} ${r.url} (running for ${r.ageMs} ms)`),
      ...(mailWorkerBusy ? ['mail worker: sending the mails in hand'] : []),
      ...(databaseOpen ? ['database: not closed yet'] : []),
    ];
    return { app, database, url, metricsUrl: metricsServer?.url ?? null, lifecycle, stop, unfinishedWork };
  } catch (error) {
    await metricsServer?.close();
    await app?.close();
    await database.close();
    throw error;
  }
}
