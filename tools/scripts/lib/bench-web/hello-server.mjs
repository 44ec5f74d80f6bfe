// The load benchmark's reference: the fastest this machine answers a small HTML page over node:http, in its own
// process like the product's server. `node hello-server.mjs <port>`
import http from 'node:http';

const PAGE = Buffer.from(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hello</title></head><body><h1>Hello</h1></body></html>',
);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': PAGE.length });
  res.end(PAGE);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.argv[2]), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
