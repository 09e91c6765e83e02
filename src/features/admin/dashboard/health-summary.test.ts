import { describe, expect, it } from 'vitest';
import { judgeSiteHealth } from '../site-health';
import { healthSummary } from './health-summary';

describe('healthSummary', () => {
  const inputs = {
    superAdmins: 1,
    settings: ['company_name', 'contact_email', 'contact_phone', 'contact_address'].map((key) => ({ key, value: 'x' })),
    publishedPages: [],
  };
  it('counts the passed checks and names the warnings', () => {
    const noMail = { failedLastWeek: 0, retrying: 0, lastError: null };
    expect(healthSummary(judgeSiteHealth({ ...inputs, mail: { transport: 'smtp', server: 'smtp.example.com', ...noMail } }))).toBe('4 of 4 checks passed');
    expect(healthSummary(judgeSiteHealth({ ...inputs, mail: { transport: 'files', folder: '/data/mail', ...noMail } }))).toBe(
      '3 of 4 checks passed, 1 warning',
    );
  });
});
