import { createHash } from 'node:crypto';

/**
 * A stable UUID (v5 layout over SHA-1) for a seed row's key: the same row gets the same id on every database, so
 * links between seeded rows (nav → category, nav detail → nav) need no lookups and tests can name them.
 */
export function seedId(key: string): string {
  const hex = createHash('sha1').update(`content-seed:${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export { localizedJson } from '../localized-text';
