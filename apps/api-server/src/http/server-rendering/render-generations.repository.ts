import type { Executor } from '../../db/transaction';
import type { RenderGenerationTables } from './render-generations.tables';
import type { RenderScope } from './render-scopes';

// The SQL of render_cache_generations, and nothing else: one counter per scope, shared by every process on the
// database. Statements outside any transaction: a write has committed before its scopes are bumped, so a process
// that sees the new generation and renders again reads the new content.

export type Generations = ReadonlyMap<string, number>;

/** Increments each scope's generation (creating it at 1); answers the new generations. */
export async function bumpGenerations(db: Executor<RenderGenerationTables>, scopes: readonly RenderScope[]): Promise<Generations> {
  if (scopes.length === 0) return new Map();
  const rows = await db
    .insertInto('render_cache_generations')
    .values([...new Set(scopes)].map((scope) => ({ scope, generation: 1 })))
    .onConflict((oc) => oc.column('scope').doUpdateSet((eb) => ({ generation: eb('render_cache_generations.generation', '+', 1) })))
    .returning(['scope', 'generation'])
    .execute();
  return new Map(rows.map((row) => [row.scope, Number(row.generation)]));
}

/** Every scope's generation (a handful of rows). */
export async function readGenerations(db: Executor<RenderGenerationTables>): Promise<Generations> {
  const rows = await db.selectFrom('render_cache_generations').select(['scope', 'generation']).execute();
  return new Map(rows.map((row) => [row.scope, Number(row.generation)]));
}
