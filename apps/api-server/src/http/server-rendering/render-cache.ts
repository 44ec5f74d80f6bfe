import type { RenderScope } from './render-scopes';

// The server-rendered pages of this process, bounded by bytes (least recently used dropped first). A page is fresh
// while its time lasts and none of the scopes it was rendered from has changed since its render began; a page that
// is no longer fresh stays until it is pushed out, so that an overloaded process can still answer it (see
// public-pages.ts) rather than refuse.

export interface RenderCacheOptions {
  /** How long a page is fresh; 0 keeps nothing. */
  ttlMs: number;
  /** The most bytes all kept pages may take (their own count, `StoredPage.bytes`); 0 keeps nothing. */
  maxBytes: number;
  now?: () => number;
}

/** A moment of the cache's change history: taken when a render begins, given back when its page is stored. */
export type RenderEpoch = number;

export interface StoreOptions {
  /** What the page was rendered from: a change to any of them makes it stale. */
  scopes: Iterable<RenderScope>;
  /** `epoch()` when the render began: a change during the render makes the page stale at once. */
  since: RenderEpoch;
  /** What the page takes in memory (its bodies, its key). */
  bytes: number;
}

export interface Lookup<Value> {
  value: Value;
  fresh: boolean;
}

export interface RenderCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
}

interface Entry<Value> {
  value: Value;
  scopes: readonly RenderScope[];
  since: RenderEpoch;
  expires: number;
  bytes: number;
}

/** Fixed cost of an entry beyond its bodies and key (the entry, its Map slot, the page object): an estimate. */
const ENTRY_OVERHEAD_BYTES = 512;

export class RenderCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  private readonly changedAt = new Map<RenderScope, RenderEpoch>();
  private current: RenderEpoch = 0;
  private totalBytes = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor({ ttlMs, maxBytes, now = Date.now }: RenderCacheOptions) {
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
    this.now = now;
  }

  /** False when nothing would be kept (time or ceiling 0): renders need not prepare a page for keeping. */
  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  epoch(): RenderEpoch {
    return this.current;
  }

  /** The page under `key`, fresh or stale; a lookup makes it the most recently used. */
  lookup(key: string): Lookup<Value> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map order is insertion order: re-inserting makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, fresh: this.isFresh(entry) };
  }

  store(key: string, value: Value, { scopes, since, bytes }: StoreOptions): void {
    this.remove(key);
    const size = bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (!this.enabled || size > this.maxBytes) return;
    this.entries.set(key, { value, scopes: [...new Set(scopes)], since, expires: this.now() + this.ttlMs, bytes: size });
    this.totalBytes += size;
    for (const [oldest] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Something the pages show changed: every page rendered from it (or being rendered) is stale from now on. */
  invalidate(scopes: Iterable<RenderScope>): void {
    this.current += 1;
    for (const scope of scopes) this.changedAt.set(scope, this.current);
  }

  stats(): RenderCacheStats {
    return { entries: this.entries.size, bytes: this.totalBytes, maxBytes: this.maxBytes };
  }

  private isFresh(entry: Entry<Value>): boolean {
    if (entry.expires <= this.now()) return false;
    return entry.scopes.every((scope) => (this.changedAt.get(scope) ?? 0) <= entry.since);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
