// The only words a stranger chooses that may appear in an email to an address nobody has
// confirmed (decision 097): a plain first name. Anything else a form takes (a company, a
// message, a URL in the name field) would let anyone send their own text to anyone, signed by us.
// The rest of such an email is ours: what happens next, and how to reach us.

/**
 * How many emails one address nobody has confirmed gets from us a day (recipient-limit.ts). Three:
 * a real visitor rarely needs more (a contact confirmation, an estimate and its Email Estimate
 * copy), and three emails without a word the sender chose are worth nothing to a spammer.
 */
export const VISITOR_MAILS_PER_DAY = 3;

/** Longer than any common first name, too short to carry a message. */
export const FIRST_NAME_MAX_LETTERS = 20;

// Letters (each with at most two combining marks), a hyphen or an apostrophe only between
// letters: Jean-Luc, O'Brien, Zoë. Each repetition starts with a letter and marks follow letters
// only, so the expression cannot backtrack.
const NAME_WORD = /^\p{L}\p{M}{0,2}(?:[-'’]?\p{L}\p{M}{0,2})*$/u;

/** The first word of `name` when it is a plain, short name; otherwise null (greet without a name). */
export function plainFirstName(name: string | null | undefined): string | null {
  if (typeof name !== 'string') return null;
  const first = /^\S+/u.exec(name.trimStart().slice(0, 200).normalize('NFC'))?.[0];
  if (!first || first.length > FIRST_NAME_MAX_LETTERS * 4 || !NAME_WORD.test(first)) return null;
  return (first.match(/\p{L}/gu)?.length ?? 0) <= FIRST_NAME_MAX_LETTERS ? first : null;
}

/** "Hi Ada," or, without a plain first name, "Hi there,". */
export function greeting(name: string | null | undefined): string {
  const first = plainFirstName(name);
  return first ? `Hi ${first},` : 'Hi there,';
}

/** How to reach the agency, from its own settings: the last line of every email to a visitor. */
export function howToReachUs(company: { phone: string }): string {
  return `Questions in the meantime? Reply to this email${company.phone ? ` or call us on ${company.phone}` : ''}.`;
}

/** Why the email does not repeat what was sent: anyone can type anyone's address into a form. */
export const NOT_REPEATED = 'For your privacy, this email does not repeat what you sent.';
