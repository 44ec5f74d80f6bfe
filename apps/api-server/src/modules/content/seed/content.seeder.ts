import { nowIso, toDbBool } from '../../../db/ids';
import type { Seeder } from '../../../seed/seeders';
import { SEED_ARTICLES } from './seed-articles';
import { SEED_CATEGORIES } from './seed-categories';
import { seedId } from './seed-ids';
import { SEED_NAVS } from './seed-navs';
import { SEED_PAGE_CONTENTS } from './seed-page-contents';
import type { ContentOwnTx, ContentScope } from '../content.db';

// The public site is unusable without navigation and home blocks, so this runs on every database (not only demo).
// Each part is seeded only while its table is empty: an editor who deletes a seeded item does not see it come back.

const isEmpty = async (trx: ContentOwnTx, table: 'content_navs' | 'content_page_contents' | 'content_categories'): Promise<boolean> =>
  (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;

async function seedNavs(trx: ContentOwnTx, now: string): Promise<void> {
  await trx
    .insertInto('content_navs')
    .values(
      SEED_NAVS.map((n) => ({
        id: seedId(`nav:${n.key}`),
        parentId: n.parentKey ? seedId(`nav:${n.parentKey}`) : null,
        navId: n.navKey ? seedId(`nav:${n.navKey}`) : null,
        navType: n.navType,
        sitePage: n.sitePage ?? null,
        displayName: n.displayName,
        displayNameEn: n.displayNameEn,
        title: n.title ?? '',
        titleEn: n.titleEn ?? '',
        content: n.content ?? '',
        contentEn: n.contentEn ?? '',
        url: n.url ?? null,
        categoryId: n.categoryId ?? null,
        articleId: null,
        tag: null,
        openInNewTab: toDbBool(n.openInNewTab ?? false),
        sort: n.sort,
        creationTime: now,
        lastModificationTime: now,
      })),
    )
    .execute();
}

async function seedArticles(trx: ContentOwnTx, now: string): Promise<void> {
  // Parents first (the parentId foreign key).
  const ordered = [...SEED_CATEGORIES].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
  await trx
    .insertInto('content_categories')
    .values(ordered.map((c) => ({ ...c, creationTime: now })))
    .execute();
  await trx
    .insertInto('content_articles')
    .values(
      SEED_ARTICLES.map(({ tags: _tags, isPublished, ...a }) => ({
        ...a,
        isPublished: toDbBool(isPublished),
        creationTime: a.publishTime,
        lastModificationTime: null,
      })),
    )
    .execute();
  await trx
    .insertInto('content_article_tags')
    .values(SEED_ARTICLES.flatMap((a) => a.tags.map(([tag, tagEn], sort) => ({ articleId: a.id, sort, tag, tagEn }))))
    .execute();
}

export const contentSeeder: Seeder<ContentScope> = {
  name: 'content',
  async seed(trx) {
    const now = nowIso();
    if (await isEmpty(trx, 'content_categories')) await seedArticles(trx, now);
    if (await isEmpty(trx, 'content_navs')) await seedNavs(trx, now);
    if (await isEmpty(trx, 'content_page_contents')) {
      await trx
        .insertInto('content_page_contents')
        .values(SEED_PAGE_CONTENTS.map((p) => ({ ...p, creationTime: now })))
        .execute();
    }
  },
};
