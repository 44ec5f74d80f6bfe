// A throw-away PostgreSQL cluster for the bench, as test/postgres-global-setup.cjs starts one for the tests:
// fsync off, in a folder of its own, stopped at the end. Kept (and started again) when the folder is reused.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('bench on PostgreSQL needs DATABASE_URL or PostgreSQL installed (initdb under /usr/lib/postgresql/*/bin)');
  return path.join(root, newest, 'bin');
}

// PostgreSQL refuses to run as root: its binaries then run as the `postgres` system user.
function asDbUser(cmd: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const res = spawnSync(file, argv, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd} failed (${res.status}): ${res.stderr || res.stdout}`);
}

export interface PgCluster {
  /** postgres:// URL of the `postgres` database (create the bench's databases through it). */
  adminUrl: string;
  stop(): void;
}

export function startCluster(dir: string, port: number): PgCluster {
  const bin = binDir();
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
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
    '-c shared_buffers=256MB',
    '-c max_wal_size=4GB',
  ].join(' ');
  asDbUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', opts, '-l', path.join(dir, 'postgres.log'), '-w', 'start']);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => asDbUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
  };
}
