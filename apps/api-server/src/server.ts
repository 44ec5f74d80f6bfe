import type { FastifyInstance } from 'fastify';
import { assertWritableDataDir } from './config/data-dir';
import type { AppConfig } from './config/env';
import { createDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { buildApp, type BuildAppOptions } from './http/app';
import { requestsInFlight } from './http/graceful-close';
import { modulesOf } from './http/contract';
import { seedersOf } from './modules/all-seeders';
import { MailWorker, smtpTransport } from './modules/mail';
import { removeInterruptedUploads } from './modules/merchant-data';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';
import { contracts as registeredContracts } from './modules';
import { runSeeders } from './seed/seeders';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  /** Where Prometheus scrapes this process (METRICS_PORT), or null when metrics are not served. */
  metricsUrl: string | null;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
  /** What a stop() still waits for, one line each (for the log when the shutdown grace runs out). */
  unfinishedWork(): string[];
}

/** Check DATA_DIR → migrate → build (fails on contract mismatch) → seed → clear cut-off uploads → listen. */
export async function startServer(
  config: AppConfig,
  overrides: Omit<BuildAppOptions, 'config' | 'db'> = {},
): Promise<RunningServer> {
  assertWritableDataDir(config.dataDir);
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    const app = await buildApp({ ...overrides, config, db: database.db });
    const modules = modulesOf(overrides.contracts ?? registeredContracts);
    await runSeeders(database.db, seedersOf(modules), {
      demo: config.seedDemo,
      config,
      log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
    });
    // Nothing listens yet, and DATA_DIR is this process's own: every temp file there is from an upload a crash or a
    // kill cut off. After the seeders, which stage their demo files in the same folder and remove them.
    const interrupted = await removeInterruptedUploads(config.uploadsDir);
    if (interrupted) app.log.warn(`removed ${interrupted} temp file(s) of interrupted uploads`);
    if (database.stats()) app.metrics.watchDatabasePool(() => database.stats());
    const url = await app.listen({ port: config.port, host: config.host });
    let metricsServer: MetricsServer | null = null;
    if (config.metrics) {
      app.metrics.collectProcessMetrics();
      // A METRICS_PORT already taken fails the start-up like a taken PORT would.
      metricsServer = await startMetricsServer(app.metrics.registry, config.metrics).catch(async (error: unknown) => {
        await app.close();
        throw error;
      });
    }
    // Without SMTP_URL no worker runs: mail waits in the outbox, readable by staff (docs/decisions.md).
    const mailWorker = config.mail.smtpUrl
      ? new MailWorker({ db: database.db, transport: smtpTransport(config.mail.smtpUrl), config: config.mail, log: app.log })
      : undefined;
    mailWorker?.start();
    let stopping: Promise<void> | undefined;
    let mailWorkerBusy = !!mailWorker;
    let databaseOpen = true;
    const stop = () =>
      (stopping ??= (async () => {
        try {
          // The worker first: it finishes the mails in hand while the database is still open.
          const workerStopped = mailWorker?.stop().finally(() => (mailWorkerBusy = false));
          await Promise.all([workerStopped, app.close()]);
          // Last of all: a scrape during the drain still sees the requests finishing.
          await metricsServer?.close();
        } finally {
          await database.close();
          databaseOpen = false;
        }
      })());
    const unfinishedWork = () => [
      ...requestsInFlight(app).map((r) => `request ${r.method} ${r.url} (running for ${r.ageMs} ms)`),
      ...(mailWorkerBusy ? ['mail worker: sending the mails in hand'] : []),
      ...(databaseOpen ? ['database: not closed yet'] : []),
    ];
    return { app, database, url, metricsUrl: metricsServer?.url ?? null, stop, unfinishedWork };
  } catch (error) {
    await database.close();
    throw error;
  }
}
