// The Case Studies manager and editor, on a server of its own whose database holds an editor: a
// case study is a draft until published, a change to a published one too (decision 086), and
// each publish shows on the public portfolio (/case-studies and /case-studies/{slug}) at once.
import { expect, test, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'cora@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Cora Editor' };
/** A seeded active case study: once it shows, the streamed list has rendered. */
const ANCHOR = 'AI-Powered Invoicing for a Growing Accounting Firm';
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The headings of /case-studies as a visitor sees them on a fresh load. */
async function portfolioHeadings(page: Page) {
  const visitor = await page.context().browser()!.newPage({ baseURL: server.url });
  await visitor.goto('/case-studies');
  await expect(visitor.getByRole('heading', { name: ANCHOR, exact: true })).toBeVisible();
  const headings = await visitor.getByRole('heading').allTextContents();
  await visitor.close();
  return headings.map((heading) => heading.trim());
}

/** The status and h1 of a case study's own page for a visitor. */
async function detail(page: Page, slug: string) {
  const visitor = await page.context().browser()!.newPage({ baseURL: server.url });
  const response = await visitor.goto(`/case-studies/${slug}`);
  const status = response?.status();
  const h1 = status === 200 ? (await visitor.getByRole('heading', { level: 1 }).textContent())?.trim() : null;
  await visitor.close();
  return { status, h1 };
}

test('Case Studies: create a draft, publish it, change it as a draft, unpublish and delete, each as the portfolio shows it', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/case-studies', { viewport: { width: 1440, height: 1000 } });
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Case Studies Management | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies Management');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Case Studies' })).toHaveAttribute('aria-current', 'page');
  await expect(card(page, ANCHOR)).toContainText('Published');
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: 'Add Case Study' }).click();
  await expect(page).toHaveURL(/\/admin\/case-studies\/new$/);
  const form = page.getByRole('form', { name: 'Create New Case Study' });
  await expect(form.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Active' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  // A refused create keeps what was typed and says what is missing beside the field.
  await form.getByLabel('Title').fill('Predictive Maintenance for Harbor Logistics');
  await form.getByLabel('Client').fill('Harbor Logistics');
  await form.getByRole('button', { name: 'Create case study' }).click();
  await expect(toast(page, 'Failed to save case study')).toContainText('Please enter the industry.');
  await expect(form.getByLabel('Industry')).toHaveAccessibleDescription('Please enter the industry.');
  await expect(form.getByLabel('Client')).toHaveValue('Harbor Logistics');

  // A taken slug is refused.
  await form.getByLabel('Industry').fill('Logistics');
  await form.getByLabel('Slug').fill('ai-invoicing-automation'); // a seeded case study's
  await form.getByRole('button', { name: 'Create case study' }).click();
  await expect(toast(page, 'This slug is already used by another case study.')).toContainText('Failed to save case study');

  // Left empty, the slug comes from the title; blank list rows are dropped.
  await form.getByLabel('Slug').fill('');
  await form.getByLabel('Timeline').fill('5 months');
  await form.getByLabel('Description').fill('Sensor analytics that predict crane failures days before they happen.');
  await form.getByLabel('Challenge').fill('Unplanned crane downtime stalled container handling.');
  await form.getByLabel('Solution').fill('A streaming anomaly-detection pipeline with maintenance alerts.');
  await form.getByRole('button', { name: 'Add Result' }).click();
  await form.getByRole('button', { name: 'Add Result' }).click();
  await form.getByRole('textbox', { name: 'Result 1', exact: true }).fill('38% less unplanned downtime');
  await form.getByRole('textbox', { name: 'Result 2', exact: true }).fill('  ');
  await form.getByRole('button', { name: 'Add Technology' }).click();
  await form.getByRole('textbox', { name: 'Technology 1', exact: true }).fill('Apache Kafka');
  await form.getByRole('checkbox', { name: 'Featured' }).check();
  await form.getByRole('button', { name: 'Create case study' }).click();
  await expect(toast(page, 'Case study created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/case-studies\/[0-9a-f-]{36}$/);
  const editor = page.getByRole('form', { name: 'Edit Case Study' });
  await expect(page.getByTestId('publishing-status')).toHaveText('Draft');
  const slug = 'predictive-maintenance-for-harbor-logistics';
  // A draft: not on the portfolio, its page 404s.
  expect(await portfolioHeadings(page)).not.toContain('Predictive Maintenance for Harbor Logistics');
  expect((await detail(page, slug)).status).toBe(404);

  // Preview draft: the page as it will look, for staff only.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: /Preview draft/ }).click()]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Predictive Maintenance for Harbor Logistics');
  await expect(preview.getByRole('note', { name: 'Preview' })).toContainText('Not published: visitors do not see this case study.');
  await expect(preview.getByText('38% less unplanned downtime')).toBeVisible();
  await preview.close();

  await page.getByRole('region', { name: 'Publishing' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Published: visitors see it now')).toBeVisible();
  await expect(page.getByTestId('publishing-status')).toHaveText('Published');
  expect(await portfolioHeadings(page)).toContain('Predictive Maintenance for Harbor Logistics');
  expect(await detail(page, slug)).toEqual({ status: 200, h1: 'Predictive Maintenance for Harbor Logistics' });
  await expectNoAccessibilityViolations(page);

  // The editor holds the record as created: blank result dropped, slug generated.
  await expect(editor.getByRole('textbox', { name: /^Result \d+$/ })).toHaveCount(1);
  await expect(editor.getByLabel('Slug')).toHaveValue(slug);
  // A change saves itself as a draft: the portfolio keeps the published title until Publish.
  await editor.getByLabel('Title').fill('Predictive Crane Maintenance');
  await expect(page.getByTestId('save-state')).toContainText('Draft saved');
  await expect(page.getByTestId('publishing-status')).toHaveText('Published, with changes');
  expect(await detail(page, slug)).toEqual({ status: 200, h1: 'Predictive Maintenance for Harbor Logistics' });
  await page.getByRole('link', { name: 'Back to case studies' }).click();
  await expect(card(page, 'Predictive Crane Maintenance')).toContainText('Published, with changes');
  await page.getByRole('link', { name: 'Edit Predictive Crane Maintenance' }).click();
  await expect(page.getByRole('form', { name: 'Edit Case Study' }).getByLabel('Title')).toHaveValue('Predictive Crane Maintenance');
  await page.getByRole('region', { name: 'Publishing' }).getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('publishing-status')).toHaveText('Published');
  const headings = await portfolioHeadings(page);
  expect(headings).toContain('Predictive Crane Maintenance');
  expect(headings).not.toContain('Predictive Maintenance for Harbor Logistics');
  expect(await detail(page, slug)).toEqual({ status: 200, h1: 'Predictive Crane Maintenance' });

  // Unpublish: gone from the portfolio, its page answers 404, listed as a draft.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('region', { name: 'Publishing' }).getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByTestId('publishing-status')).toHaveText('Draft');
  expect(await portfolioHeadings(page)).not.toContain('Predictive Crane Maintenance');
  expect((await detail(page, slug)).status).toBe(404);
  await page.goto('/admin/case-studies?status=draft');
  await expect(card(page, 'Predictive Crane Maintenance')).toContainText('Draft');
  await expect(card(page, ANCHOR)).toHaveCount(0);

  // Delete after confirming.
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete Predictive Crane Maintenance' }).click();
  await expect(toast(page, 'Case study deleted successfully')).toBeVisible();
  expect(question).toBe('Are you sure you want to delete this case study?');
  await expect(card(page, 'Predictive Crane Maintenance')).toHaveCount(0);
  expect(errors).toEqual([]);
});
