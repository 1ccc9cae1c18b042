import { CatalogueCache } from './catalogue-cache';

describe('CatalogueCache bounds', () => {
  it('never keeps an answer under a key longer than the limit', async () => {
    const cache = new CatalogueCache();
    const key = 'k'.repeat(CatalogueCache.LIMITS.keyLength + 1);
    let reads = 0;
    await cache.remember(key, async () => ++reads);
    await cache.remember(key, async () => ++reads);
    expect(reads).toBe(2);
    cache.keep(key, 'text', cache.version, 4);
    expect(cache.peek(key)).toBeUndefined();
    expect(cache.usage).toEqual({ answers: 0, bytes: 0 });
  });

  it('keeps the texts within the byte budget, the oldest going first', () => {
    const cache = new CatalogueCache();
    const text = 'x'.repeat(600 * 1024);
    for (let index = 0; index < 40; index++) cache.keep(`answer ${index}`, text, cache.version, text.length);
    expect(cache.usage.bytes).toBeLessThanOrEqual(CatalogueCache.LIMITS.bytes);
    expect(cache.usage.answers).toBeLessThan(40);
    expect(cache.peek('answer 39')).toBe(text);
    expect(cache.peek('answer 0')).toBeUndefined();
  });

  it('counts what it forgets: after a clear, and after a failed read', async () => {
    const cache = new CatalogueCache();
    cache.keep('a', 'text', cache.version, 4);
    cache.clear();
    expect(cache.usage).toEqual({ answers: 0, bytes: 0 });
    await expect(cache.remember('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.usage).toEqual({ answers: 0, bytes: 0 });
    await cache.remember('c', async () => 1);
    expect(cache.usage).toEqual({ answers: 1, bytes: 1 });
  });
});
