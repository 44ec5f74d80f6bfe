import type { components } from '@forwarder/contracts/api-f';
import { sql } from 'kysely';
import { paginate } from '../../../db/paging';
import { containsInsensitive, equalsInsensitive } from '../../../db/text-search';
import { NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { loadCategoryTree, subtreeIds } from '../categories/categories.service';
import { articleLanguages, displayLanguage, inLanguage } from './article-languages';
import { sanitizeHtml } from '../html-sanitiser';
import { pickText } from '../localized-text';
import type { ContentDb } from '../content.db';

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
  'a.content',
  'a.contentEn',
  'c.displayName as categoryName',
  'c.displayNameEn as categoryNameEn',
] as const;

/** Published articles; with `preview` (staff only, checked by the caller) drafts too. */
export function visibleArticles(db: ContentDb, preview: boolean) {
  const all = db.selectFrom('content_articles as a').innerJoin('content_categories as c', 'c.id', 'a.categoryId');
  return preview ? all : all.where('a.isPublished', '=', 1);
}

async function tagsOf(db: ContentDb, locale: Locale, articleIds: string[]): Promise<Map<string, string[]>> {
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
  content: string;
  contentEn: string;
  categoryName: string;
  categoryNameEn: string;
}

/**
 * Texts come in the article's display language as a whole (title, summary, author together), never a title in one
 * language over a summary in the other; the category and tags, names of things, keep their own fallback.
 */
function toListItem(row: ListRow, locale: Locale, tags: string[]): ArticleListItem {
  const languages = articleLanguages(row);
  const language = displayLanguage(locale, languages);
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryDisplayName: pickText(locale, row.categoryName, row.categoryNameEn),
    title: inLanguage(language, row.title, row.titleEn),
    summary: inLanguage(language, row.summary, row.summaryEn),
    coverImageUrl: row.coverImageUrl,
    author: inLanguage(language, row.author, row.authorEn),
    publishTime: row.publishTime,
    tags,
    languages,
  };
}

/**
 * Published articles (with `preview`, drafts too), newest first, in every language (see toListItem). `categoryId` includes its sub-categories; `keyword` matches the title or summary
 * in either language (a visitor may type English on the Chinese site); `tag` matches a tag in either language.
 */
export async function listArticles(db: ContentDb, locale: Locale, input: ArticleListRequest, preview = false): Promise<ArticleListResult> {
  let query = visibleArticles(db, preview).select(LIST_COLUMNS);
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
  db: ContentDb,
  locale: Locale,
  current: { id: string; categoryId: string; publishTime: string },
  direction: 'previous' | 'next',
  preview: boolean,
): Promise<ArticleLink | null> {
  const op = direction === 'previous' ? '<' : '>';
  const order = direction === 'previous' ? 'desc' : 'asc';
  let query = db.selectFrom('content_articles').select(['id', 'title', 'titleEn', 'content', 'contentEn']);
  if (!preview) query = query.where('isPublished', '=', 1);
  const row = await query
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
  return row ? { id: row.id, title: inLanguage(displayLanguage(locale, articleLanguages(row)), row.title, row.titleEn) } : null;
}

/**
 * A published article (with `preview`, a draft too); an unpublished one is otherwise indistinguishable from a
 * missing one (404). The HTML is sanitised again here: rows written before the sanitiser, or by hand, are cleaned.
 */
export async function getArticle(db: ContentDb, locale: Locale, id: string, preview = false): Promise<ArticleDetail> {
  const row = await visibleArticles(db, preview).select(LIST_COLUMNS).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  const tags = await tagsOf(db, locale, [row.id]);
  const item = toListItem(row, locale, tags.get(row.id) ?? []);
  return {
    ...item,
    content: sanitizeHtml(inLanguage(displayLanguage(locale, item.languages), row.content, row.contentEn)),
    previous: await neighbour(db, locale, row, 'previous', preview),
    next: await neighbour(db, locale, row, 'next', preview),
  };
}
