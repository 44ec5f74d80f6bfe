// Front door of the content module: its tables (for db/schema.ts) and what the staff side's site modules share
// with the public reads: the HTML sanitiser (every CMS HTML write goes through it), the article language rule and
// the category tree.

export type { ContentTables, ContentArticlesTable, ContentCategoriesTable } from './content.tables';
export { sanitizeHtml } from './html-sanitiser';
export { articleLanguages, hasVisibleContent } from './article-languages';
export { loadCategoryTree, subtreeIds, type CategoryTree } from './categories.service';
// The seed's deterministic ids, for other modules' tests.
export { CATEGORY_IDS } from './seed/seed-categories';
export { NAV_IDS } from './seed/seed-navs';
