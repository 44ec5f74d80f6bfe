import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { newId, nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, NotFoundError, ValidationError } from '../../../errors/app-errors';
import { changedFields, recordAudit, type AuditActor } from '../../audit';
import type { ContentCategoriesTable } from '../content.tables';
import { loadCategoryTree, subtreeIds, type CategoryTree } from './categories.service';
import type { ContentDatabase, ContentExecutor, ContentTx } from '../content.db';

// Article categories as staff manage them: a small tree (tens of rows), so every operation reads it whole. Order
// among siblings is `sort`, moved one place at a time (the keyboard way to reorder; no drag needed).

type S = components['schemas'];
type OpsCategory = S['OpsCategory'];

/** Parents before children, siblings in display order, each with its depth. */
function flatten(tree: CategoryTree, articleCounts: Map<string, number>): OpsCategory[] {
  const out: OpsCategory[] = [];
  const seen = new Set<string>();
  const walk = (parentId: string | null, depth: number) => {
    for (const row of tree.childrenOf.get(parentId) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({
        id: row.id,
        parentId: row.parentId,
        depth,
        displayNameZh: row.displayName,
        displayNameEn: row.displayNameEn,
        descriptionZh: row.description,
        descriptionEn: row.descriptionEn,
        sort: Number(row.sort),
        articleCount: articleCounts.get(row.id) ?? 0,
        childCount: tree.childrenOf.get(row.id)?.length ?? 0,
      });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

async function articleCounts(db: ContentExecutor): Promise<Map<string, number>> {
  const rows = await db.selectFrom('content_articles').select(['categoryId', (eb) => eb.fn.countAll().as('count')]).groupBy('categoryId').execute();
  return new Map(rows.map((r) => [r.categoryId, Number(r.count)]));
}

export async function listOpsCategories(db: ContentExecutor): Promise<S['OpsCategoryListResult']> {
  const [tree, counts] = await Promise.all([loadCategoryTree(db), articleCounts(db)]);
  return { items: flatten(tree, counts) };
}

async function getOpsCategory(db: ContentExecutor, id: string): Promise<OpsCategory> {
  const item = (await listOpsCategories(db)).items.find((c) => c.id === id);
  if (!item) throw new NotFoundError();
  return item;
}

interface CategoryFields {
  parentId: string | null;
  displayName: string;
  displayNameEn: string;
  description: string;
  descriptionEn: string;
}

function fieldsOf(input: S['CategoryInput']): CategoryFields {
  return {
    parentId: input.parentId,
    displayName: input.displayNameZh.trim(),
    displayNameEn: input.displayNameEn.trim(),
    description: input.descriptionZh.trim(),
    descriptionEn: input.descriptionEn.trim(),
  };
}

function checkFields(tree: CategoryTree, fields: CategoryFields, id: string | null): void {
  const issues = [
    ...(fields.displayName ? [] : [{ members: ['displayNameZh'], messageKey: 'Validation:Required', params: { field: 'displayNameZh' } }]),
    ...(fields.displayNameEn ? [] : [{ members: ['displayNameEn'], messageKey: 'Validation:Required', params: { field: 'displayNameEn' } }]),
    ...(fields.parentId !== null && !tree.byId.has(fields.parentId) ? [{ members: ['parentId'], messageKey: 'Ops:UnknownCategory' }] : []),
  ];
  if (issues.length) throw new ValidationError(issues);
  if (id !== null && fields.parentId !== null && subtreeIds(tree, id).includes(fields.parentId)) {
    throw new BusinessError('Ops:CategoryCycle', 'Ops:CategoryCycle');
  }
}

const nextSort = (tree: CategoryTree, parentId: string | null): number =>
  Math.max(0, ...(tree.childrenOf.get(parentId) ?? []).map((c) => Number(c.sort))) + 10;

const audited = (f: CategoryFields) => ({ parentId: f.parentId, displayNameZh: f.displayName, displayNameEn: f.displayNameEn, descriptionZh: f.description, descriptionEn: f.descriptionEn });

export async function createCategory(db: ContentDatabase, actor: AuditActor, input: S['CategoryInput']): Promise<OpsCategory> {
  const fields = fieldsOf(input);
  const id = newId();
  await inTransaction(db, async (trx) => {
    const tree = await loadCategoryTree(trx);
    checkFields(tree, fields, null);
    const now = nowIso();
    await trx.insertInto('content_categories').values({ id, ...fields, sort: nextSort(tree, fields.parentId), creationTime: now }).execute();
    await recordAudit(trx, actor, { action: AuditAction.ArticleCategoryCreate, entityType: AuditEntityType.ArticleCategory, entityId: id, entityLabel: fields.displayName, before: null, after: audited(fields) }, now);
  });
  return getOpsCategory(db, id);
}

const fieldsOfRow = (row: ContentCategoriesTable): CategoryFields => ({
  parentId: row.parentId,
  displayName: row.displayName,
  displayNameEn: row.displayNameEn,
  description: row.description,
  descriptionEn: row.descriptionEn,
});

async function requireCategory(trx: ContentTx, id: string): Promise<{ tree: CategoryTree; row: ContentCategoriesTable }> {
  const tree = await loadCategoryTree(trx);
  const row = tree.byId.get(id);
  if (!row) throw new NotFoundError();
  return { tree, row };
}

export async function updateCategory(db: ContentDatabase, actor: AuditActor, id: string, input: S['CategoryInput']): Promise<OpsCategory> {
  const fields = fieldsOf(input);
  await inTransaction(db, async (trx) => {
    const { tree, row } = await requireCategory(trx, id);
    checkFields(tree, fields, id);
    const change = changedFields(audited(fieldsOfRow(row)), audited(fields));
    if (Object.keys(change.after ?? {}).length === 0) return;
    // Under a new parent it goes last, where staff look for what they just moved.
    const sort = fields.parentId === row.parentId ? Number(row.sort) : nextSort(tree, fields.parentId);
    await trx.updateTable('content_categories').set({ ...fields, sort }).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: AuditAction.ArticleCategoryUpdate, entityType: AuditEntityType.ArticleCategory, entityId: id, entityLabel: fields.displayName, ...change });
  });
  return getOpsCategory(db, id);
}

export async function deleteCategory(db: ContentDatabase, actor: AuditActor, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { tree, row } = await requireCategory(trx, id);
    const children = tree.childrenOf.get(id)?.length ?? 0;
    if (children > 0) throw new BusinessError('Ops:CategoryHasChildren', 'Ops:CategoryHasChildren', 400, { count: children });
    const articles = Number((await trx.selectFrom('content_articles').select((eb) => eb.fn.countAll().as('n')).where('categoryId', '=', id).executeTakeFirstOrThrow()).n);
    if (articles > 0) throw new BusinessError('Ops:CategoryHasArticles', 'Ops:CategoryHasArticles', 400, { count: articles });
    // A nav item pointing at it keeps its row (the navigation part owns it) but no longer resolves to a category.
    await trx.updateTable('content_navs').set({ categoryId: null }).where('categoryId', '=', id).execute();
    await trx.deleteFrom('content_categories').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: AuditAction.ArticleCategoryDelete, entityType: AuditEntityType.ArticleCategory, entityId: id, entityLabel: row.displayName, before: audited(fieldsOfRow(row)), after: null });
  });
}

export async function moveCategory(db: ContentDatabase, actor: AuditActor, id: string, direction: 'up' | 'down'): Promise<S['OpsCategoryListResult']> {
  await inTransaction(db, async (trx) => {
    const { tree, row } = await requireCategory(trx, id);
    const siblings = [...(tree.childrenOf.get(row.parentId !== null && tree.byId.has(row.parentId) ? row.parentId : null) ?? [])];
    const from = siblings.findIndex((s) => s.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const other = siblings[to];
    if (from < 0 || !other) return;
    siblings[to] = row;
    siblings[from] = other;
    // Renumbered 10, 20, ... so that equal sorts (hand-written rows) cannot make a move a no-op.
    for (const [index, sibling] of siblings.entries()) {
      const sort = (index + 1) * 10;
      if (Number(sibling.sort) !== sort) await trx.updateTable('content_categories').set({ sort }).where('id', '=', sibling.id).execute();
    }
    await recordAudit(trx, actor, {
      action: AuditAction.ArticleCategoryMove,
      entityType: AuditEntityType.ArticleCategory,
      entityId: id,
      entityLabel: row.displayName,
      before: { position: from + 1 },
      after: { position: to + 1 },
    });
  });
  return listOpsCategories(db);
}
