// `npm run bench:receiving`: receiving with charge creation (this checkout) against receiving without it (a build of
// the commit before the billing module, issue 29), both measured in the same run. Each side is the built server
// (dist/apps/api-server/main.js) on a fresh SQLite database with the demo seed; the demo member's orders (to New York
// on the seeded standard air product, so each receipt is priced and charged) are received by the demo operator in
// alternating batches, the order flipping each round, so whatever else the machine does falls on both alike.
// Printed per side: latency median and p99 at one connection, and the server's CPU ms per receipt; then this / base.
//
// Prepare the base once:
//   git worktree add --detach ../base29 5a70d2ea && ln -s "$PWD/node_modules" ../base29/node_modules
//   (cd ../base29 && npx nx run api-server:build)
//   npx nx run api-server:build
//   BENCH_BASE_TREE=../base29 npm run bench:receiving
// Environment: BENCH_ROUNDS (10), BENCH_BATCH receipts per batch (50). SQLite (the tokens are written into the file).
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const BATCH = Number(process.env.BENCH_BATCH ?? 50);
const CREATORS = 4;
const baseTree = process.env.BENCH_BASE_TREE;
if (!baseTree) throw new Error('BENCH_BASE_TREE is required (see the header of tools/scripts/bench-receiving.mjs)');

// The demo seed's fixed ids: the member's default sender, New York, the standard air product (test/demo-order.ts).
const order = (reference) => ({
  routingId: '196917bc-d75d-5eb2-be03-8a8b8a2dd328',
  sender: {
    name: '王小明', phoneNumber: '+86 138 0000 0000', street: '深南大道 9988 号', postalCode: '518057',
    regionLv0Id: '41e16d47-9536-5276-8d26-b3c0605eab67', regionLv1Id: 'b14d3050-2e60-586b-a2d3-f38ef8b11ebc',
    regionLv2Id: '1ffb8a45-1059-5f04-9182-bab8878739ec', regionLv3Id: '78d2e5a9-d7b7-5441-bb23-8705a1b54eb6',
  },
  receiver: {
    name: 'John Smith', phoneNumber: '+1 212 555 0100', street: '350 5th Ave', postalCode: '10118',
    regionLv0Id: 'effdca9d-ef69-5822-a0cd-e2dfb99f7767', regionLv1Id: '2786cb78-34f6-5c63-9bd4-69130fdc2737',
    regionLv2Id: '1769fd1f-d67f-511a-aa3c-3fc46aa758e0',
  },
  parcels: [{ quantity: 2, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20 }],
  declaredItems: [{ name: '蓝牙耳机', nameEn: 'Bluetooth earphones', hsCode: '851830', quantity: 10, unitValue: 12.5, currency: 'USD' }],
  customerReference: reference,
});
const parcels = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** User + system CPU milliseconds of a process so far (clock ticks of 10 ms on Linux). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CREATORS });

