import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Removes the run's temporary data directory (only ever one under the OS temp folder). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
}
