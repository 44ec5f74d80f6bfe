// `npm run bench:web`: how the public site paints on a phone (Lighthouse) and how fast its server answers (autocannon),
// against a floor page built in the same run. A benchmark, not a test: it prints its numbers and the targets of
// issue 15, exits 0 whether or not they are met, and non-zero only when it could not measure.
// It builds nothing of the product (measures dist/ as the build left it); docs/benchmarks.md explains the output.
// Environment: BENCH_RUNS (3), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_PAGES (all; e.g. "home,article"),
// CHROME_PATH (/usr/bin/chromium), BENCH_KEEP (keep the temporary data directory).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchOptions } from './lib/bench-options.mjs';
import { buildFloor } from './lib/bench-web/floor.mjs';
import { measurePage } from './lib/bench-web/lighthouse.mjs';
import { loadTest, warmUp } from './lib/bench-web/load.mjs';
import { freePort, killChildrenOnExit, spawnNode, waitForHttp } from './lib/bench-web/processes.mjs';
import { staticTwin } from './lib/bench-web/static-twin.mjs';
import {
  findArticle,
  findWaybills,
  freshDataDir,
  hasSsrBundle,
  missingBuilds,
  seedDemoData,
  startProduct,
} from './lib/bench-web/product.mjs';
import { lighthouseTable, lighthouseTargets, loadTable, medians, printTargets } from './lib/bench-web/report.mjs';

