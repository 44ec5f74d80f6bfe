import { ConfigError, loadConfig } from './config/env';
import { startServer } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  server.app.log.info(`api-server listening on ${server.url} (${server.database.dialect}, ${config.nodeEnv})`);

  const shutdown = (signal: string) => {
    server.app.log.info(`${signal} received: finishing in-flight requests`);
    // A stuck request must not keep a deploy waiting forever.
    const timer = setTimeout(() => {
      server.app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Before the logger exists (bad env, contract mismatch, failed migration) stderr is all there is.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
