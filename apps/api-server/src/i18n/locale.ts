import { LanguageCode } from '@forwarder/contracts/api-f';

/** A language of the contract: every text the server answers exists in each. */
export type Locale = LanguageCode;
export const DEFAULT_LOCALE: Locale = LanguageCode.ZhHans;

function matchTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return LanguageCode.En;
  if (lower === 'zh' || lower.startsWith('zh-')) return LanguageCode.ZhHans;
  return undefined;
}

/** The best supported locale for an Accept-Language header (q-values honoured), zh-Hans when nothing matches. */
export function resolveLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The text of a `[zh-Hans, en]` pair in `locale` (the server's fixed texts: display names, templates, reasons). */
export const localized = (texts: readonly [zh: string, en: string], locale: Locale): string => (locale === LanguageCode.En ? texts[1] : texts[0]);
