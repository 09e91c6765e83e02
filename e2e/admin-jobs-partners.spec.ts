// Jobs Management and Partners Management, on a server of its own whose database holds an
// editor: every change shows on the public site (/careers, /partners) on the next page load.
import { expect, test, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'erin@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Erin Editor' };
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

/** A seeded active record of each public list: once it shows, the streamed list has rendered. */
const ANCHOR: Record<string, string> = { '/careers': 'QA Automation Engineer', '/partners': 'Stratocore Cloud' };

/** The headings of a public page as a visitor sees it on a fresh load (after its list has streamed in). */
async function publicHeadings(page: Page, path: string) {
  const visitor = await page.context().browser()!.newPage({ baseURL: server.url });
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { name: ANCHOR[path], exact: true })).toBeVisible();
  const headings = await visitor.getByRole('heading').allTextContents();
  await visitor.close();
  return headings.map((heading) => heading.trim());
}

test('Jobs Management: create, edit, deactivate and delete, each visible on /careers', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/jobs');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Jobs Management | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs Management');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  await expectNoAccessibilityViolations(page);

  // Add opens 'Create New Job' with the defaults; Add and every Edit are disabled meanwhile.
  await page.getByRole('button', { name: 'Add Job' }).click();
  const form = page.getByRole('form', { name: 'Create New Job' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Job' })).toBeDisabled();
  for (const edit of await page.getByRole('button', { name: /^Edit / }).all()) await expect(edit).toBeDisabled();
  await expect(form.getByLabel('Type')).toHaveValue('full-time');
  await expect(form.getByLabel('Type').locator('option')).toHaveText(['full-time', 'part-time', 'contract', 'internship']);
  await expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await expectNoAccessibilityViolations(page);

  // A failed save keeps the form open with what was typed.
  await form.getByLabel('Department').fill('Engineering');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save job')).toContainText('Please enter the job title.');
  await expect(form.getByLabel('Department')).toHaveValue('Engineering');

  await form.getByLabel('Job Title').fill('Staff AI Engineer');
  await form.getByLabel('Location').fill('Remote (Americas)');
  await form.getByLabel('Type').selectOption('contract');
  await form.getByLabel('Experience Level').fill('Senior (7+ years)');
  await form.getByLabel('Description').fill('Design and ship retrieval-augmented assistants for our enterprise clients.');
  await form.getByRole('button', { name: 'Add Requirement' }).click();
  await form.getByRole('button', { name: 'Add Requirement' }).click();
  await form.getByRole('button', { name: 'Add Requirement' }).click();
  await form.getByRole('textbox', { name: 'Requirement 1', exact: true }).fill('Production LLM experience');
  await form.getByRole('textbox', { name: 'Requirement 2', exact: true }).fill('   ');
  await form.getByRole('textbox', { name: 'Requirement 3', exact: true }).fill('Python and TypeScript');
  await form.getByRole('button', { name: 'Add Benefit' }).click();
  await form.getByRole('textbox', { name: 'Benefit 1', exact: true }).fill('Fully remote');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Job created successfully')).toBeVisible();
  await expect(form).toBeHidden();
  const created = card(page, 'Staff AI Engineer');
  await expect(created).toContainText('Engineering');
  await expect(created).toContainText('contract');
  await expect(created).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Add Job' })).toBeEnabled();
  expect(await publicHeadings(page, '/careers')).toContain('Staff AI Engineer');

  // Edit loads the record (blank requirement dropped; absent salary as empty text).
  await created.getByRole('button', { name: 'Edit Staff AI Engineer' }).click();
  const edit = page.getByRole('form', { name: 'Edit Job' });
  await expect(edit.getByLabel('Job Title')).toHaveValue('Staff AI Engineer');
  await expect(edit.getByLabel('Salary Range')).toHaveValue('');
  await expect(edit.getByRole('textbox', { name: /^Requirement \d+$/ })).toHaveCount(2);
  await expect(edit.getByRole('textbox', { name: 'Requirement 2', exact: true })).toHaveValue('Python and TypeScript');
  await expect(page.getByRole('button', { name: 'Edit Staff AI Engineer' })).toBeDisabled();
  await edit.getByRole('button', { name: 'Remove requirement 1' }).click();
  await expect(edit.getByRole('textbox', { name: /^Requirement \d+$/ })).toHaveCount(1);
  await edit.getByLabel('Job Title').fill('Principal AI Engineer');
  await edit.getByLabel('Salary Range').fill('$170k – $210k');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Job updated successfully')).toBeVisible();
  await expect(card(page, 'Principal AI Engineer')).toContainText('$170k – $210k');
  const careers = await publicHeadings(page, '/careers');
  expect(careers).toContain('Principal AI Engineer');
  expect(careers).not.toContain('Staff AI Engineer');

  // Cancel closes and resets.
  await page.getByRole('button', { name: 'Edit Principal AI Engineer' }).click();
  await page.getByRole('form', { name: 'Edit Job' }).getByLabel('Job Title').fill('Something typed then cancelled');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: 'Edit Job' })).toBeHidden();
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expect(page.getByRole('form', { name: 'Create New Job' }).getByLabel('Job Title')).toHaveValue('');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Deactivate: gone from /careers, still in the list as Inactive.
  await page.getByRole('button', { name: 'Edit Principal AI Engineer' }).click();
  await page.getByRole('form', { name: 'Edit Job' }).getByRole('checkbox', { name: 'Active' }).uncheck();
  await page.getByRole('form', { name: 'Edit Job' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Job updated successfully')).toBeVisible();
  await expect(card(page, 'Principal AI Engineer')).toContainText('Inactive');
  expect(await publicHeadings(page, '/careers')).not.toContain('Principal AI Engineer');

  // The status filter and search are query parameters.
  await page.getByLabel('Search by title').fill('principal');
  await page.getByLabel('Status').selectOption('inactive');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=principal/);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(1);

  // Delete after confirming.
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete Principal AI Engineer' }).click();
  await expect(toast(page, 'Job deleted successfully')).toBeVisible();
  expect(question).toBe('Are you sure you want to delete this job?');
  await expect(card(page, 'Principal AI Engineer')).toHaveCount(0);

  // The type filter narrows the list to contract jobs (one seeded) and stays in the URL.
  await page.goto('/admin/jobs');
  const filters = page.getByRole('search', { name: 'Filter jobs' });
  await filters.getByLabel('Type').selectOption('contract');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]type=contract(&|$)/);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(1);
  await expect(card(page, 'React Native Developer')).toContainText('contract');
  await expect(filters.getByLabel('Type')).toHaveValue('contract');
  await expect(page.getByRole('navigation', { name: 'jobs pages' })).toHaveText('1 job');
  expect(errors).toEqual([]);
});

