import { createHash } from 'node:crypto';

// Fixed namespace of this portal's region ids. Changing it changes every id: never do that.
const NAMESPACE = Buffer.from('6f1c2a7e4b9d4e3a8c5f0d1e2b3a4c5d', 'hex');

/** Deterministic UUID (RFC 4122 v5 layout: sha1 of namespace + name) so every machine and reseed agree. */
export function uuidV5(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of a region: `level:code` (codes are unique within a level). */
export const regionId = (level: number, code: string): string => uuidV5(`${level}:${code}`);
