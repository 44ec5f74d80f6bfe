import type { OpsCategory } from '@forwarder/api-client/ops';
import type { Locale } from '@forwarder/i18n';

// Article categories as the console offers them in selects (the article form, the category form's parent, the
// article list's filter): tree order with the depth shown by indentation, named in the console's language.

export const categoryName = (category: Pick<OpsCategory, 'displayNameZh' | 'displayNameEn'>, locale: Locale): string =>
  locale === 'en' && category.displayNameEn ? category.displayNameEn : category.displayNameZh;

/** Options of a native select; the indentation is non-breaking spaces, which a select keeps. */
export function categoryOptions(categories: readonly OpsCategory[], locale: Locale): { value: string; displayName: string }[] {
  return categories.map((category) => ({ value: category.id, displayName: `${'\u00a0\u00a0'.repeat(category.depth)}${categoryName(category, locale)}` }));
}
