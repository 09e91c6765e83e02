// Every public page is valid HTML: html-validate's recommended rules, less the purely stylistic
// ones switched off in .htmlvalidate.json (docs/decisions/061-html-validate.md says why each), over
// the HTML the server sends, the same URL list as e2e/layout.spec.ts.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { prepareSiteData, publicUrls, setupLinkFrom } from './support/site-pages';
import { startServer, type RunningServer } from './support/server';

/**
 * Problems in files other engineers are changing at the time of writing: left out of the test
 * until they are fixed there. Each entry names the problem; remove it with the fix.
 */
const KNOWN_PROBLEMS: { path: RegExp; rule: string; todo: string }[] = [
  {
    path: /^\/estimates\//,
    rule: 'attribute-allowed-values',
    todo: "TODO(estimator, src/features/estimator/estimate-result.tsx): the Accept form renders action=\"\"; bind it through useActionState with the share page as the permalink (docs/decisions/061).",
  },
  { path: /^\/estimates\//, rule: 'no-inline-style', todo: 'TODO(estimator, estimate-result.tsx): the role bars set their width with style=""; use a <meter> or a class per step.' },
  { path: /^\/estimates\//, rule: 'no-implicit-input-type', todo: 'TODO(estimator, estimate-result.tsx): the share link input needs type="url" (or "text").' },
  {
    path: /^\/(ax-admin-panel|auth|setup)$/,
    rule: 'attribute-allowed-values',
    todo: 'TODO(auth, src/features/auth/sign-in-form.tsx, sign-up-form.tsx, setup-form.tsx): the forms render action=""; pass the page as the permalink, useActionState\'s third argument (docs/decisions/061).',
  },
  { path: /^\/setup$/, rule: 'no-implicit-input-type', todo: 'TODO(auth, src/features/auth/setup-form.tsx): the Name input needs type="text".' },
  {
    path: /^\/no-such-page$/,
    rule: 'element-required-attributes',
    todo: "Next.js 16 answers notFound() with an empty error shell without lang (vercel/next.js#62228; docs/decisions/062). Remove once Next.js renders the not-found boundary on the server.",
  },
];

let server: RunningServer;

test.afterAll(async () => {
  await server?.stop();
});

test('every public page passes html-validate', async () => {
  test.setTimeout(3 * 60_000);
  const data = await prepareSiteData();
  server = await startServer(data.dataDir, { env: { SMTP_URL: '' } });
  const urls = await publicUrls(server.url, { estimateToken: data.estimateToken, setupUrl: setupLinkFrom(server.output()) });
  // The configuration is looked up from the file name given: the project's .htmlvalidate.json.
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const configFile = path.resolve('page.html');
  const errors: string[] = [];
  for (const url of urls) {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status, url).toBe(url === '/no-such-page' ? 404 : 200);
    const report = await validator.validateString(await response.text(), configFile);
    for (const message of report.results.flatMap((result) => result.messages)) {
      const pathname = new URL(url, server.url).pathname;
      if (KNOWN_PROBLEMS.some((problem) => problem.path.test(pathname) && problem.rule === message.ruleId)) continue;
      errors.push(`${url} line ${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
    }
  }
  expect(errors, errors.join('\n')).toEqual([]);
});
