// The floor page's server, a child process of bench-web (never in the process that drives Lighthouse and the load
// generator, whose work would delay its answers):
//   node static-server.mjs <dir> <port>
// Files from <dir>, the precompressed .gz when the request accepts gzip; index.html for every path without a file
// (a single-page app's fallback). Hashed assets are immutable, as any production host would send them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [dirArg, portArg] = process.argv.slice(2);
const root = path.resolve(dirArg ?? '.');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};

function resolveFile(urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const candidate = path.join(root, path.normalize(decoded));
  if (candidate.startsWith(root) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return path.join(root, 'index.html');
}

const server = http.createServer((req, res) => {
  const file = resolveFile(req.url ?? '/');
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && fs.existsSync(`${file}.gz`);
  const headers = {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
  };
  if (gzip) headers['content-encoding'] = 'gzip';
  const body = fs.readFileSync(gzip ? `${file}.gz` : file);
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(portArg), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
