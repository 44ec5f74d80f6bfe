import { NavType, type components } from '@forwarder/contracts/api-f';
import type { Executor } from '../../db/transaction';
import { NotFoundError } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import type { ContentNavsTable } from './content.tables';
import { sanitizeHtml } from './html-sanitiser';
import { pickText } from './localized-text';

type NavItem = components['schemas']['NavItem'];
type NavDetail = components['schemas']['NavDetail'];
type NavListResult = components['schemas']['NavListResult'];

const byDisplayOrder = (a: ContentNavsTable, b: ContentNavsTable): number =>
  a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function toNavItem(row: ContentNavsTable, locale: Locale, children: NavItem[]): NavItem {
  return {
    id: row.id,
    parentId: row.parentId,
    navId: row.navId,
    navType: row.navType as NavItem['navType'],
    sitePage: row.sitePage as NavItem['sitePage'],
    displayName: pickText(locale, row.displayName, row.displayNameEn),
    linkData: {
      url: row.url,
      categoryId: row.categoryId,
      articleId: row.articleId,
      tag: row.tag,
      openInNewTab: row.openInNewTab === 1,
    },
    sort: Number(row.sort),
    children,
  };
}

/**
 * Top-level items paged by skip/take, each with its whole subtree. The navigation is a few dozen rows, so it is read
 * in one query and assembled in memory (no per-level queries, any depth).
 */
export async function listNavTree(
  db: Executor,
  locale: Locale,
  page: { maxResultCount?: number | undefined; skipCount?: number | undefined },
): Promise<NavListResult> {
  const rows = await db.selectFrom('content_navs').selectAll().execute();
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<string, ContentNavsTable[]>();
  const roots: ContentNavsTable[] = [];
  for (const row of rows) {
    // An item whose parent was deleted would otherwise vanish: show it at the top level.
    if (row.parentId === null || !ids.has(row.parentId)) roots.push(row);
    else childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  }
  const build = (row: ContentNavsTable): NavItem =>
    toNavItem(row, locale, (childrenOf.get(row.id) ?? []).sort(byDisplayOrder).map(build));

  roots.sort(byDisplayOrder);
  const skip = page.skipCount ?? 0;
  const take = page.maxResultCount ?? 7;
  return { totalCount: roots.length, items: roots.slice(skip, skip + take).map(build) };
}

async function toNavDetail(db: Executor, row: ContentNavsTable, locale: Locale): Promise<NavDetail> {
  // A nav-detail item (41) is a second menu entry for another item's page: it shows that item's text.
  let source = row;
  if (row.navType === NavType.NavDetail && row.navId) {
    const target = await db.selectFrom('content_navs').selectAll().where('id', '=', row.navId).executeTakeFirst();
    if (target) source = target;
  }
  const title = pickText(locale, source.title, source.titleEn) || pickText(locale, source.displayName, source.displayNameEn);
  return {
    ...toNavItem(row, locale, []),
    title,
    content: sanitizeHtml(pickText(locale, source.content, source.contentEn)),
    lastModificationTime: source.lastModificationTime,
  };
}

export async function getNav(db: Executor, locale: Locale, id: string): Promise<NavDetail> {
  const row = await db.selectFrom('content_navs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return toNavDetail(db, row, locale);
}

/** The item bound to a site page; when several are, the first in display order. */
export async function getNavBySitePage(db: Executor, locale: Locale, sitePage: number): Promise<NavDetail> {
  const row = await db
    .selectFrom('content_navs')
    .selectAll()
    .where('sitePage', '=', sitePage)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return toNavDetail(db, row, locale);
}
