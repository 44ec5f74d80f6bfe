import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './env';

/** The few file operations the check needs, so a test can make them fail the way a real disk would. */
export type DataDirFs = Pick<typeof fs, 'mkdirSync' | 'writeFileSync' | 'rmSync'>;

/** Why a folder cannot be used, in words an operator acts on; the code stays in the line for searching. */
const CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENOENT: 'a part of the path does not exist',
};

/**
 * Makes sure DATA_DIR exists (creating it if it can) and that this process may write there, by writing and removing
 * a small file. Runs before the database opens: SQLite and the upload folders would otherwise fail later with an
 * error naming neither the folder nor the cause (`SqliteError: unable to open database file`). Throws a
 * ConfigError whose message is one line, which main.ts prints without a stack.
 */
export function assertWritableDataDir(dataDir: string, fileSystem: DataDirFs = fs): void {
  try {
    fileSystem.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw dataDirError(dataDir, 'does not exist and cannot be created', error);
  }
  const probe = path.join(dataDir, `.write-probe-${process.pid}-${Date.now()}`);
  try {
    fileSystem.writeFileSync(probe, '', { flag: 'wx' });
  } catch (error) {
    throw dataDirError(dataDir, 'is not writable', error);
  }
  fileSystem.rmSync(probe, { force: true });
}

function dataDirError(dataDir: string, problem: string, error: unknown): ConfigError {
  const code = (error as NodeJS.ErrnoException).code;
  const cause = (code && CAUSES[code]) ?? firstLine((error as Error).message);
  return new ConfigError(`DATA_DIR ${dataDir} ${problem} (${code ?? 'error'}): ${cause}`);
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? text;
}
