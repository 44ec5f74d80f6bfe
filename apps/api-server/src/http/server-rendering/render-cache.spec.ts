import { memoryRenderCache } from './render-cache';

describe('memoryRenderCache', () => {
  it('serves a page until its time is up', () => {
    let now = 1_000;
    const cache = memoryRenderCache<string>({ ttlMs: 30_000, now: () => now });
    cache.set('/', 'home');
    now += 29_999;
    expect(cache.get('/')).toBe('home');
    now += 1;
    expect(cache.get('/')).toBeUndefined();
  });

  it('keeps nothing with a time of 0, and forgets everything on clear', () => {
    const off = memoryRenderCache<string>({ ttlMs: 0 });
    off.set('/', 'home');
    expect(off.get('/')).toBeUndefined();
    const cache = memoryRenderCache<string>({ ttlMs: 30_000 });
    cache.set('/', 'home');
    cache.set('/en', 'home en');
    cache.clear();
    expect([cache.get('/'), cache.get('/en')]).toEqual([undefined, undefined]);
  });

  it('drops the least recently used page beyond its size', () => {
    const cache = memoryRenderCache<string>({ ttlMs: 30_000, maxEntries: 2 });
    cache.set('/a', 'a');
    cache.set('/b', 'b');
    expect(cache.get('/a')).toBe('a');
    cache.set('/c', 'c');
    expect(cache.get('/b')).toBeUndefined();
    expect([cache.get('/a'), cache.get('/c')]).toEqual(['a', 'c']);
  });
});
