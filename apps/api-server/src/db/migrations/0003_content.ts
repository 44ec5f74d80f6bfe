import { type Kysely } from 'kysely';

// CMS tables of the public site and the contact-form inbox (module `content`). Portable DDL only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_navs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parentId', 'text')
    .addColumn('navId', 'text')
    .addColumn('navType', 'integer', (c) => c.notNull())
    .addColumn('sitePage', 'integer')
    .addColumn('displayName', 'text', (c) => c.notNull())
    .addColumn('displayNameEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('titleEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contentEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text')
    .addColumn('categoryId', 'text')
    .addColumn('articleId', 'text')
    .addColumn('tag', 'text')
    .addColumn('openInNewTab', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_navs_parentId_sort_idx').on('content_navs').columns(['parentId', 'sort']).execute();
  await db.schema.createIndex('content_navs_sitePage_idx').on('content_navs').column('sitePage').execute();

  await db.schema
    .createTable('content_page_contents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pageContentType', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subTitle', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('imageUrl', 'text')
    .addColumn('linkUrl', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_page_contents_type_sort_idx')
    .on('content_page_contents')
    .columns(['pageContentType', 'sort'])
    .execute();

  await db.schema
    .createTable('content_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parentId', 'text', (c) => c.references('content_categories.id'))
    .addColumn('displayName', 'text', (c) => c.notNull())
    .addColumn('displayNameEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('descriptionEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_categories_parentId_sort_idx')
    .on('content_categories')
    .columns(['parentId', 'sort'])
    .execute();

  await db.schema
    .createTable('content_articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('categoryId', 'text', (c) => c.notNull().references('content_categories.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('titleEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summaryEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contentEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('coverImageUrl', 'text')
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('authorEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('publishTime', 'text', (c) => c.notNull())
    .addColumn('isPublished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text')
    .execute();
  // The list's filter (published, category) and order (publishTime) and previous/next share these.
  await db.schema
    .createIndex('content_articles_published_time_idx')
    .on('content_articles')
    .columns(['isPublished', 'publishTime'])
    .execute();
  await db.schema
    .createIndex('content_articles_category_time_idx')
    .on('content_articles')
    .columns(['categoryId', 'isPublished', 'publishTime'])
    .execute();

  await db.schema
    .createTable('content_article_tags')
    .addColumn('articleId', 'text', (c) => c.notNull().references('content_articles.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('tagEn', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('content_article_tags_pk', ['articleId', 'sort'])
    .execute();
  await db.schema.createIndex('content_article_tags_tag_idx').on('content_article_tags').column('tag').execute();
  await db.schema.createIndex('content_article_tags_tagEn_idx').on('content_article_tags').column('tagEn').execute();

  await db.schema
    .createTable('user_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phoneNumber', 'text')
    .addColumn('subject', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('clientIp', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_messages_userId_idx').on('user_messages').column('userId').execute();
  await db.schema
    .createIndex('user_messages_clientIp_time_idx')
    .on('user_messages')
    .columns(['clientIp', 'creationTime'])
    .execute();

  await db.schema
    .createTable('user_message_throttle')
    .addColumn('clientIp', 'text', (c) => c.primaryKey())
    .addColumn('lastMessageTime', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_message_throttle').execute();
  await db.schema.dropTable('user_messages').execute();
  await db.schema.dropTable('content_article_tags').execute();
  await db.schema.dropTable('content_articles').execute();
  await db.schema.dropTable('content_categories').execute();
  await db.schema.dropTable('content_page_contents').execute();
  await db.schema.dropTable('content_navs').execute();
}
