// Front door of the content module: its tables (for db/schema.ts), and what the console's site-content module
// (api-ops) needs to edit them the way the public reads expect. The module's definition is ./module.ts.

export type { ContentNavRow, ContentPageContentRow, ContentTables } from './content.tables';
export { stripScripts } from './html-guard';
export { localizedJson, parseLocalizedJson } from './localized-text';
// The seed's deterministic ids, which tests (and the contracts' examples) name.
export { CATEGORY_IDS } from './seed/seed-categories';
export { NAV_IDS } from './seed/seed-navs';
