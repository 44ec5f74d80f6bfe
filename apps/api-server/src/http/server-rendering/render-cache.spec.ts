import { RenderCache } from './render-cache';

const options = (overrides: Partial<ConstructorParameters<typeof RenderCache>[0]> = {}) => ({ ttlMs: 30_000, maxBytes: 100_000, ...overrides });
/** A stored page of `bytes` (the entry counts its key and a fixed overhead on top). */
const put = (cache: RenderCache<string>, key: string, scopes: Array<'content' | 'navigation' | 'settings'> = ['settings'], bytes = 1000) =>
  cache.store(key, key, { scopes, since: cache.epoch(), bytes });

describe('RenderCache', () => {
  it('serves a page fresh until its time is up, then stale', () => {
    let now = 1_000;
    const cache = new RenderCache<string>(options({ now: () => now }));
    put(cache, '/');
    now += 29_999;
    expect(cache.lookup('/')).toEqual({ value: '/', fresh: true });
    now += 1;
    expect(cache.lookup('/')).toEqual({ value: '/', fresh: false });
  });

  it('keeps nothing with a time or a ceiling of 0', () => {
    for (const off of [new RenderCache<string>(options({ ttlMs: 0 })), new RenderCache<string>(options({ maxBytes: 0 }))]) {
      expect(off.enabled).toBe(false);
      put(off, '/');
      expect(off.lookup('/')).toBeUndefined();
    }
  });

  it('makes stale only the pages of the scopes that changed', () => {
    const cache = new RenderCache<string>(options());
    put(cache, '/nav', ['settings', 'navigation']);
    put(cache, '/article', ['settings', 'content']);
    cache.invalidate(['content']);
    expect(cache.lookup('/nav')?.fresh).toBe(true);
    expect(cache.lookup('/article')?.fresh).toBe(false);
    cache.invalidate(['settings']);
    expect(cache.lookup('/nav')?.fresh).toBe(false);
    put(cache, '/nav', ['settings', 'navigation']);
    expect(cache.lookup('/nav')?.fresh).toBe(true);
  });

  it('stores a page stale when its scope changed while it was being rendered', () => {
    const cache = new RenderCache<string>(options());
    const since = cache.epoch();
    cache.invalidate(['content']);
    cache.store('/article', 'old', { scopes: ['content'], since, bytes: 10 });
    expect(cache.lookup('/article')?.fresh).toBe(false);
    cache.store('/nav', 'unaffected', { scopes: ['navigation'], since, bytes: 10 });
    expect(cache.lookup('/nav')?.fresh).toBe(true);
  });

  it('stays under its byte ceiling, dropping the least recently used pages first', () => {
    const cache = new RenderCache<string>(options({ maxBytes: 10_000 }));
    for (let i = 0; i < 100; i++) {
      put(cache, `/p${i}`, ['settings'], 2_000);
      expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    }
    const { entries, bytes } = cache.stats();
    expect(entries).toBe(3);
    expect(bytes).toBeGreaterThan(3 * 2_000);
    expect(cache.lookup('/p97')).toBeDefined();
    // Used, /p97 outlives /p98 when room is needed.
    put(cache, '/p100', ['settings'], 2_000);
    expect(cache.lookup('/p98')).toBeUndefined();
    expect(cache.lookup('/p97')).toBeDefined();
    // A page larger than the whole ceiling is not kept, and pushes nothing out.
    put(cache, '/huge', ['settings'], 20_000);
    expect(cache.lookup('/huge')).toBeUndefined();
    expect(cache.stats().entries).toBe(3);
  });

  it('counts a page stored again once', () => {
    const cache = new RenderCache<string>(options());
    put(cache, '/');
    const once = cache.stats().bytes;
    put(cache, '/');
    expect(cache.stats()).toEqual({ entries: 1, bytes: once, maxBytes: 100_000 });
  });
});
