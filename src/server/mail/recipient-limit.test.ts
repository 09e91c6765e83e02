import { beforeAll, describe, expect, it } from 'vitest';
import { mailboxIdentity, recipientLimitKey } from './recipient-limit';

beforeAll(() => {
  process.env.APP_SECRET = 's'.repeat(40);
});

describe('one mailbox, one count', () => {
  it('folds the spellings that reach the same inbox', () => {
    const victim = mailboxIdentity('victim@example.com');
    for (const spelling of ['Victim@Example.COM', ' victim@example.com ', 'victim+news@example.com', 'VICTIM+a+b@example.com', 'victim@example.com.']) {
      expect(mailboxIdentity(spelling), spelling).toBe(victim);
    }
    expect(mailboxIdentity('j.o.h.n+x@googlemail.com')).toBe('john@gmail.com');
    expect(mailboxIdentity('John.Smith@gmail.com')).toBe('johnsmith@gmail.com');
    expect(mailboxIdentity('ada@bücher.example')).toBe('ada@xn--bcher-kva.example');
  });

  it('keeps addresses apart that may be different people', () => {
    // Dots and dashes mean something outside Gmail.
    expect(mailboxIdentity('john.smith@example.com')).not.toBe(mailboxIdentity('johnsmith@example.com'));
    expect(mailboxIdentity('john-smith@example.com')).not.toBe(mailboxIdentity('john@example.com'));
    expect(mailboxIdentity('ada@example.com')).not.toBe(mailboxIdentity('ada@example.org'));
  });

  it('keys the counter by a keyed hash, never the address', () => {
    const key = recipientLimitKey('Victim+1@Example.com');
    expect(key).toBe(recipientLimitKey('victim@example.com'));
    expect(key).toMatch(/^mail-to:[\w-]{43}$/);
    expect(key.toLowerCase()).not.toContain('victim');
    expect(recipientLimitKey('other@example.com')).not.toBe(key);
  });
});
