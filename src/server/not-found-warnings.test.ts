import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotFoundWarnings } from './not-found-warnings';

describe('the warnings for addresses nobody made', () => {
  afterEach(() => vi.useRealTimers());

  it("name each path once a minute, and count what a scan adds beyond the minute's share in one line", () => {
    vi.useFakeTimers();
    const lines: [Record<string, unknown>, string][] = [];
    const warn = createNotFoundWarnings({ warn: (details: Record<string, unknown>, message: string) => lines.push([details, message]) } as never, {
      perMinute: 3,
    });
    for (let i = 0; i < 5; i++) warn('/wp-login.php', 'GET');
    expect(lines).toEqual([[{ path: '/wp-login.php', method: 'GET' }, '404: page not found']]);
    for (let i = 0; i < 1000; i++) warn(`/made-up-${i}`, 'GET');
    expect(lines.map(([details]) => details.path)).toEqual(['/wp-login.php', '/made-up-0', '/made-up-1']);
    vi.advanceTimersByTime(60_000);
    expect(lines.at(-1)).toEqual([{ count: 1002 }, '404: more pages not found than logged one by one this minute']);
    // A new minute: the path is named again.
    warn('/wp-login.php', 'GET');
    expect(lines.at(-1)).toEqual([{ path: '/wp-login.php', method: 'GET' }, '404: page not found']);
    expect(lines).toHaveLength(5);
  });
});
