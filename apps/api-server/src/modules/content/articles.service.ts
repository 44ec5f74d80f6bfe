import type { components } from '@forwarder/contracts/api-f';
import { sql } from 'kysely';
import { paginate } from '../../db/paging';
import { containsInsensitive, equalsInsensitive } from '../../db/text-search';
import type { Executor } from '../../db/transaction';
import { NotFoundError } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import { loadCategoryTree, subtreeIds } from './categories.service';
import { sanitizeHtml } from './html-sanitiser';
import { pickText } from './localized-text';

type ArticleListRequest = components['schemas']['ArticleListRequest'];
type ArticleListItem = components['schemas']['ArticleListItem'];
type ArticleListResult = components['schemas']['ArticleListResult'];
type ArticleDetail = components['schemas']['ArticleDetail'];
type ArticleLink = components['schemas']['ArticleLink'];

const LIST_COLUMNS = [
  'a.id',
  'a.categoryId',
  'a.title',
  'a.titleEn',
  'a.summary',
  'a.summaryEn',
  'a.coverImageUrl',
  'a.author',
  'a.authorEn',
  'a.publishTime',
  'c.displayName as categoryName',
  'c.displayNameEn as categoryNameEn',
] as const;

function publishedArticles(db: Executor) {
  return db
    .selectFrom('content_articles as a')
    .innerJoin('content_categories as c', 'c.id', 'a.categoryId')
    .where('a.isPublished', '=', 1);
}

async function tagsOf(db: Executor, locale: Locale, articleIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (articleIds.length === 0) return result;
  const rows = await db
    .selectFrom('content_article_tags')
    .select(['articleId', 'tag', 'tagEn'])
    .where('articleId', 'in', articleIds)
    .orderBy('articleId')
    .orderBy('sort')
    .execute();
  for (const row of rows) result.set(row.articleId, [...(result.get(row.articleId) ?? []), pickText(locale, row.tag, row.tagEn)]);
  return result;
}

interface ListRow {
  id: string;
  categoryId: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  coverImageUrl: string | null;
  author: string;
  authorEn: string;
  publishTime: string;
  categoryName: string;
  categoryNameEn: string;
}

function toListItem(row: ListRow, locale: Locale, tags: string[]): ArticleListItem {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryDisplayName: pickText(locale, row.categoryName, row.categoryNameEn),
    title: pickText(locale, row.title, row.titleEn),
    summary: pickText(locale, row.summary, row.summaryEn),
    coverImageUrl: row.coverImageUrl,
    author: pickText(locale, row.author, row.authorEn),
    publishTime: row.publishTime,
    tags,
  };
}

/**
 * Published articles, newest first. `categoryId` includes its sub-categories; `keyword` matches the title or summary
 * in either language (a visitor may type English on the Chinese site); `tag` matches a tag in either language.
 */
export async function listArticles(db: Executor, locale: Locale, input: ArticleListRequest): Promise<ArticleListResult> {
  let query = publishedArticles(db).select(LIST_COLUMNS);
  if (input.categoryId) {
    const tree = await loadCategoryTree(db);
    query = query.where('a.categoryId', 'in', subtreeIds(tree, input.categoryId));
  }
  const keyword = input.keyword?.trim();
  if (keyword) {
    query = query.where((eb) =>
      eb.or(
        (['a.title', 'a.titleEn', 'a.summary', 'a.summaryEn'] as const).map((column) =>
          containsInsensitive(sql.ref(column), keyword),
        ),
      ),
    );
  }
  const tag = input.tag?.trim();
  if (tag) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('content_article_tags as t')
          .select(sql`1`.as('one'))
          .whereRef('t.articleId', '=', 'a.id')
          .where((inner) => inner.or([equalsInsensitive(sql.ref('t.tag'), tag), equalsInsensitive(sql.ref('t.tagEn'), tag)])),
      ),
    );
  }
  const page = await paginate(db, query, input, {
    sortable: { publishTime: 'a.publishTime' },
    defaultSorting: 'publishTime desc',
    tieBreaker: 'a.id',
    maxPageSize: 100,
  });
  const tags = await tagsOf(db, locale, page.items.map((r) => r.id));
  return { totalCount: page.totalCount, items: page.items.map((r) => toListItem(r, locale, tags.get(r.id) ?? [])) };
}

/** Neighbours in the same category by publish time (id breaks ties): previous is older, next is newer. */
async function neighbour(
  db: Executor,
  locale: Locale,
  current: { id: string; categoryId: string; publishTime: string },
  direction: 'previous' | 'next',
): Promise<ArticleLink | null> {
  const op = direction === 'previous' ? '<' : '>';
  const order = direction === 'previous' ? 'desc' : 'asc';
  const row = await db
    .selectFrom('content_articles')
    .select(['id', 'title', 'titleEn'])
    .where('isPublished', '=', 1)
    .where('categoryId', '=', current.categoryId)
    .where((eb) =>
      eb.or([
        eb('publishTime', op, current.publishTime),
        eb.and([eb('publishTime', '=', current.publishTime), eb('id', op, current.id)]),
      ]),
    )
    .orderBy('publishTime', order)
    .orderBy('id', order)
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, title: pickText(locale, row.title, row.titleEn) } : null;
}

/** A published article; an unpublished one is indistinguishable from a missing one (404). */
export async function getArticle(db: Executor, locale: Locale, id: string): Promise<ArticleDetail> {
  const row = await publishedArticles(db)
    .select([...LIST_COLUMNS, 'a.content', 'a.contentEn'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  const tags = await tagsOf(db, locale, [row.id]);
  return {
    ...toListItem(row, locale, tags.get(row.id) ?? []),
    content: sanitizeHtml(pickText(locale, row.content, row.contentEn)),
    previous: await neighbour(db, locale, row, 'previous'),
    next: await neighbour(db, locale, row, 'next'),
  };
}
