import { AuditAction, AuditEntityType, type MoveDirection, type components } from '@forwarder/contracts/api-ops';
import { fromDbBool, newId, nowIso, toDbBool } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { NotFoundError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import { changedFields, recordAudit, type AuditActor } from '../../audit';
import type { ContentPageContentRow } from '../content.tables';
import { localizedJson, parseLocalizedJson } from '../localized-text';
import { byDisplayOrder, lastSort, movedOrder } from '../sibling-order';
import { isSiteLink } from '../site-link';
import type { ContentDatabase, ContentExecutor } from '../content.db';

// The home page's blocks as staff edit them (operators and admins). Each text is stored as the JSON per language
// code that the public getPageContentList answers unchanged; staff read and write the two languages as fields.

type S = components['schemas'];
type SitePageContent = S['SitePageContent'];
type SitePageContentInput = S['SitePageContentInput'];

function toSitePageContent(row: ContentPageContentRow): SitePageContent {
  const title = parseLocalizedJson(row.title);
  const subTitle = parseLocalizedJson(row.subTitle);
  const content = parseLocalizedJson(row.content);
  return {
    id: row.id,
    pageContentType: row.pageContentType as SitePageContent['pageContentType'],
    titleZh: title.zhHans,
    titleEn: title.en,
    subTitleZh: subTitle.zhHans,
    subTitleEn: subTitle.en,
    contentZh: content.zhHans,
    contentEn: content.en,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    sort: Number(row.sort),
    isPublished: fromDbBool(row.isPublished),
  };
}

/** Every block by slot, then display order. */
export async function listSitePageContents(db: ContentExecutor): Promise<S['SitePageContentList']> {
  const rows = await db.selectFrom('content_page_contents').selectAll().execute();
  rows.sort((a, b) => a.pageContentType - b.pageContentType || byDisplayOrder(a, b));
  return { items: rows.map(toSitePageContent) };
}

async function findRow(db: ContentExecutor, id: string): Promise<ContentPageContentRow> {
  const row = await db.selectFrom('content_page_contents').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

function checkedFields(input: SitePageContentInput) {
  const issues: ValidationIssue[] = [];
  const text = (value: string) => value.trim();
  const link = (member: 'imageUrl' | 'linkUrl'): string | null => {
    const value = text(input[member] ?? '');
    if (value !== '' && !isSiteLink(value)) issues.push({ members: [member], messageKey: 'Ops:SiteLinkInvalid' });
    return value || null;
  };
  if (text(input.titleZh) === '') issues.push({ members: ['titleZh'], messageKey: 'Ops:BlockTitleRequired' });
  if (text(input.titleEn) === '') issues.push({ members: ['titleEn'], messageKey: 'Ops:BlockTitleRequired' });
  const fields = {
    pageContentType: input.pageContentType,
    title: localizedJson(text(input.titleZh), text(input.titleEn)),
    subTitle: localizedJson(text(input.subTitleZh), text(input.subTitleEn)),
    content: localizedJson(text(input.contentZh), text(input.contentEn)),
    imageUrl: link('imageUrl'),
    linkUrl: link('linkUrl'),
    isPublished: toDbBool(input.isPublished),
  };
  if (issues.length) throw new ValidationError(issues);
  return fields;
}

const slotOf = (db: ContentExecutor, pageContentType: number) =>
  db.selectFrom('content_page_contents').select(['id', 'sort']).where('pageContentType', '=', pageContentType).execute();

/** The audit log's view: the staff's fields, without the id and sort (a move is its own entry). */
const auditView = (row: ContentPageContentRow): Record<string, unknown> => {
  const { id: _id, sort: _sort, ...view } = toSitePageContent(row);
  return view;
};
const labelOf = (row: ContentPageContentRow): string => {
  const title = parseLocalizedJson(row.title);
  return [title.zhHans, title.en].filter(Boolean).join(' / ');
};

export async function createSitePageContent(db: ContentDatabase, actor: AuditActor, input: SitePageContentInput): Promise<SitePageContent> {
  const fields = checkedFields(input);
  return inTransaction(db, async (trx) => {
    const id = newId();
    const time = nowIso();
    await trx
      .insertInto('content_page_contents')
      .values({ id, ...fields, sort: lastSort(await slotOf(trx, fields.pageContentType)), creationTime: time })
      .execute();
    const row = await findRow(trx, id);
    await recordAudit(trx, actor, { action: AuditAction.PageContentCreate, entityType: AuditEntityType.PageContent, entityId: id, entityLabel: labelOf(row), before: null, after: auditView(row) }, time);
    return toSitePageContent(row);
  });
}

export async function updateSitePageContent(db: ContentDatabase, actor: AuditActor, id: string, input: SitePageContentInput): Promise<SitePageContent> {
  const fields = checkedFields(input);
  return inTransaction(db, async (trx) => {
    const before = await findRow(trx, id);
    const sort = fields.pageContentType === before.pageContentType ? before.sort : lastSort(await slotOf(trx, fields.pageContentType));
    await trx.updateTable('content_page_contents').set({ ...fields, sort }).where('id', '=', id).execute();
    const after = await findRow(trx, id);
    await recordAudit(trx, actor, { action: AuditAction.PageContentUpdate, entityType: AuditEntityType.PageContent, entityId: id, entityLabel: labelOf(after), ...changedFields(auditView(before), auditView(after)) });
    return toSitePageContent(after);
  });
}

export async function deleteSitePageContent(db: ContentDatabase, actor: AuditActor, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findRow(trx, id);
    await trx.deleteFrom('content_page_contents').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: AuditAction.PageContentDelete, entityType: AuditEntityType.PageContent, entityId: id, entityLabel: labelOf(row), before: auditView(row), after: null });
  });
}

export async function moveSitePageContent(db: ContentDatabase, actor: AuditActor, id: string, direction: MoveDirection): Promise<S['SitePageContentList']> {
  return inTransaction(db, async (trx) => {
    const row = await findRow(trx, id);
    const slot = await slotOf(trx, row.pageContentType);
    const order = movedOrder(slot, id, direction);
    if (order) {
      for (const { id: itemId, sort } of order) await trx.updateTable('content_page_contents').set({ sort }).where('id', '=', itemId).execute();
      await recordAudit(trx, actor, {
        action: AuditAction.PageContentMove,
        entityType: AuditEntityType.PageContent,
        entityId: id,
        entityLabel: labelOf(row),
        before: { position: [...slot].sort(byDisplayOrder).findIndex((s) => s.id === id) + 1 },
        after: { position: order.findIndex((s) => s.id === id) + 1 },
      });
    }
    return listSitePageContents(trx);
  });
}

export async function setSitePageContentPublished(db: ContentDatabase, actor: AuditActor, id: string, isPublished: boolean): Promise<SitePageContent> {
  return inTransaction(db, async (trx) => {
    const before = await findRow(trx, id);
    if (fromDbBool(before.isPublished) !== isPublished) {
      await trx.updateTable('content_page_contents').set({ isPublished: toDbBool(isPublished) }).where('id', '=', id).execute();
      await recordAudit(trx, actor, { action: AuditAction.PageContentPublish, entityType: AuditEntityType.PageContent, entityId: id, entityLabel: labelOf(before), before: { isPublished: !isPublished }, after: { isPublished } });
    }
    return toSitePageContent(await findRow(trx, id));
  });
}
