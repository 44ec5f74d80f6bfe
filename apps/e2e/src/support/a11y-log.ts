import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every accessibility violation an attempt finds is written to the run's log (one file in the run's data directory,
 * shared by all workers), so a retry that passes cannot hide it (issue 27: CI retries a failed test once): the retry of
 * a test fails at its first axe check with what the earlier attempt found, and the global teardown fails the run when
 * the log holds anything (even if the retry never reached an axe check). docs/decisions.md, "Issue 27: accessibility
 * failures are not retried away".
 */
const A11Y_LOG_FILE = 'a11y-violations.jsonl';

export interface A11yRecord {
  testId: string;
  title: string;
  retry: number;
  violations: string[];
}

function a11yLog(): string | null {
  const dir = process.env.E2E_DATA_DIR;
  return dir ? path.join(dir, A11Y_LOG_FILE) : null;
}

/** Appends one attempt's violations to the run's log. */
export function recordA11yViolations(record: A11yRecord): void {
  const file = a11yLog();
  if (file) appendFileSync(file, `${JSON.stringify(record)}\n`);
}

/** What the log holds (the global teardown reads it too). */
export function recordedA11yViolations(file = a11yLog()): A11yRecord[] {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as A11yRecord);
}