test('Partners Management: create, edit and deactivate, each visible on /partners', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/partners');
  const errors = watchConsoleErrors(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partners Management');
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Add Partner' }).click();
  const form = page.getByRole('form', { name: 'Create New Partner' });
  await expect(page.getByRole('button', { name: 'Add Partner' })).toBeDisabled();
  await expect(form.getByLabel('Partnership Type')).toHaveValue('technology');
  await expect(form.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await expectNoAccessibilityViolations(page);

  await form.getByLabel('Partner Name').fill('Helios Data Systems');
  await form.getByLabel('Website URL').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save partner')).toContainText('must be a web address starting with http:// or https://');
  await expect(form.getByLabel('Partner Name')).toHaveValue('Helios Data Systems');

  await form.getByLabel('Website URL').fill('https://helios.example');
  await form.getByLabel('Partnership Type').selectOption('integration');
  await form.getByLabel('Industry').fill('Data infrastructure');
  await form.getByLabel('Description').fill('Real-time data pipelines we integrate for analytics clients.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Partner created successfully')).toBeVisible();
  const created = card(page, 'Helios Data Systems');
  await expect(created).toContainText('integration');
  await expect(created).toContainText('Data infrastructure');
  const site = created.getByRole('link', { name: /helios\.example/ });
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('href', 'https://helios.example');
  expect(await publicHeadings(page, '/partners')).toContain('Helios Data Systems');

  await created.getByRole('button', { name: 'Edit Helios Data Systems' }).click();
  const edit = page.getByRole('form', { name: 'Edit Partner' });
  await expect(edit.getByLabel('Logo URL')).toHaveValue('');
  await edit.getByLabel('Partner Name').fill('Helios Data Group');
  await edit.getByRole('checkbox', { name: 'Featured' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Partner updated successfully')).toBeVisible();
  await expect(card(page, 'Helios Data Group')).toContainText('Featured');
  expect(await publicHeadings(page, '/partners')).toContain('Helios Data Group');

  await page.getByRole('button', { name: 'Edit Helios Data Group' }).click();
  await page.getByRole('form', { name: 'Edit Partner' }).getByRole('checkbox', { name: 'Active' }).uncheck();
  await page.getByRole('form', { name: 'Edit Partner' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Partner updated successfully')).toBeVisible();
  await expect(card(page, 'Helios Data Group')).toContainText('Inactive');
  expect(await publicHeadings(page, '/partners')).not.toContain('Helios Data Group');

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete Helios Data Group' }).click();
  await expect(toast(page, 'Partner deleted successfully')).toBeVisible();
  expect(question).toBe('Are you sure you want to delete this partner?');
  await expect(card(page, 'Helios Data Group')).toHaveCount(0);
  expect(errors).toEqual([]);
});
