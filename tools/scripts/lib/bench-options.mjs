// The options of a bench script, read from its environment: a bad value stops the script with one line naming it.
export function benchOptions(script) {
  /** Prints `<script>: <message>` and exits 2 (a usage error, not a missed target). */
  const fail = (message) => {
    console.error(`${script}: ${message}`);
    process.exit(2);
  };
  /** A whole number ≥ 0 from the environment variable `name`, `fallback` when unset or empty. */
  const intEnv = (name, fallback) => {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) fail(`${name} must be a whole number ≥ 0, not "${raw}"`);
    return n;
  };
  return { fail, intEnv };
}
