import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertWritableDataDir, type DataDirFs } from './data-dir';
import { ConfigError } from './env';

/** An fs whose `failing` operation throws the errno a real disk gives (tests may run as root, where chmod does not). */
function failingFs(failing: 'mkdirSync' | 'writeFileSync', code: string, message: string): DataDirFs {
  const fail = () => {
    throw Object.assign(new Error(message), { code });
  };
  return {
    mkdirSync: failing === 'mkdirSync' ? fail : () => undefined,
    writeFileSync: failing === 'writeFileSync' ? fail : () => undefined,
    rmSync: () => undefined,
  } as unknown as DataDirFs;
}

describe('assertWritableDataDir', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-check-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates a missing folder and leaves nothing of its probe behind', () => {
    const dataDir = path.join(root, 'a', 'b');
    assertWritableDataDir(dataDir);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('names the folder and the cause when a part of the path is a file', () => {
    fs.writeFileSync(path.join(root, 'file'), '');
    const dataDir = path.join(root, 'file', 'data');
    expect(() => assertWritableDataDir(dataDir)).toThrow(
      new ConfigError(`DATA_DIR ${dataDir} does not exist and cannot be created (ENOTDIR): a part of the path is a file, not a folder`),
    );
  });

  it('says a folder it may not write to is not writable (EACCES)', () => {
    const fake = failingFs('writeFileSync', 'EACCES', `EACCES: permission denied, open '/var/lib/portal/.write-probe'`);
    expect(() => assertWritableDataDir('/var/lib/portal', fake)).toThrow(
      new ConfigError('DATA_DIR /var/lib/portal is not writable (EACCES): permission denied'),
    );
  });

  it('says so on a read-only file system (EROFS), and when the folder cannot be created (EACCES)', () => {
    expect(() => assertWritableDataDir('/mnt/ro/portal', failingFs('writeFileSync', 'EROFS', 'EROFS: read-only file system'))).toThrow(
      'DATA_DIR /mnt/ro/portal is not writable (EROFS): read-only file system',
    );
    expect(() => assertWritableDataDir('/srv/portal', failingFs('mkdirSync', 'EACCES', 'EACCES: permission denied'))).toThrow(
      'DATA_DIR /srv/portal does not exist and cannot be created (EACCES): permission denied',
    );
  });

  it('keeps the first line of an error it has no words for', () => {
    const fake = failingFs('writeFileSync', 'EIO', 'EIO: i/o error, open x\nmore');
    expect(() => assertWritableDataDir('/d', fake)).toThrow(new ConfigError('DATA_DIR /d is not writable (EIO): EIO: i/o error, open x'));
  });
});
