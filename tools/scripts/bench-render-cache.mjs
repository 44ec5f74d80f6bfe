// `npm run bench:render`: the public site's render cache under load, on the built product (dist/ as the build left it),
// issue 25. A benchmark, not a test: it prints its numbers and exits 0 whether they please or not.
//   (a) visitors browsing public pages while staff scan and list (plus members listing their orders and visitors
//       tracking waybills): the p99 of the public pages, against the same pages alone;
//   (b) a flood of BENCH_FLOOD requests (10,000) to public pages with a unique junk parameter each and one of
//       BENCH_HOSTS (1,000) Host headers: the server's RSS before and after;
//   (c) the p99 of a small API request (the application configuration) during that flood, against without it.
// BENCH_BEFORE=<path of another checkout, built> measures that build first with the same load (e.g. main in a
// temporary worktree: `git worktree add /tmp/before main`, link node_modules, build api-server and public-site there).
// Environment: BENCH_SECONDS (30 per mixed-load scenario), BENCH_CONNECTIONS (10 visitors), BENCH_FLOOD (10000),
// BENCH_HOSTS (1000), BENCH_FLOOD_CONNECTIONS (20), BENCH_FLOOD_LIMIT_SECONDS (180: a build that renders every
// flood request stops there, and the report says how many it answered).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { benchOptions } from './lib/bench-options.mjs';
import { freePort, killChildrenOnExit, spawnNode, waitForHttp } from './lib/bench-web/processes.mjs';
import { findArticle, freshDataDir, missingBuilds, startProduct } from './lib/bench-web/product.mjs';

const { intEnv, fail } = benchOptions('bench:render');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = intEnv('BENCH_SECONDS', 30);
const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 10);
const FLOOD = intEnv('BENCH_FLOOD', 10_000);
const HOSTS = intEnv('BENCH_HOSTS', 1_000);
const FLOOD_CONNECTIONS = intEnv('BENCH_FLOOD_CONNECTIONS', 20);
const FLOOD_LIMIT_SECONDS = intEnv('BENCH_FLOOD_LIMIT_SECONDS', 180);
const WARMUP_SECONDS = 5;
const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };
// Who does what besides the visitors, per second (a scanner, a console page, a member's list, a visitor tracking
// within the tracking limit of 60 a minute per address).
const RATES = { scans: 5, staffLists: 2, memberLists: 2, tracking: 1 };

/** A running load: its result once it ends, and a way to end it early (the result then covers what ran). */
function start(options) {
  let instance;
  const done = new Promise((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return { done, stop: () => instance.stop() };
}
const run = (options) => start(options).done;

const summary = (r) => ({
  requests: r.requests.total,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
});

const rssMiB = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
};

async function api(origin, method, apiPath, { token, form, json } = {}) {
  const headers = { 'accept-language': 'zh-Hans', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  let body;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  } else if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const res = await fetch(`${origin}${apiPath}`, { method, headers, body });
  if (!res.ok) throw new Error(`${method} ${apiPath} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/** Signs a demo account in (the seeding start accepts the test captcha code): a token the production start accepts. */
async function signIn(origin, username, password) {
  const { captchaId } = await api(origin, 'GET', '/api/f/passport-management/captcha');
  const form = { grant_type: 'password', client_id: 'portal-web', client_secret: 'portal-web-secret', username, password, captchaId, captchaCode: 'TEST' };
  return (await api(origin, 'POST', '/api/f/passport-management/login', { form })).accessToken;
}

/** Demo data and tokens: one non-production start of the build on a fresh data directory, then stopped. */
async function seed(buildRoot, dataDir) {
  const port = await freePort();
  const seeder = spawnNode('seed', ['dist/apps/api-server/main.js'], {
    cwd: buildRoot,
    env: { NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CAPTCHA_TEST_CODE: 'TEST' },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/api/f/system/application-configuration`, { timeoutMs: 180_000, exited: seeder.exited });
    return { operator: await signIn(origin, 'demo-operator', 'Operator#2026'), member: await signIn(origin, 'demo-member', 'Member#2026') };
  } finally {
    await seeder.stop();
  }
}

