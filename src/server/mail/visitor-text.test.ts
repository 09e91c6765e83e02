import { describe, expect, it } from 'vitest';
import { greeting, howToReachUs, plainFirstName } from './visitor-text';

describe('a plain first name, the only thing a stranger typed that an email to them may carry', () => {
  it('keeps the first word of an ordinary name, in any script, with a hyphen or an apostrophe inside', () => {
    for (const [name, first] of [
      ['Grace Hopper', 'Grace'],
      ['  Ada   Lovelace ', 'Ada'],
      ['Jean-Luc Picard', 'Jean-Luc'],
      ["O'Brien", "O'Brien"],
      ['D’Arcy Thompson', 'D’Arcy'],
      ['Zoë Kravitz', 'Zoë'],
      // The same name typed with a combining diaeresis is the same name.
      ['Zoe\u0308', 'Zoë'],
      ['Søren Kierkegaard', 'Søren'],
      ['Łukasz', 'Łukasz'],
      ['Дмитрий Менделеев', 'Дмитрий'],
      ['山田 太郎', '山田'],
      ['Maximilianus', 'Maximilianus'],
    ]) {
      expect(plainFirstName(name), name).toBe(first);
    }
  });

  it('drops a first word that is a link, an address, digits, an emoji or punctuation', () => {
    for (const name of [
      'https://spam.example/win',
      'www.spam.example',
      'spam.example Bob',
      'bob@spam.example',
      'Win$$$',
      'R2D2',
      '1000 dollars',
      'Ada🙂',
      '🙂',
      'Ada!',
      '-Ada',
      'Ada-',
      "Ada''Lovelace",
      'Jean--Luc',
      'Ada<b>',
      'Ada\u200bhttp://x',
    ]) {
      expect(plainFirstName(name), name).toBeNull();
    }
  });

  it('drops a very long word, and a word smothered in combining marks', () => {
    expect(plainFirstName('a'.repeat(20))).toBe('a'.repeat(20));
    expect(plainFirstName('a'.repeat(21))).toBeNull();
    expect(plainFirstName('Visitourshopforcheapwatches today')).toBeNull();
    expect(plainFirstName('x'.repeat(100_000))).toBeNull();
    expect(plainFirstName('Z\u0337\u0322\u031b\u0334algo')).toBeNull();
  });

  it('has nothing to offer for an empty or missing name', () => {
    for (const name of ['', '   ', null, undefined]) expect(plainFirstName(name)).toBeNull();
  });

  it('greets by that name, or without one', () => {
    expect(greeting('Grace Hopper')).toBe('Hi Grace,');
    expect(greeting('https://spam.example Buy now')).toBe('Hi there,');
    expect(greeting(null)).toBe('Hi there,');
  });

  it('says how to reach us from our own settings', () => {
    expect(howToReachUs({ phone: '+1 (307) 555-0142' })).toBe('Questions in the meantime? Reply to this email or call us on +1 (307) 555-0142.');
    expect(howToReachUs({ phone: '' })).toBe('Questions in the meantime? Reply to this email.');
  });
});
