// The cache of server-rendered pages: one small interface, so what changes content (the console's writes today; a
// site-management event or a shared store tomorrow) only has to call `clear`, and another store can replace this one.

export interface RenderCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  /** Forgets every page: content changed somewhere. */
  clear(): void;
}

export interface MemoryRenderCacheOptions {
  /** How long a page is served from the cache; 0 turns the cache off. */
  ttlMs: number;
  /** The most pages kept (the oldest is dropped first), so unknown URLs cannot grow the process without bound. */
  maxEntries?: number;
  now?: () => number;
}

/** Pages in this process's memory, each for `ttlMs`, at most `maxEntries` (least recently used dropped first). */
export function memoryRenderCache<Value>({ ttlMs, maxEntries = 500, now = Date.now }: MemoryRenderCacheOptions): RenderCache<Value> {
  const entries = new Map<string, { value: Value; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Map order is insertion order: re-inserting makes it the most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    clear() {
      entries.clear();
    },
  };
}