function waybills(dataDir) {
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select "waybillNumber" from orders order by "waybillNumber"').all().map((row) => row.waybillNumber);
  } finally {
    db.close();
  }
}

const EVENTS = ['RECEIVED', 'DEPARTED_ORIGIN', 'ARRIVED_HUB', 'DEPARTED_HUB', 'ARRIVED_DESTINATION'];

/** Scans of every waybill with each event in turn: applied, already applied or refused by the state machine (all 200). */
function scanRequests(numbers) {
  return numbers.flatMap((waybillNumber) =>
    EVENTS.map((code) => ({
      method: 'POST',
      path: '/api/ops/scans',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ waybillNumber, event: { code, locationZh: '深圳', locationEn: 'Shenzhen' } }),
    })),
  );
}

async function measure(label, buildRoot) {
  const { missing, command } = await missingBuilds(buildRoot);
  const needed = missing.filter((m) => /api-server|public-site/.test(m.label));
  if (needed.length > 0) fail(`${buildRoot} is not built (missing ${needed.map((m) => m.file).join(', ')}): run ${command} there`);
  const dataDir = freshDataDir();
  try {
    console.log(`\n## ${label}: ${buildRoot}`);
    const tokens = await seed(buildRoot, dataDir);
    const server = await startProduct(buildRoot, { name: label, port: await freePort(), dataDir, production: true });
    const origin = server.origin;
    const pid = server.proc.pid;
    const article = await findArticle(origin);
    const numbers = waybills(dataDir);
    const tracked = numbers.slice(0, 3).join(',');
    const pages = ['/', '/en', '/article', `/article/${article.id}`, `/en/article/${article.id}`, '/list', '/nav', '/site', '/site/contact-us', '/site/quote', '/en/site/tracking', '/login'];
    const visitors = (seconds) => ({ url: origin, connections: CONNECTIONS, duration: seconds, headers: HEADERS, requests: pages.map((p) => ({ method: 'GET', path: p })) });

    await run(visitors(WARMUP_SECONDS));
    const rssStart = rssMiB(pid);

    // (a) the mixed load, then the public pages alone.
    const auth = (token) => ({ ...HEADERS, authorization: `Bearer ${token}` });
    const listOf = (url, token, rate) => ({
      url,
      connections: 1,
      duration: SECONDS,
      overallRate: rate,
      method: 'POST',
      headers: { ...auth(token), 'content-type': 'application/json' },
      body: JSON.stringify({ maxResultCount: 20, skipCount: 0 }),
    });
    const [mixedPublic, scans, staffLists, memberLists, tracking] = await Promise.all([
      run(visitors(SECONDS)),
      run({ url: origin, connections: 2, duration: SECONDS, overallRate: RATES.scans, headers: auth(tokens.operator), requests: scanRequests(numbers) }),
      run(listOf(`${origin}/api/ops/orders/list`, tokens.operator, RATES.staffLists)),
      run(listOf(`${origin}/api/f/logistics-management/order/list`, tokens.member, RATES.memberLists)),
      run({ url: `${origin}/site/tracking?numbers=${tracked}`, connections: 1, duration: SECONDS, overallRate: RATES.tracking, headers: HEADERS }),
    ]);
    const rssAfterMixed = rssMiB(pid);
    const alonePublic = await run(visitors(SECONDS));

    // (b) and (c): the flood, with the small API request probed all along; then the probe alone as long.
    let sent = 0;
    const floodPages = ['/', '/en', '/article', '/list', '/site', `/article/${article.id}`];
    const flood = {
      url: origin,
      connections: FLOOD_CONNECTIONS,
      amount: FLOOD,
      headers: HEADERS,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const n = sent++;
            return { ...request, path: `${floodPages[n % floodPages.length]}?u=${n}-${Math.random().toString(36).slice(2)}`, headers: { ...HEADERS, host: `h${n % HOSTS}.example` } };
          },
        },
      ],
    };
    const probe = (seconds) => ({ url: `${origin}/api/f/system/application-configuration`, connections: 2, duration: seconds, headers: HEADERS });
    const rssBeforeFlood = rssMiB(pid);
    const floodStarted = Date.now();
    const floodRun = start(flood);
    const limit = setTimeout(() => floodRun.stop(), FLOOD_LIMIT_SECONDS * 1000);
    const probeRun = start(probe(FLOOD_LIMIT_SECONDS + 10));
    const floodResult = await floodRun.done;
    clearTimeout(limit);
    const floodMs = Date.now() - floodStarted;
    // The probe measured the flood's time, no more.
    probeRun.stop();
    const probeResult = await probeRun.done;
    const rssAfterFlood = rssMiB(pid);
    const probeAlone = await run(probe(Math.max(Math.ceil(floodMs / 1000), 10)));

    await server.stop();
    return {
      label,
      rss: { start: rssStart, afterMixed: rssAfterMixed, beforeFlood: rssBeforeFlood, afterFlood: rssAfterFlood },
      mixed: { public: summary(mixedPublic), scans: summary(scans), staffLists: summary(staffLists), memberLists: summary(memberLists), tracking: summary(tracking) },
      alonePublic: summary(alonePublic),
      flood: { ...summary(floodResult), seconds: (floodMs / 1000).toFixed(1) },
      probeDuring: summary(probeResult),
      probeAlone: summary(probeAlone),
    };
  } finally {
    if (!process.env.BENCH_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printReport(results) {
  const row = (cells, widths) => cells.map((c, i) => String(c).padStart(widths[i])).join('  ');
  console.log('\n## results\n');
  const widths = [34, 9, 8, 8, 8, 9, 8];
  console.log(row(['scenario', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx'], widths));
  for (const r of results) {
    const line = (name, s) => console.log(row([`${r.label}: ${name}`, s.requests, s.rps, s.p50, s.p99, s.max, s.non2xx], widths));
    line('public pages, mixed load', r.mixed.public);
    line('  scans (5/s)', r.mixed.scans);
    line('  staff order list (2/s)', r.mixed.staffLists);
    line('  member order list (2/s)', r.mixed.memberLists);
    line('  tracking page (1/s)', r.mixed.tracking);
    line('public pages alone', r.alonePublic);
    line(`flood (${r.flood.seconds} s)`, r.flood);
    line('API config during the flood', r.probeDuring);
    line('API config without flood', r.probeAlone);
  }
  console.log('\nRSS (MiB): start / after the mixed load / before the flood / after the flood');
  for (const r of results) console.log(`  ${r.label}: ${r.rss.start} / ${r.rss.afterMixed} / ${r.rss.beforeFlood} / ${r.rss.afterFlood}`);
  console.log('\nstatus codes of the flood:');
  for (const r of results) console.log(`  ${r.label}: ${JSON.stringify(r.flood.statuses)}`);
}

async function main() {
  killChildrenOnExit();
  console.log(`bench:render — ${new Date().toISOString()}, ${os.cpus().length} cores, node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
  console.log(`mixed load: ${CONNECTIONS} visitor connections for ${SECONDS} s with scans ${RATES.scans}/s, staff lists ${RATES.staffLists}/s, member lists ${RATES.memberLists}/s, tracking ${RATES.tracking}/s`);
  console.log(`flood: ${FLOOD} requests, unique junk parameter each, ${HOSTS} Host headers, ${FLOOD_CONNECTIONS} connections (at most ${FLOOD_LIMIT_SECONDS} s)`);
  const results = [];
  if (process.env.BENCH_BEFORE) results.push(await measure('before', path.resolve(process.env.BENCH_BEFORE)));
  results.push(await measure('after', root));
  printReport(results);
  console.log(`\nload average at end: ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
}

main().catch((error) => {
  console.error(`bench:render: could not measure: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
