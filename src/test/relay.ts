// What an attacker types into a public form to make our mail carry their message (decision 097),
// and the check that an email to the address they named carries none of it.
import { expect } from 'vitest';
import { readableTextOf } from './mime';

export const SPAM_URL = 'https://spam.example/win';
export const SPAM_PHRASE = 'Zorblax prize desk';

/** A name whose first word is a plain name, followed by the attacker's link and phrase. */
export const SPAM_NAME = `Victor ${SPAM_URL} ${SPAM_PHRASE}`;
export const SPAM_COMPANY = `Cheap Watches ${SPAM_PHRASE} www.spam.example`;
export const SPAM_MESSAGE = `Claim your reward at ${SPAM_URL} - ${SPAM_PHRASE}, call +1 900 555 0199.`;

/**
 * Nothing the sender typed is in the message (headers, text or HTML), beyond `allowedName`, and
 * every link in it is one of ours (`ownUrls`: the addresses it may name, by prefix).
 */
export function expectNoSenderText(raw: string, typed: readonly string[], ownUrls: readonly string[] = []) {
  const shown = readableTextOf(raw);
  for (const text of typed) expect(shown, `the email repeats "${text}"`).not.toContain(text);
  for (const text of ['spam.example', SPAM_PHRASE, 'Zorblax', '900 555 0199', 'Cheap Watches']) expect(shown).not.toContain(text);
  const links = shown.match(/(?:https?:\/\/|www\.)[^\s"'<>)]+/gi) ?? [];
  for (const link of links)
    expect(
      ownUrls.some((own) => link.startsWith(own)),
      `a link not ours: ${link}`,
    ).toBe(true);
}
