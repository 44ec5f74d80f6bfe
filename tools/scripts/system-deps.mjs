// Debian packages the product's tests need on a fresh machine. As root they are installed; otherwise the exact
// command to run is printed and the caller stops (never a silent skip).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const checks = [
  { pkg: 'chromium', present: () => fs.existsSync('/usr/bin/chromium') },
  { pkg: 'fonts-noto-cjk', present: () => fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc') },
  // pdftotext: the PDF suites (labels, customs documents, statements, invoices) read the documents' text with it.
  { pkg: 'poppler-utils', present: () => fs.existsSync('/usr/bin/pdftotext') },
  {
    pkg: 'postgresql',
    present: () =>
      Boolean(process.env.TEST_DATABASE_URL) ||
      (fs.existsSync('/usr/lib/postgresql') &&
        fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))),
  },
];

export function missingPackages() {
  return checks.filter((c) => !c.present()).map((c) => c.pkg);
}

/** Returns true when everything is present (possibly after installing it). */
export function ensureSystemPackages() {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Missing Debian packages: ${missing.join(', ')}. Install them with:\n  sudo ${command}`);
    return false;
  }
  console.log(`Installing missing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  if (result.status !== 0) return false;
  return missingPackages().length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureSystemPackages() ? 0 : 1);
}
