import { describe, expect, it } from 'vitest';
import { browserTitle } from '@/features/seo/metadata';
import { jobs } from '@/seed/seed-data';
import { jobPageTitle, MAX_TITLE_LENGTH } from './job-title';

const twoGroups = /\([^)]*\)[^(]*\(/;

describe('the title of a job page', () => {
  it('names the job and its place, without a second pair of brackets', () => {
    expect(jobPageTitle({ title: 'Senior Full-Stack Engineer (TypeScript)', location: 'Remote (US time zones)' })).toBe(
      'Senior Full-Stack Engineer (TypeScript) – Remote',
    );
    expect(jobPageTitle({ title: 'React Native Developer', location: 'Remote (US time zones)' })).toBe('React Native Developer – Remote (US time zones)');
    expect(jobPageTitle({ title: 'QA Automation Engineer', location: 'Sheridan, WY / Remote' })).toBe('QA Automation Engineer – Sheridan, WY / Remote');
    expect(jobPageTitle({ title: 'Senior X (Remote) (Full-time)', location: '' })).toBe('Senior X (Remote, Full-time)');
    expect(jobPageTitle({ title: 'Designer', location: 'Berlin' }, 'Apply: ')).toBe('Apply: Designer – Berlin');
  });

  it('drops the place, then shortens the job title at a word, to stay within 70 characters', () => {
    const long = { title: 'Principal Machine Learning Platform Engineer (Retrieval and Evaluation Systems)', location: 'Remote (Europe)' };
    const title = browserTitle(jobPageTitle(long));
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(title).toBe('Principal Machine Learning Platform Engineer | Axion Labs');
    const longer = browserTitle(
      jobPageTitle({ title: 'Head of Developer Relations and Community Engineering for Enterprise AI Platforms', location: 'Remote' }),
    );
    expect(longer).toBe('Head of Developer Relations and Community Engineering… | Axion Labs');
    expect(browserTitle(jobPageTitle({ title: 'Staff Engineer', location: 'Remote, anywhere between UTC-8 and UTC+3 with four hours overlap' }))).toBe(
      'Staff Engineer | Axion Labs',
    );
  });

  it('keeps every seeded job page within 70 characters, with one pair of brackets at most, and unique', () => {
    const titles = jobs.flatMap((job) => [browserTitle(jobPageTitle(job)), browserTitle(jobPageTitle(job, 'Apply: '))]);
    for (const title of titles) {
      expect(title.length, title).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      expect(title, title).not.toMatch(twoGroups);
    }
    expect(new Set(titles).size).toBe(titles.length);
  });
});