function send(side, method, url, body, token) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const headers = { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const req = http.request({ host: '127.0.0.1', port: side.port, agent, method, path: url, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function start(side) {
  side.port = await freePort();
  side.data = fs.mkdtempSync(path.join(os.tmpdir(), `bench-receiving-${side.name}-`));
  side.process = spawn(process.execPath, [path.join(side.tree, 'dist/apps/api-server/main.js')], {
    cwd: side.tree,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH, NODE_ENV: 'development', SEED_DEMO: 'true', PORT: String(side.port), HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${side.port}`, DATA_DIR: side.data, LOG_LEVEL: 'warn',
    },
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    // /readyz answers 200 once migrations and the demo seed are done (the port opens before them).
    const up = await send(side, 'GET', '/readyz').then((answer) => answer.status === 200, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${side.name}: the server did not start`);
}

/** Bearer tokens for the demo member and operator, written as the server's issueToken writes them (digest only). */
async function tokens(side) {
  const { default: Database } = await import(path.join(root, 'node_modules/better-sqlite3/lib/index.js'));
  const db = new Database(path.join(side.data, 'portal.sqlite'));
  try {
    const token = (userName) => {
      const userId = db.prepare('SELECT id FROM users WHERE userName = ?').pluck().get(userName);
      const value = randomBytes(32).toString('base64url');
      const now = new Date();
      db.prepare('INSERT INTO access_tokens (id, userId, tokenHash, expiresAt, revokedAt, creationTime) VALUES (?, ?, ?, ?, NULL, ?)').run(
        randomUUID(), userId, createHash('sha256').update(value).digest('hex'), new Date(now.getTime() + 86_400_000).toISOString(), now.toISOString(),
      );
      return value;
    };
    side.member = token('demo-member');
    side.operator = token('demo-operator');
  } finally {
    db.close();
  }
}

/** The member submits `count` orders; their waybill numbers wait to be received. */
async function createOrders(side, count) {
  side.waybills = [];
  let next = 0;
  const creator = async () => {
    while (next < count) {
      const reference = `BENCH-${next++}`;
      const answer = await send(side, 'POST', '/api/f/logistics-management/order', order(reference), side.member);
      if (answer.status !== 200 && answer.status !== 201) throw new Error(`${side.name}: createOrder answered ${answer.status} ${answer.body}`);
      side.waybills.push(JSON.parse(answer.body).waybillNumber);
    }
  };
  await Promise.all(Array.from({ length: CREATORS }, creator));
}

/** Receives the next `BATCH` orders one after the other; returns the latencies (ms) and the server's CPU ms. */
async function batch(side) {
  const latencies = [];
  const before = cpuMs(side.process.pid);
  for (let i = 0; i < BATCH; i++) {
    const waybillNumber = side.waybills.pop();
    const started = process.hrtime.bigint();
    const answer = await send(side, 'POST', '/api/ops/receiving', { waybillNumber, parcels }, side.operator);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (answer.status !== 200) throw new Error(`${side.name}: receiving answered ${answer.status} ${answer.body}`);
  }
  return { latencies, cpu: cpuMs(side.process.pid) - before };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const sides = [
  { name: 'base (no charge)', tree: path.resolve(baseTree) },
  { name: 'this (charge)', tree: root },
];
try {
  await Promise.all(sides.map(start));
  await Promise.all(sides.map(tokens));
  const total = (ROUNDS + 1) * BATCH;
  for (const side of sides) await createOrders(side, total);
  for (const side of sides) await batch(side); // warm-up
  const results = new Map(sides.map((s) => [s, { latencies: [], cpu: 0 }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const { latencies, cpu } = await batch(side);
      results.get(side).latencies.push(...latencies);
      results.get(side).cpu += cpu;
    }
  }
  const rows = sides.map((side) => {
    const { latencies, cpu } = results.get(side);
    return { side: side.name, receipts: latencies.length, median: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), cpuPer: cpu / latencies.length };
  });
  console.log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('| side | receipts | median ms | p99 ms | server CPU ms/receipt |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.side} | ${r.receipts} | ${r.median.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuPer.toFixed(2)} |`);
  // Each receipt of this side booked a charge (the comparison would mean nothing otherwise).
  const { default: Database } = await import(path.join(root, 'node_modules/better-sqlite3/lib/index.js'));
  const db = new Database(path.join(sides[1].data, 'portal.sqlite'), { readonly: true });
  const charged = db.prepare("SELECT count(*) FROM charges c JOIN orders o ON o.id = c.orderId WHERE c.supersededAt IS NULL AND o.customerReference LIKE 'BENCH-%'").pluck().get();
  db.close();
  const received = (ROUNDS + 1) * BATCH;
  if (charged !== received) throw new Error(`this side booked ${charged} live charges for ${received} receipts`);
  console.log(`this side: ${charged} live charges for ${received} receipts`);
  const [base, self] = rows;
  console.log(`| this / base | | ${(self.median / base.median).toFixed(2)} | ${(self.p99 / base.p99).toFixed(2)} | ${(self.cpuPer / base.cpuPer).toFixed(2)} |`);
} finally {
  for (const side of sides) {
    side.process?.kill('SIGTERM');
    if (side.data) fs.rmSync(side.data, { recursive: true, force: true });
  }
}
