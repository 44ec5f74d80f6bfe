import { AuditAction, AuditEntityType, NavType, SitePage, type MoveDirection, type components } from '@forwarder/contracts/api-ops';
import { fromDbBool, newId, nowIso, toDbBool } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, NotFoundError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import { changedFields, recordAudit, type AuditActor } from '../../audit';
import type { ContentNavRow } from '../content.tables';
import { sanitizeHtml as sanitizeCmsHtml } from '../html-sanitiser';
import { byDisplayOrder, lastSort, movedOrder } from '../sibling-order';
import { isHttpUrl } from '../site-link';
import type { ContentDatabase, ContentExecutor, ContentTx } from '../content.db';

// The navigation tree as staff edit it (admins only, by the contract). The public reads (navs.service.ts) show the
// same rows to visitors: visible ones only, names picked by language.

type S = components['schemas'];
type SiteNav = S['SiteNav'];
type SiteNavInput = S['SiteNavInput'];

const SITE_PAGES = new Set<number>(Object.values(SitePage));

// Nav pages' HTML goes through the same allow-list sanitiser as articles when saved (and again on every public read).
const sanitizeHtml = (html: string): string => sanitizeCmsHtml(html).trim();

function toSiteNav(row: ContentNavRow, children: SiteNav[]): SiteNav {
  return {
    id: row.id,
    parentId: row.parentId,
    navId: row.navId,
    navType: row.navType as SiteNav['navType'],
    sitePage: row.sitePage as SiteNav['sitePage'],
    displayNameZh: row.displayName,
    displayNameEn: row.displayNameEn,
    titleZh: row.title,
    titleEn: row.titleEn,
    contentZh: row.content,
    contentEn: row.contentEn,
    linkData: { url: row.url, categoryId: row.categoryId, articleId: row.articleId, tag: row.tag, openInNewTab: fromDbBool(row.openInNewTab) },
    sort: Number(row.sort),
    isVisible: fromDbBool(row.isVisible),
    lastModificationTime: row.lastModificationTime,
    children,
  };
}

const allRows = (db: ContentExecutor) => db.selectFrom('content_navs').selectAll().execute();

/** The whole tree, hidden items included, siblings in display order (an orphan shows at the top level). */
export async function listSiteNavTree(db: ContentExecutor): Promise<S['SiteNavTree']> {
  const rows = await allRows(db);
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<string | null, ContentNavRow[]>();
  for (const row of rows) {
    const key = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), row]);
  }
  const build = (row: ContentNavRow, depth: number): SiteNav =>
    toSiteNav(row, depth > 50 ? [] : (childrenOf.get(row.id) ?? []).sort(byDisplayOrder).map((c) => build(c, depth + 1)));
  return { items: (childrenOf.get(null) ?? []).sort(byDisplayOrder).map((r) => build(r, 0)) };
}

