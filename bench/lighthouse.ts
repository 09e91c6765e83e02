// Lighthouse, mobile and desktop, median of 3 runs, on the public pages the budgets name: the four
// category scores, LCP, TBT, CLS, and the HTML and JavaScript each page loads as Chromium receives
// them (transferred bytes: brotli where our server sends it, headers included). Each run is a
// fresh Chromium with an empty profile: a first visit, nothing cached.
//   npx tsx bench/lighthouse.ts [--runs=3]     (builds if needed, starts its own server)
// Chromium: CHROME_PATH, else /usr/bin/chromium (Debian's package).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ensureBuild, makeDataDir, numberArg, startServer } from './lib';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/services',
  '/services/web-development',
  '/about',
  '/case-studies',
  // The first case study the list links to (bench/lighthouse.ts resolves it).
  '/case-studies/{first}',
  '/careers',
  '/contact',
  '/estimator',
  '/insights',
  '/insights/rag-assistant-that-cites-its-sources',
] as const;
export type FormFactor = 'mobile' | 'desktop';

export type LighthouseResult = {
  page: string;
  formFactor: FormFactor;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page's scripts as transferred to Chromium (median of the runs). */
  jsKiB: number;
  /** The page's HTML document as transferred to Chromium, headers included (median of the runs). */
  htmlKiB: number;
  /** How many scripts the page loads. */
  scripts: number;
  /** Audits that failed in the median-scored run of a category below 100, to say why. */
  failing: string[];
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type Run = {
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: number;
  jsBytes: number;
  htmlBytes: number;
  failing: string[];
};

async function runOnce(url: string, formFactor: FormFactor): Promise<Run> {
  // A new browser each run (chrome-launcher gives it a new profile): nothing kept from the last.
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
  } finally {
    await chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined;
  const scripts = (requests?.items ?? []).filter((item) => item.resourceType === 'Script');
  const documentRequest = (requests?.items ?? []).find((item) => item.resourceType === 'Document');
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance' && (category.score ?? 0) < 1)
    .flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}: ${ref.id}`),
    );
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: scripts.length,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    htmlBytes: documentRequest?.transferSize ?? Number.NaN,
    failing,
  };
}

/** `/case-studies/{first}`: the first case study `/case-studies` links to. */
async function resolvePage(baseUrl: string, page: string): Promise<string> {
  if (page !== '/case-studies/{first}') return page;
  const list = await (await fetch(`${baseUrl}/case-studies`)).text();
  const first = /href="(\/case-studies\/[a-z0-9-]+)"/.exec(list)?.[1];
  if (!first) throw new Error('/case-studies links to no case study');
  return first;
}

/** Audits each page of `baseUrl`, a fresh Chromium for each run; each figure is the median of `runs` runs. */
export async function lighthouseAudit(baseUrl: string, runs = numberArg('runs', 3), pages: readonly string[] = LIGHTHOUSE_PAGES): Promise<LighthouseResult[]> {
  pages = await Promise.all(pages.map((page) => resolvePage(baseUrl, page)));
  // Asked for twice before, so that the runs measure what visitors get (the answer cache: the
  // first answer of a route after a start is Next.js' own, the next ones come from the cache).
  for (const page of pages) for (let i = 0; i < 2; i++) await (await fetch(`${baseUrl}${page}`)).arrayBuffer();
  const results: LighthouseResult[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const page of pages) {
      const samples: Run[] = [];
      for (let i = 0; i < runs; i++) samples.push(await runOnce(`${baseUrl}${page}`, formFactor));
      const pick = (get: (run: Run) => number) => median(samples.map(get));
      results.push({
        page,
        formFactor,
        runs,
        performance: pick((r) => r.scores.performance!),
        accessibility: pick((r) => r.scores.accessibility!),
        bestPractices: pick((r) => r.scores.bestPractices!),
        seo: pick((r) => r.scores.seo!),
        lcpMs: pick((r) => r.lcpMs),
        tbtMs: pick((r) => r.tbtMs),
        cls: pick((r) => r.cls),
        jsKiB: pick((r) => r.jsBytes) / 1024,
        htmlKiB: pick((r) => r.htmlBytes) / 1024,
        scripts: pick((r) => r.scripts),
        failing: [...new Set(samples.flatMap((r) => r.failing))],
      });
    }
  }
  return results;
}

export function printLighthouse(results: LighthouseResult[]) {
  console.log(`\nLighthouse (median of ${results[0]?.runs ?? 0} runs)`);
  console.table(
    results.map((r) => ({
      page: r.page,
      device: r.formFactor,
      perf: r.performance,
      a11y: r.accessibility,
      'best pr.': r.bestPractices,
      seo: r.seo,
      'LCP ms': Math.round(r.lcpMs),
      'TBT ms': Math.round(r.tbtMs),
      CLS: Number(r.cls.toFixed(3)),
      scripts: r.scripts,
      'JS KiB': Number(r.jsKiB.toFixed(1)),
      'HTML KiB': Number(r.htmlKiB.toFixed(1)),
    })),
  );
  for (const r of results) if (r.failing.length > 0) console.log(`  ${r.formFactor} ${r.page}: ${r.failing.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const server = process.env.BENCH_URL ? undefined : await startServer(makeDataDir(), { env: { LOG_LEVEL: 'warn' } });
  try {
    const pages = process.env.BENCH_PAGES?.split(',') ?? LIGHTHOUSE_PAGES;
    printLighthouse(await lighthouseAudit(process.env.BENCH_URL ?? server!.url, undefined, pages));
  } finally {
    await server?.stop();
  }
}
