import { ContentLanguage } from '@forwarder/contracts/api-f';
import type { Locale } from '../../../i18n/locale';

// An article is written in a language when that language has a title and content; the other fields (summary,
// author) may be empty. The languages are derived from the columns on every read rather than stored beside them,
// so the two can never disagree.

/** Text of HTML without its tags, for "is this content empty?" (an empty editor sends `<p></p>`). */
export function hasVisibleContent(html: string): boolean {
  return html.replace(/<img\b/gi, 'img').replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

export interface ArticleTexts {
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
}

export function articleLanguages(row: ArticleTexts): ContentLanguage[] {
  const languages: ContentLanguage[] = [];
  if (row.title.trim() && hasVisibleContent(row.content)) languages.push(ContentLanguage.ZhHans);
  if (row.titleEn.trim() && hasVisibleContent(row.contentEn)) languages.push(ContentLanguage.En);
  return languages;
}

/**
 * The language to show an article in: the request's when the article has it, else the one it has. An article with
 * neither complete (a row written before the rule) is shown in zh-Hans, the columns' old default.
 */
export function displayLanguage(locale: Locale, languages: readonly ContentLanguage[]): Locale {
  if (languages.includes(locale as ContentLanguage)) return locale;
  return languages[0] === ContentLanguage.En ? 'en' : 'zh-Hans';
}

/** The zh-Hans or English column of a field, by the article's display language (no per-field fallback). */
export const inLanguage = (language: Locale, zhHans: string, en: string): string => (language === 'en' ? en : zhHans);
