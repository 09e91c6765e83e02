import { beforeAll, describe, expect, it } from 'vitest';
import { checkFormToken, issueFormToken } from './form-token';

beforeAll(() => {
  process.env.APP_SECRET = 's'.repeat(40);
});

describe('the form token', () => {
  it('lets a form filled in 2 s or more through, keyed by its one-time id', () => {
    const issued = Date.parse('2026-11-22T10:00:00Z');
    const token = issueFormToken(issued);
    const check = checkFormToken(token, issued + 2_000);
    expect(check.spamReason).toBeNull();
    expect(checkFormToken(token, issued + 60_000).idempotencyKey).toBe(check.idempotencyKey);
  });

  it('calls a form sent within 2 s, a forged token and a missing one spam', () => {
    const issued = Date.now();
    expect(checkFormToken(issueFormToken(issued), issued + 1_999).spamReason).toBe('submitted too fast');
    const forged = issueFormToken(issued - 60_000).replace(/inquiry:\d+/, `inquiry:${issued - 120_000}`);
    expect(checkFormToken(forged, issued).spamReason).toBe('invalid form token');
    expect(checkFormToken(undefined, issued).spamReason).toBe('invalid form token');
  });
});
