// Closed-loop HTTP load with autocannon: N keep-alive connections, each sending its next request when the answer
// arrived. Requests accept compression as a browser does, so the server's compression is part of what is measured.
import autocannon from 'autocannon';
import { processCpuMs } from './processes.mjs';

const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };

/**
 * Load on a server process that has just started, not counted: its first seconds under load (JIT, lazy
 * initialisation, the heap growing) are several times slower than what follows (p99 300–600 ms against under
 * 100 ms on this machine), and would otherwise be charged to whichever scenario comes first.
 */
export async function warmUp(urls, { connections, seconds }) {
  for (const url of urls) await run({ url, connections, duration: seconds, headers: HEADERS });
}

/**
 * `pid`: the serving process, whose CPU time per answered request is measured too (the stable figure on a shared
 * machine, where req/s and p99 move with everything else that runs).
 * @returns {Promise<{ rps: number, p50: number, p99: number, requests: number, non2xx: number, statuses: Record<string, number>, errors: number, cpuMsPerRequest: number | undefined }>}
 */
export async function loadTest(url, { connections, seconds, warmupSeconds }, pid) {
  // The render cache's first fill and the connections' set-up, not counted.
  await run({ url, connections, duration: warmupSeconds, headers: HEADERS });
  const cpuBefore = processCpuMs(pid);
  const r = await run({ url, connections, duration: seconds, headers: HEADERS });
  const cpuAfter = processCpuMs(pid);
  return {
    cpuMsPerRequest: cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0 ? (cpuAfter - cpuBefore) / r.requests.total : undefined,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    /** How many answers of each status code (autocannon's statusCodeStats). */
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count])),
    errors: r.errors + r.timeouts,
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
