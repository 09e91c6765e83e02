// Every person in the demo content is someone else: our staff and our clients never share a first
// or last name, nor one that differs by a letter or two ("Daniel Okafor" and "David Okafor" were
// a CTO and a client). Companies likewise: two different clients are not "Brightpath" and "BrightPath".
import { describe, expect, it } from 'vitest';
import { caseStudies, partners } from '@/seed/seed-data';
import { initials as initialsOf } from '@/features/blocks/initials';
import { sampleCaseStudies } from '@/features/case-studies/samples';
import { LEADERS } from './about';
import { SAAS_PRODUCTS, TESTIMONIAL_ITEMS } from './home';

type Person = { name: string; who: string };

const people: Person[] = [
  ...LEADERS.map((leader) => ({ name: leader.name, who: `staff: ${leader.role}` })),
  ...TESTIMONIAL_ITEMS.map((item) => ({ name: item.author, who: `client: ${item.role}, ${item.company}` })),
];

/** "Dr. Leila Haddad" -> ["leila", "haddad"]; accents and apostrophes do not make a name different. */
function nameParts(name: string): { first: string; last: string } {
  const words = name
    .replace(/^(Dr|Mr|Mrs|Ms|Prof)\.\s+/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase()
    .split(/\s+/);
  return { first: words[0]!, last: words.at(-1)! };
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Pairs of people whose first (or last) names are the same or nearly so. */
function clashes(part: 'first' | 'last'): string[] {
  const found: string[] = [];
  people.forEach((a, i) =>
    people.slice(i + 1).forEach((b) => {
      const [x, y] = [nameParts(a.name)[part], nameParts(b.name)[part]];
      if (editDistance(x, y) <= 2 || x.startsWith(y) || y.startsWith(x)) found.push(`${a.name} (${a.who}) and ${b.name} (${b.who})`);
    }),
  );
  return found;
}

describe('people in the demo content', () => {
  it('are the leadership team and the testimonial authors', () => {
    expect(people.filter((p) => p.who.startsWith('staff'))).toHaveLength(4);
    expect(people.filter((p) => p.who.startsWith('client'))).toHaveLength(9);
  });

  it('never share a first name, or one within two letters of another', () => {
    expect(clashes('first')).toEqual([]);
  });

  it('never share a last name, or one within two letters of another', () => {
    expect(clashes('last')).toEqual([]);
  });

  it('each have their own initials in the avatar', () => {
    for (const item of TESTIMONIAL_ITEMS) expect(item.avatar, item.author).toBe(initialsOf(item.author.replace(/^Dr\.\s+/, '')));
    const initials = people.map((p) => initialsOf(p.name.replace(/^Dr\.\s+/, '')));
    expect(new Set(initials).size).toBe(initials.length);
  });

  it('is checked by a rule that catches the names it was written for', () => {
    expect(editDistance('daniel', 'david')).toBe(3);
    expect(nameParts('David Okafor').last).toBe(nameParts('Daniel Okafor').last);
    expect(nameParts('Dr. Priya Raman')).toEqual(nameParts('Priya Raman'));
    expect(editDistance('okafor', 'okafur')).toBe(1);
  });
});

describe('companies in the demo content', () => {
  const companies = [
    ...caseStudies.map((s) => s.client!),
    ...TESTIMONIAL_ITEMS.map((t) => t.company),
    ...sampleCaseStudies.map((s) => s.client),
    ...partners.map((p) => p.name),
    ...SAAS_PRODUCTS.map((p) => p.name),
  ];
  const distinct = [...new Set(companies)];

  it('that are different clients, partners or products do not look alike', () => {
    const stem = (company: string) => company.toLowerCase().split(/[\s&]+/)[0]!;
    const found: string[] = [];
    distinct.forEach((a, i) =>
      distinct.slice(i + 1).forEach((b) => {
        const [x, y] = [stem(a), stem(b)];
        if (x.slice(0, 5) === y.slice(0, 5) || editDistance(x, y) <= 2) found.push(`${a} / ${b}`);
        // "ClearLedger" and "Ledgerwise": a distinctive word of one inside the other.
        for (const word of a.toLowerCase().match(/[a-z]{5,}/g) ?? []) {
          if (!GENERIC.has(word) && b.toLowerCase().includes(word)) found.push(`${a} / ${b}`);
        }
      }),
    );
    expect(found).toEqual([]);
  });

  it('include every client a testimonial names that has a stored case study, under the same name', () => {
    const stored = new Set(caseStudies.map((s) => s.client));
    expect(TESTIMONIAL_ITEMS.filter((t) => stored.has(t.company))).toHaveLength(6);
  });
});

/** Words many company names share without being alike. */
const GENERIC = new Set([
  'group',
  'labs',
  'health',
  'bank',
  'industries',
  'software',
  'systems',
  'partners',
  'cloud',
  'payments',
  'academy',
  'clinics',
  'properties',
  'apparel',
  'manufacturing',
  'advisory',
  'logistics',
  'outfitters',
  'accounting',
  'realty',
  'growth',
]);
