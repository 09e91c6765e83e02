import { describe, expect, it } from 'vitest';
import { apiKeyFormSchema, expiryOfDate } from './schema';

describe('expiryOfDate', () => {
  it('ends with the last millisecond of the day in the site zone', () => {
    expect(expiryOfDate('2030-06-30', 'UTC')).toEqual(new Date('2030-06-30T23:59:59.999Z'));
    // Berlin is two hours ahead in summer, one in winter.
    expect(expiryOfDate('2030-06-30', 'Europe/Berlin')).toEqual(new Date('2030-06-30T21:59:59.999Z'));
    expect(expiryOfDate('2030-01-31', 'Europe/Berlin')).toEqual(new Date('2030-01-31T22:59:59.999Z'));
    expect(expiryOfDate('2030-06-30', 'America/New_York')).toEqual(new Date('2030-07-01T03:59:59.999Z'));
  });

  it('is null for no date', () => {
    expect(expiryOfDate('', 'UTC')).toBeNull();
  });
});

describe('apiKeyFormSchema', () => {
  it('takes a name, a role and an optional date', () => {
    expect(apiKeyFormSchema.parse({ name: ' Zapier ', role: 'admin', expires: '' })).toEqual({ name: 'Zapier', role: 'admin', expires: '' });
    expect(apiKeyFormSchema.parse({ name: 'Zapier', role: 'editor' })).toEqual({ name: 'Zapier', role: 'editor', expires: '' });
  });

  it.each([
    [{ name: '', role: 'editor' }, 'Please enter a name for the key.'],
    [{ name: 'x'.repeat(101), role: 'editor' }, 'Use at most 100 characters for the name.'],
    [{ name: 'Zapier', role: 'super_admin' }, 'Choose the role: editor or admin.'],
    [{ name: 'Zapier', role: 'editor', expires: '2030-13-01' }, 'Choose a valid expiry date (YYYY-MM-DD), or none.'],
    [{ name: 'Zapier', role: 'editor', expires: 'tomorrow' }, 'Choose a valid expiry date (YYYY-MM-DD), or none.'],
  ])('refuses %j', (input, message) => {
    expect(apiKeyFormSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});
