import type { Kysely } from 'kysely';

// Site content in the console (issue 13): staff hide navigation items and unpublish home blocks instead of deleting
// them. Integer booleans like every other flag; existing rows stay visible and published (the default), so the
// public site looks the same after the migration.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_navs').addColumn('isVisible', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('content_page_contents').addColumn('isPublished', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_page_contents').dropColumn('isPublished').execute();
  await db.schema.alterTable('content_navs').dropColumn('isVisible').execute();
}
