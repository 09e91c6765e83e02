import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cached, clearCache, invalidateCacheTags, invalidationsSent, onCacheInvalidated, setCacheInvalidationPublisher } from './cache';

beforeEach(() => {
  clearCache();
  vi.useRealTimers();
});

describe('the data cache', () => {
  it('answers a repeated read from memory, per argument', async () => {
    const read = vi.fn(async (slug: string) => `page ${slug}`);
    const getPage = cached('page', ['pages'], read);
    expect(await getPage('a')).toBe('page a');
    expect(await getPage('a')).toBe('page a');
    expect(await getPage('b')).toBe('page b');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again after one of its tags is invalidated, and only then', async () => {
    let version = 1;
    const getJobs = cached('jobs', ['jobs'], async () => version);
    const getPartners = cached('partners', ['partners'], async () => version);
    await getJobs();
    await getPartners();
    version = 2;
    invalidateCacheTags('jobs');
    expect(await getJobs()).toBe(2);
    expect(await getPartners()).toBe(1);
  });

  it('does not remember a failure', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue('ok');
    const getSite = cached('site', ['site'], read);
    await expect(getSite()).rejects.toThrow('database down');
    expect(await getSite()).toBe('ok');
  });

  it('forgets an entry after its time to live', async () => {
    vi.useFakeTimers();
    let version = 1;
    const getMenu = cached('menu', ['navigation'], async () => version, 1_000);
    expect(await getMenu()).toBe(1);
    version = 2;
    vi.advanceTimersByTime(999);
    expect(await getMenu()).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await getMenu()).toBe(2);
  });

  it('keeps at most 2,000 entries, dropping the least recently used', async () => {
    const read = vi.fn(async (n: number) => n);
    const getN = cached('n', ['pages'], read);
    await getN(0);
    for (let n = 1; n <= 2_000; n++) await getN(n);
    expect(read).toHaveBeenCalledTimes(2_001);
    await getN(2_000);
    expect(read).toHaveBeenCalledTimes(2_001);
    await getN(0);
    expect(read).toHaveBeenCalledTimes(2_002);
  });
});

describe('telling the page cache and the other processes', () => {
  it('calls the listeners (the page cache) on every invalidation and clear', () => {
    let calls = 0;
    const stop = onCacheInvalidated(() => calls++);
    invalidateCacheTags('jobs');
    clearCache();
    stop();
    invalidateCacheTags('jobs');
    expect(calls).toBe(2);
  });

  it('lets an admin action wait until its invalidations were handed to the other processes', async () => {
    let deliver = () => {};
    setCacheInvalidationPublisher(() => new Promise<void>((resolve) => (deliver = resolve)));
    try {
      invalidateCacheTags('partners');
      let sent = false;
      const waiting = invalidationsSent().then(() => (sent = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent).toBe(false);
      deliver();
      await waiting;
      expect(sent).toBe(true);
    } finally {
      setCacheInvalidationPublisher(undefined);
    }
  });

  it('does not hold an admin action up for more than 2 s when the other processes cannot be reached', async () => {
    vi.useFakeTimers();
    setCacheInvalidationPublisher(() => new Promise<void>(() => {}));
    try {
      invalidateCacheTags('pages');
      let sent = false;
      const waiting = invalidationsSent().then(() => (sent = true));
      await vi.advanceTimersByTimeAsync(1_900);
      expect(sent).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      await waiting;
      expect(sent).toBe(true);
    } finally {
      setCacheInvalidationPublisher(undefined);
    }
  });
});
