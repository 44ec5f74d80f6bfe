import type { RegionsDb } from './regions.db';

/** Which of these ISO codes are countries of the region data (level 0). */
export async function knownCountries(db: RegionsDb, codes: Iterable<string>): Promise<Set<string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Set();
  const rows = await db.selectFrom('regions').select('code').where('level', '=', 0).where('code', 'in', unique).execute();
  return new Set(rows.map((r) => r.code));
}
