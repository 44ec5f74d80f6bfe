import { NavType, type components } from '@forwarder/contracts/api-f';
import { NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import type { ContentNavRow } from '../content.tables';
import { sanitizeHtml } from '../html-sanitiser';
import { pickText } from '../localized-text';
import type { ContentDb } from '../content.db';

type NavItem = components['schemas']['NavItem'];
type NavDetail = components['schemas']['NavDetail'];
type NavListResult = components['schemas']['NavListResult'];

const byDisplayOrder = (a: ContentNavRow, b: ContentNavRow): number =>
  a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function toNavItem(row: ContentNavRow, locale: Locale, children: NavItem[]): NavItem {
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
 * The rows visitors may see: visible, and every ancestor visible too (hiding a group hides what is under it). An
 * item whose parent no longer exists counts as top level, as in the tree below.
 */
export function publicNavRows(rows: readonly ContentNavRow[]): ContentNavRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = (row: ContentNavRow, depth = 0): boolean => {
    if (row.isVisible === 0) return false;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    // The depth bound stops a parent cycle written by hand in SQL (the console refuses them).
    return parent === undefined || depth > 50 || shown(parent, depth + 1);
  };
  return rows.filter((row) => shown(row));
}

/**
 * Top-level items paged by skip/take, each with its whole subtree. The navigation is a few dozen rows, so it is read
 * in one query and assembled in memory (no per-level queries, any depth). Hidden items are left out unless previewing.
 */
export async function listNavTree(
  db: ContentDb,
  locale: Locale,
  page: { maxResultCount?: number | undefined; skipCount?: number | undefined },
  preview = false,
): Promise<NavListResult> {
  const all = await db.selectFrom('content_navs').selectAll().execute();
  const rows = preview ? all : publicNavRows(all);
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<string, ContentNavRow[]>();
  const roots: ContentNavRow[] = [];
  for (const row of rows) {
    // An item whose parent was deleted would otherwise vanish: show it at the top level.
    if (row.parentId === null || !ids.has(row.parentId)) roots.push(row);
    else childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  }
  const build = (row: ContentNavRow): NavItem =>
    toNavItem(row, locale, (childrenOf.get(row.id) ?? []).sort(byDisplayOrder).map(build));

  roots.sort(byDisplayOrder);
  const skip = page.skipCount ?? 0;
  const take = page.maxResultCount ?? 7;
  return { totalCount: roots.length, items: roots.slice(skip, skip + take).map(build) };
}

async function toNavDetail(db: ContentDb, row: ContentNavRow, locale: Locale): Promise<NavDetail> {
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

/** A hidden item's page (or one under a hidden item) is not found for visitors; a preview shows it. */
export async function getNav(db: ContentDb, locale: Locale, id: string, preview = false): Promise<NavDetail> {
  const rows = await db.selectFrom('content_navs').selectAll().execute();
  const row = (preview ? rows : publicNavRows(rows)).find((r) => r.id === id);
  if (!row) throw new NotFoundError();
  return toNavDetail(db, row, locale);
}

/** The visible item bound to a site page; when several are, the first in display order. */
export async function getNavBySitePage(db: ContentDb, locale: Locale, sitePage: number, preview = false): Promise<NavDetail> {
  const rows = await db.selectFrom('content_navs').selectAll().execute();
  const row = (preview ? rows : publicNavRows(rows)).filter((r) => r.sitePage === sitePage).sort(byDisplayOrder)[0];
  if (!row) throw new NotFoundError();
  return toNavDetail(db, row, locale);
}
