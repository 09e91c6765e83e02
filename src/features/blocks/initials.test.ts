import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names, leaving titles out', () => {
    expect(initials('Dr. Leila Haddad')).toBe('LH');
    expect(initials("James O'Connell")).toBe('JO');
    expect(initials('Mary Ann  Smith')).toBe('MS');
    expect(initials('tomás alvarez')).toBe('TA');
    expect(initials('Prince')).toBe('P');
    expect(initials('  ')).toBe('');
  });
});
