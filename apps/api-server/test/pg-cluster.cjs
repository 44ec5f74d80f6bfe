// A throw-away PostgreSQL cluster on loopback (initdb + pg_ctl, run as the `postgres` system user when we are root):
// the PostgreSQL project's shared one (postgres-global-setup.cjs), the clusters a test restarts on its own
// (test/resilience), which must never be the shared one, and the bench's (bench/bench-api.ts). CommonJS because
// Jest loads global setups untransformed.
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// PostgreSQL refuses to run as root: run its binaries as the `postgres` system user then.
function commandAsDbUser(cmd, args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

function asDbUser(cmd, args) {
  const [file, argv] = commandAsDbUser(cmd, args);
  const res = spawnSync(file, argv, { encoding: 'utf8' });
  if (res.status !== 0) {
    throw new Error(`${cmd} failed (${res.status}): ${res.stderr || res.stdout}`);
  }
}

/** As asDbUser, without blocking the event loop (a test keeps sending requests while pg_ctl restarts the server). */
function asDbUserAsync(cmd, args) {
  const [file, argv] = commandAsDbUser(cmd, args);
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (${code}): ${output}`))));
  });
}

function requireBinDir() {
  const bin = findBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL tests and benches need either a database URL (TEST_DATABASE_URL for the tests, DATABASE_URL for the bench) or a local PostgreSQL installation (initdb not found under /usr/lib/postgresql/*/bin).\n' +
        'Install it with:  apt-get install -y postgresql\n' +
        'or run only SQLite:  TEST_DB=sqlite npx nx run api-server:test',
    );
  }
  return bin;
}

/** initdb in `dir` unless a cluster is there already, then start it on `port` with `settings` added (e.g. 'shared_buffers=256MB'). */
function initAndStart(bin, dir, port, settings) {
  const dataDir = path.join(dir, 'data');
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    asDbUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  }
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  const cluster = { dir, dataDir, bin, port, opts, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
  asDbUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', opts, '-l', logFile(cluster), '-w', 'start']);
  return cluster;
}

/**
 * initdb and start a cluster in a new temp folder; resolves with what pgCtl and removeCluster need and the admin URL.
 * Tuned for tests (no fsync): a crash may lose its data, a fast or immediate restart may not.
 */
async function startCluster(prefix = 'api-server-pg-') {
  const bin = requireBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  if (process.getuid && process.getuid() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  return initAndStart(bin, dir, await freePort(), []);
}

/**
 * A cluster in a folder that outlives the run (the bench's seeded databases): created on first use, started again
 * when the folder is reused. Stop it with stopCluster; the folder stays.
 */
function startClusterIn(dir, port, settings = []) {
  const bin = requireBinDir();
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  if (process.getuid && process.getuid() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  return initAndStart(bin, dir, port, settings);
}

/** Stops the cluster (fast: open sessions are ended), keeping its folder. */
function stopCluster(cluster) {
  asDbUser(path.join(cluster.bin, 'pg_ctl'), ['-D', cluster.dataDir, '-m', 'fast', '-w', 'stop']);
}

const logFile = (cluster) => path.join(cluster.dir, 'postgres.log');

/**
 * `pg_ctl <args>` on the cluster (e.g. `['-m', 'fast', '-w', 'restart']`), without blocking. The cluster's options go
 * with every command: `start` after a `stop` would otherwise come up on the default port.
 */
function pgCtl(cluster, args) {
  return asDbUserAsync(path.join(cluster.bin, 'pg_ctl'), ['-D', cluster.dataDir, '-o', cluster.opts, '-l', logFile(cluster), ...args]);
}

/** Stops the cluster at once (whatever runs on it) if it runs, and removes its folder. */
function removeCluster(cluster) {
  try {
    if (fs.existsSync(path.join(cluster.dataDir, 'postmaster.pid'))) {
      asDbUser(path.join(cluster.bin, 'pg_ctl'), ['-D', cluster.dataDir, '-m', 'immediate', '-w', 'stop']);
    }
  } finally {
    fs.rmSync(cluster.dir, { recursive: true, force: true });
  }
}

module.exports = { startCluster, startClusterIn, stopCluster, pgCtl, removeCluster };
