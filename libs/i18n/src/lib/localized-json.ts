import { DEFAULT_LOCALE } from './locales';

/**
 * Server content whose text fields hold JSON text with one entry per language code (spec section 3,
 * page content): `'{"zh-Hans":"你好","en":"Hello"}'`. Returns the entry for `locale`, else zh-Hans,
 * else the first string entry, else the raw text (plain text that is not such JSON is shown as
 * is). Never throws; null/undefined give ''.
 *
 * Keys are matched exactly first, then case-insensitively and by language (`en-US` answers `en`,
 * `zh-CN`/`zh` answer `zh-Hans`), because content editors do not always write the exact code.
 */
export function localizedJson(text: string | null | undefined, locale: string): string {
  if (text === null || text === undefined) return '';
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return text;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return text;
  const entries = Object.entries(parsed as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  if (entries.length === 0) return text;
  return pick(entries, locale) ?? pick(entries, DEFAULT_LOCALE) ?? entries[0]?.[1] ?? text;
}

function pick(entries: Array<[string, string]>, locale: string): string | undefined {
  const wanted = locale.toLowerCase();
  const exact = entries.find(([key]) => key === locale) ?? entries.find(([key]) => key.toLowerCase() === wanted);
  if (exact) return exact[1];
  const language = wanted.split('-')[0];
  return entries.find(([key]) => key.toLowerCase().split('-')[0] === language)?.[1];
}
