// Table of the render cache's change counters (migration 0016).

export interface RenderCacheGenerationsTable {
  /** A scope of cached pages (render-scopes.ts). */
  scope: string;
  /** Incremented by every write that changes the scope; only its changes mean anything. */
  generation: number;
}

export interface RenderGenerationTables {
  render_cache_generations: RenderCacheGenerationsTable;
}
