// Every public page is valid HTML: html-validate's recommended rules, less the purely stylistic
// ones switched off in .htmlvalidate.json (docs/decisions/061-html-validate.md says why each), over
// the HTML the server sends, the same URL list as e2e/layout.spec.ts.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { prepareSiteData, publicUrls, setupLinkFrom } from './support/site-pages';
import { startServer, type RunningServer } from './support/server';

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
      errors.push(`${url} line ${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
    }
  }
  expect(errors, errors.join('\n')).toEqual([]);
});
