import { describe, expect, it } from 'vitest';
import { formatDay, relativeTime } from './format';
import { judgeSiteHealth } from './site-health';

describe('relativeTime', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it.each([
    ['2025-03-10T11:59:30Z', 'just now'],
    ['2025-03-10T11:55:00Z', '5 minutes ago'],
    ['2025-03-10T09:00:00Z', '3 hours ago'],
    ['2025-03-09T12:00:00Z', 'yesterday'],
    ['2025-02-24T12:00:00Z', '2 weeks ago'],
  ])('%s is "%s"', (at, text) => {
    expect(relativeTime(new Date(at), now)).toBe(text);
  });
});

describe('formatDay', () => {
  it('reads the day in UTC', () => {
    expect(formatDay('2025-03-04')).toBe('Mar 4');
    expect(formatDay('2025-03-04', 'long')).toBe('Tue, Mar 4, 2025');
  });
});

describe('judgeSiteHealth', () => {
  const healthy = {
    mailConfigured: true,
    superAdmins: 1,
    settings: ['company_name', 'contact_email', 'contact_phone', 'contact_address'].map((key) => ({ key, value: 'x' })),
    publishedPages: [{ title: 'Privacy Policy', slug: 'privacy' }],
  };

  it('is 100% when every check passes, without hints', () => {
    const health = judgeSiteHealth(healthy);
    expect(health).toMatchObject({ passed: 4, percentage: 100 });
    expect(health.checks.every((c) => c.hint === undefined)).toBe(true);
  });

  it('names what is missing', () => {
    const health = judgeSiteHealth({
      mailConfigured: false,
      superAdmins: 0,
      settings: [{ key: 'company_name', value: 'Axion Labs' }, { key: 'contact_email', value: '' }],
      publishedPages: [{ title: ' ', slug: 'launch' }, { title: 'Services', slug: 'services' }],
    });
    expect(health).toMatchObject({ passed: 0, percentage: 0 });
    expect(health.checks.find((c) => c.id === 'settings')?.hint).toBe('Fill in the contact email, contact phone and contact address in the site settings.');
    expect(health.checks.find((c) => c.id === 'pages')?.hint).toBe('Give /launch and /services a title and a slug that no built-in page uses.');
  });
});
