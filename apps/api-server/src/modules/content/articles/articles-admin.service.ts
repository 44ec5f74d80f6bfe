import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { createHash } from 'node:crypto';
import { newId, nowIso, storedInstant, toDbBool } from '../../../db/ids';
import { paginate } from '../../../db/paging';
import { containsInsensitive } from '../../../db/text-search';
import { inTransaction } from '../../../db/transaction';
import { NotFoundError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { changedFields, recordAudit, type AuditActor } from '../../audit';
import { loadCategoryTree, subtreeIds } from '../categories/categories.service';
import type { ContentArticlesTable } from '../content.tables';
import { sanitizeHtml } from '../html-sanitiser';
import { articleLanguages, hasVisibleContent } from './article-languages';
import type { ContentDatabase, ContentExecutor, ContentTx } from '../content.db';

// Articles as staff write them: drafts included, both languages side by side. Each language is optional but one
// must be complete (title and content); the HTML is sanitised before it is stored, and the public reads sanitise it
// again when they answer it.

type S = components['schemas'];
type OpsArticle = S['OpsArticle'];
type OpsArticleListItem = S['OpsArticleListItem'];
type ArticleInput = S['ArticleInput'];

const LIST_COLUMNS = [
  'a.id',
  'a.categoryId',
  'a.title',
  'a.titleEn',
  'a.content',
  'a.contentEn',
  'a.publishTime',
  'a.isPublished',
  'a.lastModificationTime',
  'c.displayName as categoryName',
  'c.displayNameEn as categoryNameEn',
] as const;

const articles = (db: ContentExecutor) => db.selectFrom('content_articles as a').innerJoin('content_categories as c', 'c.id', 'a.categoryId');

type ListRow = Pick<ContentArticlesTable, 'id' | 'categoryId' | 'title' | 'titleEn' | 'content' | 'contentEn' | 'publishTime' | 'isPublished' | 'lastModificationTime'> & {
  categoryName: string;
  categoryNameEn: string;
};

const toListItem = (row: ListRow, locale: Locale): OpsArticleListItem => ({
  id: row.id,
  categoryId: row.categoryId,
  categoryDisplayName: locale === 'en' && row.categoryNameEn ? row.categoryNameEn : row.categoryName,
  titleZh: row.title,
  titleEn: row.titleEn,
  languages: articleLanguages(row),
  publishTime: row.publishTime,
  isPublished: Number(row.isPublished) === 1,
  lastModificationTime: row.lastModificationTime,
});

export async function listOpsArticles(db: ContentExecutor, locale: Locale, input: S['OpsArticleListRequest']): Promise<S['OpsArticleListResult']> {
  let query = articles(db).select(LIST_COLUMNS);
  if (input.categoryId) query = query.where('a.categoryId', 'in', subtreeIds(await loadCategoryTree(db), input.categoryId));
  if (input.isPublished !== undefined) query = query.where('a.isPublished', '=', toDbBool(input.isPublished));
  const keyword = input.keyword?.trim();
  if (keyword) query = query.where((eb) => eb.or([containsInsensitive(eb.ref('a.title'), keyword), containsInsensitive(eb.ref('a.titleEn'), keyword)]));
  const page = await paginate(db, query, input, {
    sortable: { publishTime: 'a.publishTime' },
    defaultSorting: 'publishTime desc',
    tieBreaker: 'a.id',
    defaultPageSize: 20,
    maxPageSize: 100,
  });
  return { totalCount: page.totalCount, items: page.items.map((row) => toListItem(row, locale)) };
}

export async function getOpsArticle(db: ContentExecutor, locale: Locale, id: string): Promise<OpsArticle> {
  const row = await articles(db)
    .select([...LIST_COLUMNS, 'a.summary', 'a.summaryEn', 'a.author', 'a.authorEn', 'a.coverImageUrl', 'a.creationTime'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  const tags = await db.selectFrom('content_article_tags').select(['tag', 'tagEn']).where('articleId', '=', id).orderBy('sort').execute();
  return {
    ...toListItem(row, locale),
    summaryZh: row.summary,
    summaryEn: row.summaryEn,
    contentZh: row.content,
    contentEn: row.contentEn,
    authorZh: row.author,
    authorEn: row.authorEn,
    tags: tags.map((t) => ({ zh: t.tag, en: t.tagEn })),
    coverImageUrl: row.coverImageUrl,
    creationTime: row.creationTime,
  };
}

/** The input trimmed and sanitised: what is stored. */
interface ArticleFields {
  categoryId: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  content: string;
  contentEn: string;
  author: string;
  authorEn: string;
  coverImageUrl: string | null;
  publishTime: string;
  isPublished: number;
  tags: { tag: string; tagEn: string }[];
}

function fieldsOf(input: ArticleInput): ArticleFields {
  const cover = input.coverImageUrl?.trim() ?? '';
  return {
    categoryId: input.categoryId,
    title: input.titleZh.trim(),
    titleEn: input.titleEn.trim(),
    summary: input.summaryZh.trim(),
    summaryEn: input.summaryEn.trim(),
    content: sanitizeHtml(input.contentZh),
    contentEn: sanitizeHtml(input.contentEn),
    author: input.authorZh.trim(),
    authorEn: input.authorEn.trim(),
    coverImageUrl: cover === '' ? null : cover,
    publishTime: storedInstant(input.publishTime) ?? input.publishTime,
    isPublished: toDbBool(input.isPublished),
    tags: input.tags.map((t) => ({ tag: t.zh.trim(), tagEn: t.en.trim() })).filter((t) => t.tag || t.tagEn),
  };
}

const invalid = (member: string, messageKey: string): ValidationIssue => ({ members: [member], messageKey });

/** http(s) with a host, or a path on this site; never `//host` (another site without a scheme) or another scheme. */
const isImageUrl = (url: string): boolean => /^https?:\/\/[^\s/]+\S*$/i.test(url) || /^\/(?!\/)\S*$/.test(url);

async function issuesOf(db: ContentExecutor, fields: ArticleFields): Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  // A language is started when any of its texts is filled; a started language must be complete.
  const sides = [
    { suffix: 'Zh', title: fields.title, content: fields.content, started: [fields.title, fields.summary, fields.author].some(Boolean) || hasVisibleContent(fields.content) },
    { suffix: 'En', title: fields.titleEn, content: fields.contentEn, started: [fields.titleEn, fields.summaryEn, fields.authorEn].some(Boolean) || hasVisibleContent(fields.contentEn) },
  ];
  if (!sides.some((side) => side.started)) {
    issues.push({ members: ['titleZh', 'titleEn'], messageKey: 'Ops:ArticleNeedsOneLanguage' });
  }
  for (const side of sides) {
    if (!side.started) continue;
    if (!side.title) issues.push(invalid(`title${side.suffix}`, 'Ops:ArticleTitleRequired'));
    // Content that sanitising emptied (only a script) counts as missing: say so rather than store an empty page.
    if (!hasVisibleContent(side.content)) issues.push(invalid(`content${side.suffix}`, 'Ops:ArticleContentRequired'));
  }
  if (fields.coverImageUrl !== null && !isImageUrl(fields.coverImageUrl)) issues.push(invalid('coverImageUrl', 'Ops:InvalidImageUrl'));
  const category = await db.selectFrom('content_categories').select('id').where('id', '=', fields.categoryId).executeTakeFirst();
  if (!category) issues.push(invalid('categoryId', 'Ops:UnknownCategory'));
  return issues;
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** What an audit entry keeps of an article: the texts, and the bodies by digest (they can be long). */
const audited = (f: ArticleFields) => ({
  categoryId: f.categoryId,
  titleZh: f.title,
  titleEn: f.titleEn,
  summaryZh: f.summary,
  summaryEn: f.summaryEn,
  contentZhSha256: f.content ? sha(f.content) : '',
  contentEnSha256: f.contentEn ? sha(f.contentEn) : '',
  authorZh: f.author,
  authorEn: f.authorEn,
  tags: f.tags.map((t) => [t.tag, t.tagEn].filter(Boolean).join('/')).join(', '),
  coverImageUrl: f.coverImageUrl,
  publishTime: f.publishTime,
  isPublished: f.isPublished === 1,
});

const labelOf = (f: Pick<ArticleFields, 'title' | 'titleEn'>): string => f.title || f.titleEn;

async function writeTags(trx: ContentTx, articleId: string, tags: ArticleFields['tags']): Promise<void> {
  await trx.deleteFrom('content_article_tags').where('articleId', '=', articleId).execute();
  if (tags.length) await trx.insertInto('content_article_tags').values(tags.map((t, i) => ({ articleId, sort: i + 1, tag: t.tag, tagEn: t.tagEn }))).execute();
}

/** The article's own columns (its tags are rows of their own). */
function columnsOf(fields: ArticleFields): Omit<ArticleFields, 'tags'> {
  const { tags, ...columns } = fields;
  void tags;
  return columns;
}

async function fieldsStored(db: ContentExecutor, id: string): Promise<ArticleFields> {
  const row = await db.selectFrom('content_articles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  const tags = await db.selectFrom('content_article_tags').select(['tag', 'tagEn']).where('articleId', '=', id).orderBy('sort').execute();
  return {
    categoryId: row.categoryId,
    title: row.title,
    titleEn: row.titleEn,
    summary: row.summary,
    summaryEn: row.summaryEn,
    content: row.content,
    contentEn: row.contentEn,
    author: row.author,
    authorEn: row.authorEn,
    coverImageUrl: row.coverImageUrl,
    publishTime: row.publishTime,
    isPublished: Number(row.isPublished),
    tags,
  };
}

export async function createArticle(db: ContentDatabase, actor: AuditActor, locale: Locale, input: ArticleInput): Promise<OpsArticle> {
  const fields = fieldsOf(input);
  const issues = await issuesOf(db, fields);
  if (issues.length) throw new ValidationError(issues);
  const id = newId();
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    await trx.insertInto('content_articles').values({ id, ...columnsOf(fields), creationTime: now, lastModificationTime: now }).execute();
    await writeTags(trx, id, fields.tags);
    await recordAudit(trx, actor, { action: AuditAction.ArticleCreate, entityType: AuditEntityType.Article, entityId: id, entityLabel: labelOf(fields), before: null, after: audited(fields) }, now);
  });
  return getOpsArticle(db, locale, id);
}

export async function updateArticle(db: ContentDatabase, actor: AuditActor, locale: Locale, id: string, input: ArticleInput): Promise<OpsArticle> {
  const fields = fieldsOf(input);
  await inTransaction(db, async (trx) => {
    const before = await fieldsStored(trx, id);
    const issues = await issuesOf(trx, fields);
    if (issues.length) throw new ValidationError(issues);
    const change = changedFields(audited(before), audited(fields));
    if (Object.keys(change.after ?? {}).length === 0) return;
    const now = nowIso();
    await trx.updateTable('content_articles').set({ ...columnsOf(fields), lastModificationTime: now }).where('id', '=', id).execute();
    await writeTags(trx, id, fields.tags);
    await recordAudit(trx, actor, { action: AuditAction.ArticleUpdate, entityType: AuditEntityType.Article, entityId: id, entityLabel: labelOf(fields), ...change }, now);
  });
  return getOpsArticle(db, locale, id);
}

export async function setArticlePublished(db: ContentDatabase, actor: AuditActor, locale: Locale, id: string, isPublished: boolean): Promise<OpsArticle> {
  await inTransaction(db, async (trx) => {
    const before = await fieldsStored(trx, id);
    if (before.isPublished === toDbBool(isPublished)) return;
    const now = nowIso();
    await trx.updateTable('content_articles').set({ isPublished: toDbBool(isPublished), lastModificationTime: now }).where('id', '=', id).execute();
    await recordAudit(
      trx,
      actor,
      {
        action: isPublished ? AuditAction.ArticlePublish : AuditAction.ArticleUnpublish,
        entityType: AuditEntityType.Article,
        entityId: id,
        entityLabel: labelOf(before),
        before: { isPublished: !isPublished },
        after: { isPublished },
      },
      now,
    );
  });
  return getOpsArticle(db, locale, id);
}

export async function deleteArticle(db: ContentDatabase, actor: AuditActor, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await fieldsStored(trx, id);
    await trx.deleteFrom('content_article_tags').where('articleId', '=', id).execute();
    await trx.deleteFrom('content_articles').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: AuditAction.ArticleDelete, entityType: AuditEntityType.Article, entityId: id, entityLabel: labelOf(before), before: audited(before), after: null });
  });
}
