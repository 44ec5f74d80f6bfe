// Starts a throw-away PostgreSQL cluster for the postgres Jest project, unless TEST_DATABASE_URL points at one.
// Each test file then creates its own database in it (see test/harness.ts), so files run in parallel.
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const STATE_FILE = path.join(os.tmpdir(), `api-server-pg-${process.pid}.json`);

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
function asDbUser(cmd, args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const res = spawnSync(file, argv, { encoding: 'utf8' });
  if (res.status !== 0) {
    throw new Error(`${cmd} failed (${res.status}): ${res.stderr || res.stdout}`);
  }
}

module.exports = async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_PG_ADMIN_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  const bin = findBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL tests need either TEST_DATABASE_URL or a local PostgreSQL installation (initdb not found under /usr/lib/postgresql/*/bin).\n' +
        'Install it with:  apt-get install -y postgresql\n' +
        'or run only SQLite:  TEST_DB=sqlite npx nx run api-server:test',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-pg-'));
  fs.chmodSync(dir, 0o755);
  if (process.getuid && process.getuid() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  asDbUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  asDbUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', opts, '-l', path.join(dir, 'postgres.log'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  process.env.TEST_PG_ADMIN_URL = url;
  fs.writeFileSync(STATE_FILE, JSON.stringify({ dir, dataDir, bin }));
};

module.exports.STATE_FILE = STATE_FILE;
module.exports.asDbUser = asDbUser;
