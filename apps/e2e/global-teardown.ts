import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { recordedA11yViolations } from './src/support/a11y-log';

/**
 * Fails the run when any attempt of any test found an accessibility violation, even if its retry passed (the log of
 * support/a11y-log.ts), then removes the run's temporary data directory (only ever one under the OS temp folder).
 */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  const found = recordedA11yViolations();
  if (dir && dir.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
  if (found.length > 0) {
    const lines = found.map((record) => `${record.title} (attempt ${record.retry + 1}):\n    ${record.violations.join('\n    ')}`);
    throw new Error(`Accessibility violations were found (a retry that passed does not clear them):\n  ${lines.join('\n  ')}`);
  }
}
