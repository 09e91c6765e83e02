// No figure is typed twice: the copy that pages, the seed and the PDFs show may quote prices and
// company facts only through pricing.ts and facts.ts. A literal "$3,000", "200+" or "24 hours"
// in any of these files would be a second source that can drift from the first.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The files whose copy quotes the facts: content modules, the seed (demo content, PDFs), marketing pages. */
const SCANNED = [
  'src/content',
  'src/seed',
  'src/features/partnership-guide',
  'src/features/case-studies/case-study-detail.tsx',
  'src/features/case-studies/case-study-list.tsx',
  'src/features/case-studies/samples.ts',
  'src/features/jobs/labels.ts',
  'src/features/contact/contact-page.tsx',
  'src/features/jobs/job-detail.tsx',
  'src/features/jobs/application-page.tsx',
  'src/features/seo/public-pages.ts',
  'src/features/blocks',
  'src/app/(site)',
];
const SOURCES_OF_TRUTH = new Set(['src/content/facts.ts', 'src/content/pricing.ts']);

/** What a second source of a fact looks like. */
const FACT_LITERALS: { name: string; pattern: RegExp }[] = [
  { name: 'a price', pattern: /\$\s?\d/ },
  { name: 'a company count (200+, 50+, 25+, 20+)', pattern: /\b(200|50|25|20)\+/ },
  { name: 'the uptime', pattern: /99\.9%/ },
  { name: 'a rating', pattern: /\b\d\.\d\/5\b/ },
  { name: 'a company percentage (95%, 98%, 90%)', pattern: /\b(95|98|90)%/ },
  { name: 'the founding year', pattern: /\b2018\b/ },
  { name: 'the consultation length', pattern: /\b\d+-minute\b|\bin \d+ minutes\b/i },
  { name: 'a reply or placement time', pattern: /\b\d+ hours\b/ },
  { name: 'the warranty', pattern: /\b\d+-day\b/ },
  { name: 'a delivery time', pattern: /\b\d+-\d+ (weeks|months)\b|\b\d+ to \d+ (weeks|months)\b|\b(nine|9) weeks\b/ },
];

/** Lines that state another kind of figure: a client's own result, a salary, a legal cap, a job's hours. */
const OTHER_FIGURES = [/\bmetric: '/, /salaryRange: /, /stipend of \$/, /US\$100\b/, /\d+ hours per week/];

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(entry, name));
}

/** The seeded case studies' results (their clients' own figures, such as "70% less time"). */
function storedResultLines(source: string): Set<number> {
  const lines = new Set<number>();
  const rows = source.split('\n');
  rows.forEach((line, index) => {
    // The formatter writes a short list on its line, a long one a line per result.
    if (/^\s*results: \[.*\],?$/.test(line)) return void lines.add(index);
    if (!/^\s*results: \[$/.test(line)) return;
    for (let i = index + 1; i < rows.length && !/^\s*\],?$/.test(rows[i]!); i++) lines.add(i);
  });
  return lines;
}

describe('facts have one source', () => {
  const scanned = SCANNED.flatMap(files).filter((file) => !SOURCES_OF_TRUTH.has(file));

  it('scans the content modules, the seed, the PDFs and the marketing pages', () => {
    expect(scanned).toEqual(
      expect.arrayContaining([
        'src/content/home.ts',
        'src/content/services.ts',
        'src/seed/seed-data.ts',
        'src/seed/portfolio-pdf.ts',
        'src/seed/partnership-guide-pdf.ts',
      ]),
    );
    expect(scanned.length).toBeGreaterThan(30);
  });

  it('no other file types a price or a company fact', () => {
    const offences: string[] = [];
    for (const file of scanned) {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const results = storedResultLines(source);
      source.split('\n').forEach((line, index) => {
        if (results.has(index) || OTHER_FIGURES.some((other) => other.test(line))) return;
        for (const { name, pattern } of FACT_LITERALS) {
          if (pattern.test(line)) offences.push(`${file}:${index + 1} types ${name}: ${line.trim().slice(0, 120)}`);
        }
      });
    }
    expect(offences).toEqual([]);
  });
});
