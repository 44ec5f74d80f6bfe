import type { components } from '@forwarder/contracts/api-f';
import { NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import type { ContentCategoriesTable } from '../content.tables';
import { pickText } from '../localized-text';
import type { ContentDb } from '../content.db';

type Category = components['schemas']['Category'];
type CategoryDetail = components['schemas']['CategoryDetail'];

/** All categories (a CMS has tens, not thousands) with their tree, for subtree filters and counts. */
export interface CategoryTree {
  rows: ContentCategoriesTable[];
  byId: Map<string, ContentCategoriesTable>;
  childrenOf: Map<string | null, ContentCategoriesTable[]>;
}

const byDisplayOrder = (a: ContentCategoriesTable, b: ContentCategoriesTable): number =>
  a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export async function loadCategoryTree(db: ContentDb): Promise<CategoryTree> {
  const rows = await db.selectFrom('content_categories').selectAll().execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const childrenOf = new Map<string | null, ContentCategoriesTable[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && byId.has(row.parentId) ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  for (const list of childrenOf.values()) list.sort(byDisplayOrder);
  return { rows, byId, childrenOf };
}

/** The category and all its descendants (the visited set also guards against a parentId cycle). */
export function subtreeIds(tree: CategoryTree, id: string): string[] {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const child of tree.childrenOf.get(current) ?? []) stack.push(child.id);
  }
  return [...seen];
}

async function publishedCounts(db: ContentDb): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('content_articles')
    .select(['categoryId', (eb) => eb.fn.countAll().as('count')])
    .where('isPublished', '=', 1)
    .groupBy('categoryId')
    .execute();
  return new Map(rows.map((r) => [r.categoryId, Number(r.count)]));
}

function toCategory(row: ContentCategoriesTable, locale: Locale, tree: CategoryTree, counts: Map<string, number>): Category {
  return {
    id: row.id,
    parentId: row.parentId,
    displayName: pickText(locale, row.displayName, row.displayNameEn),
    description: pickText(locale, row.description, row.descriptionEn),
    sort: Number(row.sort),
    // Same scope as the article list filtered by this category: its sub-categories' articles count too.
    articleCount: subtreeIds(tree, row.id).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0),
  };
}

/** Top-level categories, or the children of `parentId` (an unknown parent has none). */
export async function listCategories(db: ContentDb, locale: Locale, parentId: string | undefined): Promise<{ items: Category[] }> {
  const [tree, counts] = await Promise.all([loadCategoryTree(db), publishedCounts(db)]);
  const rows = tree.childrenOf.get(parentId ?? null) ?? [];
  return { items: rows.map((r) => toCategory(r, locale, tree, counts)) };
}

export async function getCategory(db: ContentDb, locale: Locale, id: string): Promise<CategoryDetail> {
  const [tree, counts] = await Promise.all([loadCategoryTree(db), publishedCounts(db)]);
  const row = tree.byId.get(id);
  if (!row) throw new NotFoundError();
  return {
    ...toCategory(row, locale, tree, counts),
    items: (tree.childrenOf.get(id) ?? []).map((r) => toCategory(r, locale, tree, counts)),
  };
}
