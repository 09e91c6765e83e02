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
  const smtp = { transport: 'smtp' as const, server: 'smtp.example.com:587', failedLastWeek: 0, retrying: 0, lastError: null };
  const healthy = {
    mail: smtp,
    superAdmins: 1,
    settings: ['company_name', 'contact_email', 'contact_phone', 'contact_address'].map((key) => ({ key, value: 'x' })),
    publishedPages: [{ title: 'Privacy Policy', slug: 'privacy' }],
  };

  it('is 100% when every check passes, without hints', () => {
    const health = judgeSiteHealth(healthy);
    expect(health).toMatchObject({ passed: 4, warnings: 0, percentage: 100 });
    expect(health.checks.every((c) => c.status === 'passed' && c.hint === undefined)).toBe(true);
    expect(health.checks[0]?.label).toBe('Mail is sent through smtp.example.com:587');
  });

  it('names what is missing', () => {
    const health = judgeSiteHealth({
      mail: { ...smtp, failedLastWeek: 2, lastError: '535 Authentication failed' },
      superAdmins: 0,
      settings: [
        { key: 'company_name', value: 'Axion Labs' },
        { key: 'contact_email', value: '' },
      ],
      publishedPages: [
        { title: ' ', slug: 'launch' },
        { title: 'Services', slug: 'services' },
      ],
    });
    expect(health).toMatchObject({ passed: 0, warnings: 0, percentage: 0 });
    expect(health.checks.every((c) => c.status === 'failed')).toBe(true);
    expect(health.checks.find((c) => c.id === 'settings')?.hint).toBe('Fill in the contact email, contact phone and contact address in the site settings.');
    expect(health.checks.find((c) => c.id === 'pages')?.hint).toBe('Give /launch and /services a title and a slug that no built-in page uses.');
  });

  it('warns, without failing, when mail is written to files as the README describes; a warning counts half', () => {
    const health = judgeSiteHealth({
      ...healthy,
      mail: { transport: 'files', folder: '/srv/agency/data/mail', failedLastWeek: 0, retrying: 0, lastError: null },
    });
    expect(health.checks[0]).toEqual({
      id: 'mail',
      status: 'warning',
      label: 'Emails are written to files in /srv/agency/data/mail (no SMTP_URL set)',
      hint: 'Nobody receives them. To send real mail, set SMTP_URL to your mail server (see the README, Configuration) and restart the server.',
    });
    expect(health).toMatchObject({ passed: 3, warnings: 1, percentage: 88 });
  });

  it('fails mail only for emails given up on, and warns while they wait for a retry', () => {
    const failed = judgeSiteHealth({ ...healthy, mail: { ...smtp, failedLastWeek: 1, retrying: 3, lastError: '550 Mailbox unavailable' } }).checks[0];
    expect(failed).toMatchObject({ status: 'failed', label: '1 email could not be sent in the last 7 days' });
    expect(failed?.hint).toBe(
      'Last error: 550 Mailbox unavailable. Check SMTP_URL and that the mail server accepts it. Each lead in Forms & Leads can send its email again.',
    );
    const retrying = judgeSiteHealth({ ...healthy, mail: { ...smtp, retrying: 3, lastError: 'connect ECONNREFUSED 127.0.0.1:587' } }).checks[0];
    expect(retrying).toMatchObject({ status: 'warning', label: '3 emails waiting to be sent again' });
    expect(retrying?.hint).toContain('connect ECONNREFUSED 127.0.0.1:587');
    // Files that could not be written are a failure too.
    const files = judgeSiteHealth({
      ...healthy,
      mail: { transport: 'files', folder: '/data/mail', failedLastWeek: 4, retrying: 0, lastError: 'EACCES: permission denied' },
    }).checks[0];
    expect(files).toMatchObject({ status: 'failed', label: '4 emails could not be sent in the last 7 days' });
    expect(files?.hint).toContain('Check that /data/mail can be written to.');
  });
});
