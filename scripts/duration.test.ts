import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('says seconds under a minute, then minutes and seconds, rounded to the second', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(48_400)).toBe('48 s');
    expect(formatDuration(59_600)).toBe('1 min');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(180_000)).toBe('3 min');
  });
});
