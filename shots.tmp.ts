import { chromium } from '@playwright/test';
import { openPglite } from './src/server/db/client';
import { seedDatabase } from './src/server/db/seed';
import { getEstimatorDataFrom } from './bench/estimator-data';
import { makeDataDir, serverActionId, signIn, startServer } from './bench/lib';

const ADMIN = { email: 'shots@axionlabs.dev', password: 'a screenshot passphrase' };
const dataDir = makeDataDir();
const db = await openPglite(dataDir);
await db.migrate();
await seedDatabase(db.db);
const data = await getEstimatorDataFrom(db.db);
await db.close();
const server = await startServer(dataDir, { env: { LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: '' } });
try {
  const actionId = serverActionId('src/features/estimator/actions.ts', 'generateEstimate');
  const response = await fetch(`${server.url}/estimator`, {
    method: 'POST',
    headers: { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component' },
    body: JSON.stringify([{ requestId: crypto.randomUUID(), projectTypeId: data.projectTypeId, features: data.featureIds.slice(0, 3).map((id, n) => ({ id, complexity: (n % 3) + 1 })), complexity: { scale: 0.6, complexity: 0.5, platforms: 0.25, performance: 0.3 }, designLevel: 'premium', delivery: { timeline: 'standard', support: 'standard', phases: 0.5 }, contact: { name: 'Grace Hopper', email: 'grace@example.com', company: 'Visit https://spam.example now' } }]),
  });
  const text = await response.text();
  const token = /estimates\/([\w-]+)/.exec(text)?.[1] ?? /"token":"([^"]+)"/.exec(text)?.[1];
  console.log('token', token);
  const careers = await (await fetch(`${server.url}/careers`)).text();
  const job = /href="\/careers\/([\w-]+)"/.exec(careers)?.[1];
  const cookie = await signIn(server.url, ADMIN);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), url: server.url })));
    const page = await context.newPage();
    await page.goto(`${server.url}/estimates/${token}`);
    await page.screenshot({ path: `/tmp/shots/estimate-${width}.png` });
    await page.goto(`${server.url}/careers/${job}/apply?error=cv-too-complex`);
    await page.getByText('too large or complex').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/apply-${width}.png` });
    await page.goto(`${server.url}/admin/forms`);
    await page.getByRole('link', { name: /AI Readiness Audit/ }).first().click();
    await page.getByText('Send the visitor a confirmation email').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/form-settings-${width}.png` });
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
