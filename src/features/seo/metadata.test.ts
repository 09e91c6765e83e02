import { describe, expect, it } from 'vitest';
import { browserTitle, MAX_TITLE_LENGTH, pageMetadata } from './metadata';

describe('page titles', () => {
  it('carry the company name when the whole fits in 70 characters', () => {
    expect(browserTitle('About Us')).toBe('About Us | Axion Labs');
    expect(pageMetadata({ title: 'About Us', description: 'd', path: '/about' }).title).toBe('About Us');
  });

  it('drop the company name rather than run past 70 characters', () => {
    const long = 'Teletherapy and Mood-Tracking App for a Mental Health Provider';
    expect(browserTitle(long)).toBe(long);
    expect(browserTitle(long).length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(pageMetadata({ title: long, description: 'd', path: '/case-studies/x' }).title).toEqual({ absolute: long });
  });
});
