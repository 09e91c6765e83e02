// Settings -> Webhooks on a server of its own: an admin adds an endpoint pointing at a receiver
// started here, sends the test event, and the receiver gets it signed with the secret the screen
// shows, while the endpoint's deliveries list it as delivered with 200. Editors cannot open it.
import { expect, test } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { isGenuineWebhook, startWebhookReceiver } from '../src/test/webhook-receiver';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'wanda@axionlabs.dev', password: 'webhooks are for admins', name: 'Wanda Admin' };
const EDITOR = { email: 'eddie@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Eddie Editor' };
let server: RunningServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver('/hooks/axion');
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

test('an admin adds an endpoint, sends the test event, and sees it delivered with 200', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/settings', { viewport: { width: 1440, height: 1000 } });
  const errors = watchConsoleErrors(page);
  await page.getByRole('region', { name: 'Integrations' }).getByRole('link', { name: 'Manage webhooks' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/webhooks$/);
  await expect(page).toHaveTitle('Webhooks | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhooks');
  await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Add Endpoint' }).click();
  const form = page.getByRole('form', { name: 'Add Webhook Endpoint' });
  await form.getByLabel('Endpoint URL').fill('ftp://hooks.example.com/axion');
  await form.getByRole('group', { name: 'Pages' }).getByRole('checkbox', { name: 'page.published' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save webhook endpoint')).toContainText('The endpoint URL must be a web address starting with http:// or https://.');
  await form.getByLabel('Endpoint URL').fill(receiver.url);
  await form.getByLabel('Description').fill('Build pipeline');
  await expectNoAccessibilityViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Webhook endpoint created successfully')).toBeVisible();

  const endpoint = card(page, receiver.url);
  await expect(endpoint.getByRole('list', { name: 'Events sent to Build pipeline' }).getByRole('listitem')).toHaveText(['page.published']);
  await expect(endpoint).toContainText('None yet.');
  await endpoint.getByRole('button', { name: 'Show secret' }).click();
  const secretField = endpoint.getByLabel('Signing secret of Build pipeline');
  await expect(secretField).toHaveValue(/^[0-9a-f]{64}$/);
  const secret = await secretField.inputValue();

  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(toast(page, 'Test event delivered (200)')).toBeVisible();
  expect(receiver.received).toHaveLength(1);
  const [request] = receiver.received;
  expect(request!.headers['x-axion-event']).toBe('webhook.test');
  expect(isGenuineWebhook(request!, secret)).toBe(true);
  expect(JSON.parse(request!.body)).toMatchObject({ event: 'webhook.test', data: { sentBy: ADMIN.name } });

  const deliveries = endpoint.getByRole('region', { name: 'Recent deliveries to Build pipeline' });
  const row = deliveries.getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText(['webhook.test', /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d:\d\d$/, 'delivered', '200', '1']);
  await expectNoAccessibilityViolations(page);

  // Regenerate: a new secret, shown at once.
  page.once('dialog', (dialog) => void dialog.accept());
  await endpoint.getByRole('button', { name: 'Regenerate' }).click();
  await expect(toast(page, 'New secret made: update the receiver')).toBeVisible();
  await expect(secretField).not.toHaveValue(secret);

  // Switched off, it says so; deleted, it is gone.
  await endpoint.getByRole('switch', { name: 'Active for Build pipeline' }).click();
  await expect(toast(page, 'Webhook endpoint switched off')).toBeVisible();
  await expect(endpoint.getByRole('switch', { name: 'Active for Build pipeline' })).toHaveAttribute('aria-checked', 'false');
  page.once('dialog', (dialog) => void dialog.accept());
  await endpoint.getByRole('button', { name: 'Delete Build pipeline' }).click();
  await expect(toast(page, 'Webhook endpoint deleted successfully')).toBeVisible();
  await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an editor cannot open the webhooks', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR);
  await page.goto('/admin/settings/webhooks');
  await expect(page).toHaveURL(/\/admin\?denied=1$/);
});
