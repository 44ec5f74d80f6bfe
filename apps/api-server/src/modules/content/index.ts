// Front door of the content module: its tables (for db/schema.ts) and what the staff side's site modules share
// with the public reads: the HTML sanitiser (every CMS HTML write goes through it), the article language rule,
// the category tree and the page contents' JSON text per language.

export type { ContentArticlesTable, ContentCategoriesTable, ContentNavRow, ContentPageContentRow, ContentTables } from './content.tables';
export { sanitizeHtml } from './html-sanitiser';
export { articleLanguages, hasVisibleContent } from './article-languages';
export { loadCategoryTree, subtreeIds, type CategoryTree } from './categories.service';
export { localizedJson, parseLocalizedJson } from './localized-text';
export { listPublishedPages, type PublishedPage, type PublishedPages } from './published-pages';
// The seed's deterministic ids, for other modules' tests.
export { CATEGORY_IDS } from './seed/seed-categories';
export { NAV_IDS } from './seed/seed-navs';