async function findRow(db: ContentExecutor, id: string): Promise<ContentNavRow> {
  const row = await db.selectFrom('content_navs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

type NavFields = Omit<ContentNavRow, 'id' | 'sort' | 'isVisible' | 'creationTime' | 'lastModificationTime'> & { isVisible: number };

/**
 * The row's fields from the input, checked for the nav type (spec section 3's link types): what the type needs must
 * be there and point at something that exists; what it does not use is cleared, so a changed type leaves no stale
 * link behind. `selfId` is the item being changed (null on create).
 */
async function checkedFields(db: ContentExecutor, input: SiteNavInput, selfId: string | null): Promise<NavFields> {
  const issues: ValidationIssue[] = [];
  const need = (ok: boolean, member: string, messageKey: string) => {
    if (!ok) issues.push({ members: [member], messageKey });
  };
  const text = (value: string) => value.trim();
  const type = input.navType;
  const link = input.linkData;

  need(text(input.displayNameZh) !== '', 'displayNameZh', 'Ops:NavNameRequired');
  need(text(input.displayNameEn) !== '', 'displayNameEn', 'Ops:NavNameRequired');

  if (input.parentId !== null) {
    const rows = await allRows(db);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (!byId.has(input.parentId)) need(false, 'parentId', 'Ops:NavParentMissing');
    else if (selfId !== null) {
      // The new parent may not be the item itself or lie under it.
      let cursor: string | null = input.parentId;
      for (let depth = 0; cursor !== null && depth < 100; depth++) {
        if (cursor === selfId) {
          need(false, 'parentId', 'Ops:NavParentCycle');
          break;
        }
        cursor = byId.get(cursor)?.parentId ?? null;
      }
    }
  }

  const isContent = type === NavType.Content;
  const contentZh = isContent ? sanitizeHtml(input.contentZh) : '';
  const contentEn = isContent ? sanitizeHtml(input.contentEn) : '';
  if (isContent) {
    need(text(input.titleZh) !== '', 'titleZh', 'Ops:NavTitleRequired');
    need(text(input.titleEn) !== '', 'titleEn', 'Ops:NavTitleRequired');
    need(contentZh !== '', 'contentZh', 'Ops:NavContentRequired');
    need(contentEn !== '', 'contentEn', 'Ops:NavContentRequired');
  }
  // A site page item may carry an introduction (the tracking and contact pages show it): its text is kept.
  const keepsText = isContent || type === NavType.SitePage;

  const sitePage = type === NavType.SitePage ? input.sitePage : null;
  if (type === NavType.SitePage) need(sitePage !== null && SITE_PAGES.has(sitePage), 'sitePage', 'Ops:NavSitePageRequired');

  const url = type === NavType.ExternalLink ? text(link.url ?? '') : '';
  if (type === NavType.ExternalLink) need(isHttpUrl(url), 'linkData.url', 'Ops:NavUrlInvalid');

  const usesCategory = type === NavType.ArticleCategory || type === NavType.ArticleCategoryDetail;
  const categoryId = usesCategory ? link.categoryId : null;
  if (usesCategory) {
    const exists = categoryId !== null && (await db.selectFrom('content_categories').select('id').where('id', '=', categoryId).executeTakeFirst());
    need(Boolean(exists), 'linkData.categoryId', 'Ops:NavCategoryMissing');
  }

  const articleId = type === NavType.ArticleDetail ? link.articleId : null;
  if (type === NavType.ArticleDetail) {
    const exists = articleId !== null && (await db.selectFrom('content_articles').select('id').where('id', '=', articleId).executeTakeFirst());
    need(Boolean(exists), 'linkData.articleId', 'Ops:NavArticleMissing');
  }

  const tag = type === NavType.ArticleTag ? text(link.tag ?? '') : '';
  if (type === NavType.ArticleTag) need(tag !== '', 'linkData.tag', 'Ops:NavTagRequired');

  const navId = type === NavType.NavDetail ? input.navId : null;
  if (type === NavType.NavDetail) {
    const target = navId !== null && navId !== selfId ? await db.selectFrom('content_navs').select(['id', 'navType']).where('id', '=', navId).executeTakeFirst() : undefined;
    // A nav detail shows another item's page: pointing at another nav detail would show nothing of its own.
    need(target !== undefined && target.navType !== NavType.NavDetail, 'navId', 'Ops:NavTargetInvalid');
  }

  if (issues.length) throw new ValidationError(issues);
  return {
    parentId: input.parentId,
    navId,
    navType: type,
    sitePage,
    displayName: text(input.displayNameZh),
    displayNameEn: text(input.displayNameEn),
    title: keepsText ? text(input.titleZh) : '',
    titleEn: keepsText ? text(input.titleEn) : '',
    content: isContent ? contentZh : keepsText ? sanitizeHtml(input.contentZh) : '',
    contentEn: isContent ? contentEn : keepsText ? sanitizeHtml(input.contentEn) : '',
    url: url || null,
    categoryId,
    articleId,
    tag: tag || null,
    openInNewTab: toDbBool(type === NavType.ExternalLink && link.openInNewTab),
    isVisible: toDbBool(input.isVisible),
  };
}

const siblingsOf = (db: ContentExecutor, parentId: string | null) =>
  (parentId === null ? db.selectFrom('content_navs').select(['id', 'sort']).where('parentId', 'is', null) : db.selectFrom('content_navs').select(['id', 'sort']).where('parentId', '=', parentId)).execute();

/** What the audit log keeps of an item: its fields as staff see them (no children). */
const auditView = (row: ContentNavRow): Record<string, unknown> => {
  const { children: _children, lastModificationTime: _time, id: _id, ...view } = toSiteNav(row, []);
  return { ...view, linkData: JSON.stringify(view.linkData) };
};

const labelOf = (row: Pick<ContentNavRow, 'displayName' | 'displayNameEn'>) => `${row.displayName} / ${row.displayNameEn}`;

export async function createSiteNav(db: ContentDatabase, actor: AuditActor, input: SiteNavInput): Promise<SiteNav> {
  return inTransaction(db, async (trx) => {
    const fields = await checkedFields(trx, input, null);
    const time = nowIso();
    const id = newId();
    await trx
      .insertInto('content_navs')
      .values({ id, ...fields, sort: lastSort(await siblingsOf(trx, fields.parentId)), creationTime: time, lastModificationTime: time })
      .execute();
    const row = await findRow(trx, id);
    await recordAudit(trx, actor, { action: AuditAction.SiteNavCreate, entityType: AuditEntityType.SiteNav, entityId: id, entityLabel: labelOf(row), before: null, after: auditView(row) }, time);
    return toSiteNav(row, []);
  });
}

export async function updateSiteNav(db: ContentDatabase, actor: AuditActor, id: string, input: SiteNavInput): Promise<SiteNav> {
  return inTransaction(db, async (trx) => {
    const before = await findRow(trx, id);
    const fields = await checkedFields(trx, input, id);
    const time = nowIso();
    const sort = fields.parentId === before.parentId ? before.sort : lastSort(await siblingsOf(trx, fields.parentId));
    await trx.updateTable('content_navs').set({ ...fields, sort, lastModificationTime: time }).where('id', '=', id).execute();
    const after = await findRow(trx, id);
    await recordAudit(trx, actor, { action: AuditAction.SiteNavUpdate, entityType: AuditEntityType.SiteNav, entityId: id, entityLabel: labelOf(after), ...changedFields(auditView(before), auditView(after)) }, time);
    return toSiteNav(after, await childrenOf(trx, id));
  });
}

async function childrenOf(db: ContentExecutor, id: string): Promise<SiteNav[]> {
  const rows = await db.selectFrom('content_navs').selectAll().where('parentId', '=', id).execute();
  return rows.sort(byDisplayOrder).map((r) => toSiteNav(r, []));
}

/** Refused while something depends on the item: its children, or nav detail items showing its page. */
export async function deleteSiteNav(db: ContentDatabase, actor: AuditActor, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findRow(trx, id);
    const names = (rows: ContentNavRow[]) => rows.sort(byDisplayOrder).map((r) => r.displayName).join('、');
    const children = await trx.selectFrom('content_navs').selectAll().where('parentId', '=', id).execute();
    if (children.length) throw new BusinessError('Ops:NavHasChildren', 'Ops:NavHasChildren', 400, { names: names(children) });
    const detailItems = await trx.selectFrom('content_navs').selectAll().where('navId', '=', id).where('navType', '=', NavType.NavDetail).execute();
    if (detailItems.length) throw new BusinessError('Ops:NavIsTarget', 'Ops:NavIsTarget', 400, { names: names(detailItems) });
    await trx.deleteFrom('content_navs').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: AuditAction.SiteNavDelete, entityType: AuditEntityType.SiteNav, entityId: id, entityLabel: labelOf(row), before: auditView(row), after: null });
  });
}

