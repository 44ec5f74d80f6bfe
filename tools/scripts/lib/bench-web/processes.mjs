// Child processes of a benchmark run, and the ports they listen on. Every child is registered here, so that a
// finished run, a failure and Ctrl-C all leave nothing running behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';

/** @type {Set<{ name: string, kill: () => void }>} */
const running = new Set();

/** Registers something to stop at exit (a child process, a browser). Returns the function that unregisters it. */
export function track(name, kill) {
  const entry = { name, kill };
  running.add(entry);
  return () => running.delete(entry);
}

export function killAll() {
  for (const entry of running) {
    try {
      entry.kill();
    } catch {
      // Already gone: nothing left to stop.
    }
  }
  running.clear();
}

/** Ctrl-C and SIGTERM stop the children first; the exit hook covers errors that end the process. */
export function killChildrenOnExit() {
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping ${running.size} child process(es)`);
      killAll();
      process.exit(130);
    });
  }
}

/**
 * A node child with its output prefixed (a server's warnings stay readable among the benchmark's lines).
 * @param {string} name
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string | undefined> }} [options]
 */
export function spawnNode(name, args, { cwd, env } = {}) {
  const proc = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const untrack = track(name, () => proc.kill('SIGKILL'));
  const exited = new Promise((resolve) => {
    proc.once('exit', (code, signal) => {
      untrack();
      resolve({ code, signal });
    });
  });
  for (const stream of [proc.stdout, proc.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) console.log(`  [${name}] ${line}`);
    });
  }
  return {
    proc,
    exited,
    /** SIGTERM (a graceful shutdown), SIGKILL after `graceMs`. */
    async stop(graceMs = 10_000) {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** User + system CPU milliseconds a process has used so far (Linux /proc; undefined elsewhere or once it is gone). */
export function processCpuMs(pid) {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // utime and stime: the 12th and 13th fields after the command name (which may hold spaces), in 10 ms ticks.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Resolves once `url` answers with a 2xx; rejects when the child exits first or time runs out. */
export async function waitForHttp(url, { timeoutMs, exited }) {
  let gone = false;
  void exited?.then(() => (gone = true));
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise((resolve) => {
      // A 2xx, not any answer: the server listens before it has migrated and seeded, and refuses requests with 503
      // until it is ready (a seeding start stopped at its first answer had written no demo orders).
      const req = http.get(url, (res) => {
        res.resume();
        resolve(res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300);
      });
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    if (gone) throw new Error(`the process meant to answer ${url} exited before it did`);
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
