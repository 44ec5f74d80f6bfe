import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard (GPU/ASIC guessing is expensive) and ships with Node: no native dependency.
// N=2^15, r=8 needs 128*N*r = 32 MiB; Node's default maxmem (32 MiB) is just too small, hence the raise.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  const maxmem = 128 * (options.N ?? PARAMS.N) * (options.r ?? PARAMS.r) * 2;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt b64>$<hash b64>`: parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check; a malformed or foreign hash is simply "no match". */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = encoded.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const N = Number(n);
  const options = { N, r: Number(r), p: Number(p) };
  if (![N, options.r, options.p].every((v) => Number.isInteger(v) && v > 0) || N > MAX_N) return false;
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

/** True when the stored hash uses weaker parameters than today's: rehash after a successful login. */
export function needsRehash(encoded: string): boolean {
  const [scheme, n, r, p] = encoded.split('$');
  return scheme !== 'scrypt' || Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p;
}