export async function moveSiteNav(db: ContentDatabase, actor: AuditActor, id: string, direction: MoveDirection): Promise<S['SiteNavTree']> {
  return inTransaction(db, async (trx) => {
    const row = await findRow(trx, id);
    const siblings = await siblingsOf(trx, row.parentId);
    const order = movedOrder(siblings, id, direction);
    if (order) {
      await applyOrder(trx, order);
      await recordAudit(trx, actor, {
        action: AuditAction.SiteNavMove,
        entityType: AuditEntityType.SiteNav,
        entityId: id,
        entityLabel: labelOf(row),
        before: { position: [...siblings].sort(byDisplayOrder).findIndex((s) => s.id === id) + 1 },
        after: { position: order.findIndex((s) => s.id === id) + 1 },
      });
    }
    return listSiteNavTree(trx);
  });
}

async function applyOrder(trx: ContentTx, order: readonly { id: string; sort: number }[]): Promise<void> {
  for (const { id, sort } of order) await trx.updateTable('content_navs').set({ sort }).where('id', '=', id).execute();
}

export async function setSiteNavVisibility(db: ContentDatabase, actor: AuditActor, id: string, isVisible: boolean): Promise<SiteNav> {
  return inTransaction(db, async (trx) => {
    const before = await findRow(trx, id);
    if (fromDbBool(before.isVisible) !== isVisible) {
      const time = nowIso();
      await trx.updateTable('content_navs').set({ isVisible: toDbBool(isVisible), lastModificationTime: time }).where('id', '=', id).execute();
      await recordAudit(trx, actor, { action: AuditAction.SiteNavVisibility, entityType: AuditEntityType.SiteNav, entityId: id, entityLabel: labelOf(before), before: { isVisible: !isVisible }, after: { isVisible } }, time);
    }
    return toSiteNav(await findRow(trx, id), await childrenOf(trx, id));
  });
}
