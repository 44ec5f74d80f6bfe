// `npm run bench:compare`: the server CPU per request of this checkout against another build of the API server
// (a commit before a change), both measured in the same run. `bench:api` measures one build at a time, and on a
// shared 2-core machine its CPU per request moves by up to 50 % between runs of the same build, so two builds
// measured one after the other cannot be told apart within 5 %. Here both servers run at once and are measured in
// short alternating batches (the order flips each round), so whatever else the machine does falls on both alike;
// the result is the ratio this / base, in total and per round (median and quartiles).
//
// Prepare each side once with `npm run bench:api` (it builds dist/bench/api-server/bench-api.js and seeds the data):
//   git worktree add ../base <commit> && (cd ../base && ln -s "$PWD/../<this>/node_modules" node_modules)
//   (cd ../base && BENCH_ORDERS=100000 BENCH_DATASETS=a BENCH_DATA_DIR=/tmp/bench-base npm run bench:api)
//   BENCH_ORDERS=100000 BENCH_DATASETS=a BENCH_DATA_DIR=/tmp/bench-this npm run bench:api
//   BENCH_BASE_TREE=../base BENCH_BASE_DATA=/tmp/bench-base BENCH_DATA_DIR=/tmp/bench-this npm run bench:compare
// Environment: BENCH_ROUNDS (30), BENCH_BATCH requests per batch (400), BENCH_CONNECTIONS concurrent (8). SQLite,
// dataset (a) (one member owns every order): tracking of 10 numbers and the member's first list page (no filter,
// status=30), the scenarios of bench:api whose cost the domain cut (issue 26) had to keep.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const Database = createRequire(path.join(root, 'package.json'))('better-sqlite3');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const BATCH = Number(process.env.BENCH_BATCH ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SCENARIOS = ['tracking, 10 numbers', 'order list, no filter', 'order list, status=30'];

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required (see the header of tools/scripts/bench-compare.mjs)`);
  return path.resolve(value);
}

const sides = [
  { name: 'base', tree: required('BENCH_BASE_TREE'), data: path.join(required('BENCH_BASE_DATA'), 'dataset-a') },
  { name: 'this', tree: root, data: path.join(required('BENCH_DATA_DIR'), 'dataset-a') },
];

/** User + system CPU milliseconds of a process so far (clock ticks of 10 ms on Linux). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A bearer token for the dataset's member, written as the server's issueToken writes one (only its digest stored). */
function prepare(side) {
  const db = new Database(path.join(side.data, 'portal.sqlite'));
  try {
    const { memberId } = JSON.parse(fs.readFileSync(path.join(side.data, 'seeded-sqlite.json'), 'utf8'));
    side.token = randomBytes(32).toString('base64url');
    const now = new Date();
    db.prepare('INSERT INTO access_tokens (id, userId, tokenHash, expiresAt, revokedAt, creationTime) VALUES (?, ?, ?, ?, NULL, ?)').run(
      randomUUID(), memberId, createHash('sha256').update(side.token).digest('hex'), new Date(now.getTime() + 86_400_000).toISOString(), now.toISOString(),
    );
    side.numbers = db.prepare('SELECT waybillNumber FROM orders ORDER BY waybillNumber').pluck().all();
  } finally {
    db.close();
  }
}

function start(side, port) {
  side.port = port;
  side.process = spawn(process.execPath, [path.join(side.tree, 'dist/bench/api-server/bench-api.js'), '--serve'], {
    cwd: side.tree,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env, NODE_ENV: 'production', PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, PORT: String(port), HOST: '127.0.0.1',
      DATA_DIR: side.data, LOG_LEVEL: 'warn', CONTRACTS_DIR: path.join(side.tree, 'openapi'), STATIC_ROOT: path.join(side.data, 'static'),
      TRUST_PROXY: 'true',
    },
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function send(side, options, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: side.port, agent, ...options }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 || options.method === 'GET' ? resolve() : reject(new Error(`${side.name}: ${options.path} answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Request i of a scenario: tracking asks for 9 numbers spread over the table and one unknown, as bench:api does. */
function request(side, scenario, i) {
  const tracking = scenario.startsWith('tracking');
  const body = JSON.stringify(
    tracking
      ? { waybillNumbers: Array.from({ length: 10 }, (_, k) => (k === 9 ? `FA${String(99_000_000 - (i % 1000)).padStart(9, '0')}CN` : side.numbers[(i * 7919 + k * 104_729) % side.numbers.length])) }
      : { ...(scenario.endsWith('status=30') ? { status: 30 } : {}), maxResultCount: 7, skipCount: 0 },
  );
  const headers = {
    'content-type': 'application/json', 'accept-language': 'en', 'content-length': Buffer.byteLength(body),
    ...(tracking ? { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` } : { authorization: `Bearer ${side.token}` }),
  };
  const endpoint = tracking ? '/api/f/logistics-management/tracking/list' : '/api/f/logistics-management/order/list';
  return send(side, { method: 'POST', path: endpoint, headers }, body);
}

/** CPU milliseconds the side's server spent answering BATCH requests of the scenario. */
async function batch(side, scenario, first) {
  let next = 0;
  const connection = async () => {
    while (next < BATCH) await request(side, scenario, first + next++);
  };
  const before = cpuMs(side.process.pid);
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return cpuMs(side.process.pid) - before;
}

async function ready(side) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      return await send(side, { method: 'GET', path: '/api/f/does-not-exist' });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${side.name}: the server did not start`);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

try {
  sides.forEach(prepare);
  sides.forEach((side, k) => start(side, 4790 + k));
  await Promise.all(sides.map(ready));
  for (const side of sides) for (const scenario of SCENARIOS) await batch(side, scenario, 0); // warm-up
  const spent = new Map(); // "side scenario" -> CPU ms over all rounds
  const ratios = new Map(); // scenario -> this/base per round
  for (let round = 1; round <= ROUNDS; round++) {
    for (const scenario of SCENARIOS) {
      const ms = {};
      for (const side of round % 2 ? sides : [...sides].reverse()) {
        ms[side.name] = await batch(side, scenario, round * BATCH);
        spent.set(`${side.name} ${scenario}`, (spent.get(`${side.name} ${scenario}`) ?? 0) + ms[side.name]);
      }
      ratios.set(scenario, [...(ratios.get(scenario) ?? []), ms.this / ms.base]);
    }
  }
  console.log(`bench:compare: ${ROUNDS} rounds × ${BATCH} requests per side and scenario, ${CONNECTIONS} connections; ` +
    `load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(`base: ${sides[0].tree}\nthis: ${sides[1].tree}\n`);
  console.log('| scenario | base CPU ms/req | this CPU ms/req | this / base | per round: median (quartiles) |\n|---|---|---|---|---|');
  for (const scenario of SCENARIOS) {
    const base = spent.get(`base ${scenario}`) / (ROUNDS * BATCH);
    const own = spent.get(`this ${scenario}`) / (ROUNDS * BATCH);
    const sorted = [...ratios.get(scenario)].sort((a, b) => a - b);
    console.log(`| ${scenario} | ${base.toFixed(3)} | ${own.toFixed(3)} | ${(own / base).toFixed(3)} | ` +
      `${quantile(sorted, 0.5).toFixed(3)} (${quantile(sorted, 0.25).toFixed(3)}–${quantile(sorted, 0.75).toFixed(3)}) |`);
  }
} finally {
  for (const side of sides) side.process?.kill('SIGTERM');
  agent.destroy();
}
