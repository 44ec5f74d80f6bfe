import { NavType } from '@forwarder/contracts/api-f';
import { visibleArticles } from './articles/articles.service';
import { loadCategoryTree, subtreeIds } from './categories/categories.service';
import { publicNavRows } from './navs/navs.service';
import type { PublishedPages } from '../../http/site-sources';
import type { ContentDb } from './content.db';

// The content pages a visitor can open, for the sitemap: the same visibility rules as the public reads
// (visibleArticles, publicNavRows), so the sitemap never lists a page that answers 404. The shape is the one the
// sitemap asks for (http/site-sources.ts).

/** Display order, then id: the sitemap reads the same whatever order the database returns rows in. */
const byDisplayOrder = (a: { sort: number; id: string }, b: { sort: number; id: string }): number =>
  Number(a.sort) - Number(b.sort) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const later = (a: string, b: string | null | undefined): string => (b && Date.parse(b) > Date.parse(a) ? b : a);

export async function listPublishedPages(db: ContentDb): Promise<PublishedPages> {
  const [articleRows, tree, navRows] = await Promise.all([
    visibleArticles(db, false)
      .select(['a.id', 'a.categoryId', 'a.publishTime', 'a.lastModificationTime'])
      .orderBy('a.publishTime', 'desc')
      .orderBy('a.id')
      .execute(),
    loadCategoryTree(db),
    db.selectFrom('content_navs').selectAll().execute(),
  ]);

  const articles = articleRows.map((r) => ({ id: r.id, lastModified: later(r.publishTime, r.lastModificationTime) }));

  // Every category has a list page; it changes when an article in it (or a sub-category) does.
  const newestIn = new Map<string, string>();
  for (const row of articleRows) {
    const at = later(row.publishTime, row.lastModificationTime);
    newestIn.set(row.categoryId, later(at, newestIn.get(row.categoryId)));
  }
  const categories = [...tree.rows].sort(byDisplayOrder).map((row) => ({
    id: row.id,
    lastModified: subtreeIds(tree, row.id).reduce((at, id) => later(at, newestIn.get(id)), row.creationTime),
  }));

  // The navigation's own pages (/nav/<id>): content items, and the items a nav-detail item points at.
  const visible = publicNavRows(navRows);
  const visibleIds = new Set(visible.map((r) => r.id));
  const pageIds = new Set(visible.filter((r) => r.navType === NavType.Content).map((r) => r.id));
  for (const row of visible) if (row.navType === NavType.NavDetail && row.navId && visibleIds.has(row.navId)) pageIds.add(row.navId);
  const navs = visible.filter((r) => pageIds.has(r.id)).sort(byDisplayOrder).map((r) => ({ id: r.id, lastModified: r.lastModificationTime }));

  return { articles, categories, navs };
}
