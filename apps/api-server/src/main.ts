import { ConfigError, loadConfig } from './config/env';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  server.app.log.info(`api-server listening on ${server.url} (${server.database.dialect}, ${config.nodeEnv})`);
  if (server.metricsUrl) server.app.log.info(`Prometheus metrics at ${server.metricsUrl}`);

  const shutdown = (signal: string) => {
    server.app.log.info(
      `${signal} received: /readyz answers 503, serving on for ${config.shutdownDrainMs} ms, then finishing in-flight work (grace ${config.shutdownGraceMs} ms)`,
    );
    // A stuck request must not keep a deploy waiting forever; exit code 1 tells the supervisor work was cut off.
    const timer = setTimeout(() => {
      server.app.log.error({ unfinished: server.unfinishedWork() }, `graceful shutdown timed out after ${config.shutdownGraceMs} ms`);
      process.exit(1);
    }, config.shutdownDrainMs + config.shutdownGraceMs);
    timer.unref();
    server.stop().then(
      () => {
        server.app.log.info('shutdown complete');
        process.exit(0);
      },
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
  // Before the logger exists (bad env, unusable DATA_DIR, contract mismatch, failed migration) stderr is all there
  // is. A ConfigError is the operator's to fix and says all in its message: no stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
