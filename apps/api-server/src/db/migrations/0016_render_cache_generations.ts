import type { Kysely } from 'kysely';

// The public site's render cache across processes (issue 25): one row per scope of cached pages (content,
// navigation, settings, …) whose generation a write that changes the scope increments. Each process reads the
// table every RENDER_CACHE_SYNC_MS and drops the pages of a scope whose generation moved
// (src/http/server-rendering/render-generations.repository.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('render_cache_generations')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('render_cache_generations').execute();
}
