import { describe, expect, it } from 'vitest';
import { APPLICATION_ERRORS, applicationErrorCode, applicationErrorFromCode, applicationSchema } from './application-schema';

describe('the application page shows only messages the server chose', () => {
  it('turns a code from the address into its message, and anything else into nothing', () => {
    expect(applicationErrorFromCode('cv-type')).toEqual({ status: 'error', code: 'cv-type', message: 'Your CV must be a PDF, DOC or DOCX file.' });
    for (const outsider of [
      'Your account is suspended, call +1 555 0100',
      '<script>alert(1)</script>',
      'constructor',
      '__proto__',
      'toString',
      '',
      ['cv-type'],
      undefined,
    ]) {
      expect(applicationErrorFromCode(outsider), String(outsider)).toBeUndefined();
    }
  });

  it('has a code for every message the form check answers with', () => {
    const invalid = [
      { name: '', email: '' },
      { name: 'x'.repeat(201), email: 'a@example.com' },
      { name: 'Ada', email: 'not an email' },
      { name: 'Ada', email: `${'a'.repeat(250)}@example.com` },
      { name: 'Ada', email: 'a@example.com', phone: '1'.repeat(51) },
      { name: 'Ada', email: 'a@example.com', profileUrl: 'javascript:alert(1)' },
      { name: 'Ada', email: 'a@example.com', profileUrl: `https://example.com/${'a'.repeat(500)}` },
      { name: 'Ada', email: 'a@example.com', coverLetter: 'x'.repeat(5001) },
      { name: 'Ada', email: 'a@example.com', jobId: 'not-a-uuid' },
      { name: 'Ada', email: 'a@example.com', consent: false },
    ];
    for (const input of invalid) {
      const parsed = applicationSchema.safeParse({ consent: true, ...input });
      expect(parsed.success, JSON.stringify(input).slice(0, 60)).toBe(false);
      const message = parsed.error!.issues[0]!.message;
      expect(applicationErrorCode(message), message).not.toBe('failed');
      expect(APPLICATION_ERRORS[applicationErrorCode(message)]).toBe(message);
    }
  });
});