const { intEnv, fail } = benchOptions('bench:web');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const libDir = path.join(root, 'tools/scripts/lib/bench-web');
const RUNS = intEnv('BENCH_RUNS', 3);
const SECONDS = intEnv('BENCH_SECONDS', 10);
const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 50);
const PAGE_KEYS = ['home', 'en', 'article', 'tracking', 'login'];
const wantedPages = (process.env.BENCH_PAGES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const HOME_LABEL = '/';
const CACHED_P99_LIMIT_MS = 30;
/** Issue 28: a cached page costs at most twice the CPU of a static file of its bytes through the same server. */
const CACHED_CPU_LIMIT = 2;
/** The server's default RENDER_CONCURRENCY: the uncached scenarios keep every render running, none queued or refused. */
const UNCACHED_CONNECTIONS = 2;
const WARMUP_SECONDS = 2;
const SERVER_WARMUP_SECONDS = 5;

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

async function main() {
  const started = Date.now();
  killChildrenOnExit();
  const unknown = wantedPages.filter((p) => !PAGE_KEYS.includes(p));
  if (unknown.length > 0) fail(`BENCH_PAGES: unknown ${unknown.join(', ')} (known: ${PAGE_KEYS.join(', ')}; the floor is always measured)`);

  const { missing, command } = await missingBuilds(root);
  if (missing.length > 0) {
    fail(`the product is not built (missing ${missing.map((m) => m.file).join(', ')}).\n` +
      `bench:web measures what is in dist/ and builds nothing of the product: run\n  ${command}\nfirst.`);
  }
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const chromeVersion = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout?.trim() || `? (${chromePath})`;
  const lighthouseVersion = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  console.log(`bench:web — ${new Date().toISOString()}, ${os.cpus().length} cores, node ${process.version}, ${chromeVersion}, Lighthouse ${lighthouseVersion}`);
  console.log(`load average at start (1 / 5 / 15 min): ${loadAverage()}`);
  console.log(`server rendering bundle in dist/: ${hasSsrBundle(root) ? 'yes' : 'no (client-rendered site)'}`);
  console.log(`Lighthouse: ${RUNS} run(s) per page, interleaved; load: ${CONNECTIONS} connections, ${SECONDS} s per scenario`);

  const floorDir = path.join(root, 'dist/bench/floor');
  const t0 = Date.now();
  const { jsGzipBytes } = await buildFloor(root, floorDir);
  console.log(`floor page built with Vite in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${(jsGzipBytes / 1024).toFixed(0)} KiB of JS gzipped`);

  const dataDir = freshDataDir();
  if (!process.env.BENCH_KEEP) process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let measuredAll = true;

  const t1 = Date.now();
  await seedDemoData(root, { port: await freePort(), dataDir });
  const floorPort = await freePort();
  const floorServer = spawnNode('floor', [path.join(libDir, 'static-server.mjs'), floorDir, String(floorPort)]);
  await waitForHttp(`http://127.0.0.1:${floorPort}/`, { timeoutMs: 10_000, exited: floorServer.exited });
  const product = await startProduct(root, { name: 'server', port: await freePort(), dataDir, production: true });
  console.log(`product seeded and started in ${((Date.now() - t1) / 1000).toFixed(1)} s (NODE_ENV=production, data in ${dataDir})`);

  const article = await findArticle(product.origin);
  const waybills = await findWaybills(product.origin, dataDir);
  const pages = [
    { key: 'floor', label: 'floor', url: `http://127.0.0.1:${floorPort}/` },
    { key: 'home', label: HOME_LABEL, url: `${product.origin}/` },
    { key: 'en', label: '/en', url: `${product.origin}/en` },
    { key: 'article', label: 'article', url: `${product.origin}/article/${article.id}` },
    { key: 'tracking', label: 'tracking ×3', url: `${product.origin}/site/tracking?numbers=${waybills.join(',')}` },
    { key: 'login', label: '/login', url: `${product.origin}/login` },
  ].filter((p) => p.key === 'floor' || wantedPages.length === 0 || wantedPages.includes(p.key));
  console.log('\npages:');
  for (const p of pages) console.log(`  ${p.label.padEnd(12)} ${p.url}`);
  console.log(`  (article: "${article.title}"${article.hasCover ? ', with a cover image' : ''}; waybills ${waybills.join(', ')})`);

  // Lighthouse: round by round, every page once per round, so that what else the machine does hits all pages alike.
  if (RUNS > 0) {
    const runs = new Map(pages.map((p) => [p.key, []]));
    console.log('');
    for (let round = 1; round <= RUNS; round++) {
      for (const page of pages) {
        const t = Date.now();
        const r = await measurePage(page.url);
        runs.get(page.key).push(r);
        const took = `${((Date.now() - t) / 1000).toFixed(0)} s`;
        const what = r.ok
          ? `LCP ${(r.metrics.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.metrics.tbt)} ms  CLS ${r.metrics.cls.toFixed(3)}  perf ${r.metrics.performance}` +
            (r.finalUrl === page.url ? '' : `  (ended at ${r.finalUrl})`)
          : `FAILED: ${r.error}`;
        console.log(`  round ${round}/${RUNS}  ${page.label.padEnd(12)} ${what}  (${took})`);
      }
    }
    const summary = pages.map((p) => ({
      label: p.label,
      m: medians(runs.get(p.key)),
      ok: runs.get(p.key).filter((r) => r.ok).length,
      total: RUNS,
    }));
    if (summary.some((s) => !s.m)) measuredAll = false;
    console.log(`\nLighthouse ${lighthouseVersion}, mobile preset (simulated throttling), medians of ${RUNS} run(s):\n`);
    console.log(lighthouseTable(summary));
    printTargets('targets (each against the floor of this run):', lighthouseTargets(summary, HOME_LABEL));
  }

  // Load: the bare reference first; then the server as started (render cache on) and a second one with the cache
  // off, both running, their scenarios side by side in time (/ cached, / uncached, article cached, article
  // uncached) so that a busy moment of the machine does not fall on one of a pair only.
  if (SECONDS > 0) {
    await floorServer.stop();
    const helloPort = await freePort();
    const hello = spawnNode('hello', [path.join(libDir, 'hello-server.mjs'), String(helloPort)]);
    await waitForHttp(`http://127.0.0.1:${helloPort}/`, { timeoutMs: 10_000, exited: hello.exited });
    const uncached = await startProduct(root, {
      name: 'server-uncached',
      port: await freePort(),
      dataDir,
      production: true,
      env: { RENDER_CACHE_TTL_MS: '0' },
    });
    const options = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
    const articlePath = `/article/${article.id}`;
    const results = [];
    const scenario = async (label, url, pid, connections = CONNECTIONS) => {
      const r = await loadTest(url, { ...options, connections }, pid);
      results.push({ label, r });
      console.log(`  ${label}: ${Math.round(r.rps).toLocaleString('en')} req/s, p99 ${r.p99} ms`);
      if (r.non2xx > 0 || r.errors > 0) {
        measuredAll = false;
        console.log(`    ${r.non2xx} non-2xx answers (statuses ${JSON.stringify(r.statuses)}) and ${r.errors} errors: this scenario did not measure the page`);
      }
    };
    console.log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per scenario after a ${WARMUP_SECONDS} s warm-up ` +
      `(and ${SERVER_WARMUP_SECONDS} s per URL on each product server first), Accept-Encoding: br, gzip`);
    await scenario('bare node:http, small HTML (reference)', `http://127.0.0.1:${helloPort}/`, hello.proc.pid);
    await hello.stop();
    const twin = await staticTwin(root, product.origin, '/');
    console.log(`  (static file of the same bytes as /: ${twin.path}, ${twin.plainBytes.toLocaleString('en')} bytes, ` +
      `${twin.brBytes.toLocaleString('en')} with Brotli)`);
    try {
      for (const server of [product, uncached]) {
        await warmUp([`${server.origin}/`, `${server.origin}${articlePath}`], { connections: CONNECTIONS, seconds: SERVER_WARMUP_SECONDS });
      }
      await scenario('/ cached', `${product.origin}/`, product.proc.pid);
      await scenario('static file of the same bytes as / (same server)', `${product.origin}${twin.path}`, product.proc.pid);
      // Every request renders: as many connections as renders run at once (RENDER_CONCURRENCY, 2). With 50, the
      // render queue (32) refuses the rest with 503 by design, and the scenario measured those instead of renders.
      await scenario(`/ uncached (RENDER_CACHE_TTL_MS=0, ${UNCACHED_CONNECTIONS} connections)`, `${uncached.origin}/`, uncached.proc.pid, UNCACHED_CONNECTIONS);
      await scenario('article cached', `${product.origin}${articlePath}`, product.proc.pid);
      await scenario(`article uncached (RENDER_CACHE_TTL_MS=0, ${UNCACHED_CONNECTIONS} connections)`, `${uncached.origin}${articlePath}`, uncached.proc.pid, UNCACHED_CONNECTIONS);
    } finally {
      twin.remove();
    }
    await uncached.stop();
    console.log('');
    console.log(loadTable(results));
    const home = results.find((x) => x.label === '/ cached')?.r;
    const staticFile = results.find((x) => x.label.startsWith('static file'))?.r;
    const cpuRatio = home?.cpuMsPerRequest && staticFile?.cpuMsPerRequest ? home.cpuMsPerRequest / staticFile.cpuMsPerRequest : undefined;
    printTargets('targets:', [
      { pass: Boolean(home && home.p99 <= CACHED_P99_LIMIT_MS), text: `cached / p99 ≤ ${CACHED_P99_LIMIT_MS} ms at ${CONNECTIONS} connections: ${home?.p99 ?? '?'} ms` },
      {
        pass: cpuRatio !== undefined && cpuRatio <= CACHED_CPU_LIMIT,
        text: `cached / CPU per request ≤ ${CACHED_CPU_LIMIT}× a static file of its bytes: ${cpuRatio === undefined ? '?' : `${cpuRatio.toFixed(2)}×`}`,
      },
    ]);
  }
  await product.stop();
  await floorServer.stop();

  console.log(`\nload average at end (1 / 5 / 15 min): ${loadAverage()}`);
  console.log(`bench:web took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  if (!measuredAll) {
    console.error('bench:web: some measurements failed (see above)');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`bench:web: could not measure: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
