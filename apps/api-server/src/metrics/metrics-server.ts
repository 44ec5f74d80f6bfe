import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** e.g. `http://127.0.0.1:9464/metrics`. */
  url: string;
  close(): Promise<void>;
}

/**
 * `GET /metrics` in Prometheus's text format on a listener of its own (METRICS_PORT on METRICS_HOST): never on the
 * public port, so nothing in front of the site (nginx proxies that port only) can reach it. Plain node:http: one
 * route, no cookies, no pages, nothing of the app's request handling (or its request metrics) applies.
 */
export function startMetricsServer(registry: Registry, where: { port: number; host: string }): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics') return answer(response, 404, 'Not Found: metrics are at /metrics\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return answer(response, 405, 'Method Not Allowed\n');
    }
    registry.metrics().then(
      (text) => answer(response, 200, request.method === 'HEAD' ? '' : text, registry.contentType),
      (error: unknown) => answer(response, 500, `metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const host = where.host.includes(':') ? `[${where.host}]` : where.host;
      resolve({
        url: `http://${host}:${port}/metrics`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // A scraper's keep-alive connection would hold close() until it times out.
            server.closeAllConnections();
          }),
      });
    });
  });
}

function answer(response: http.ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  response.end(body);
}
