// The estimator's data in the admin (project types, features, rate cards, settings), on a server
// of its own whose database holds an admin and an editor: each change shows in the public
// wizard at /estimator on a visitor's next load.
import { expect, test, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'ada@axionlabs.dev', password: 'an admin with a long passphrase', name: 'Ada Admin' };
const EDITOR = { email: 'erin@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Erin Editor' };
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A visitor's fresh wizard (its own context: the wizard keeps choices in the session). */
async function visitorWizard(page: Page) {
  const context = await page.context().browser()!.newContext({ baseURL: server.url });
  const visitor = await context.newPage();
  await visitor.goto('/estimator');
  await expect(visitor.getByRole('radio', { name: 'Web Application' })).toBeVisible();
  return visitor;
}

async function toStep(visitor: Page, step: number, title: string) {
  await visitor.getByRole('button', { name: 'Next Step', exact: true }).click();
  await expect(visitor.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(step).toBeGreaterThan(1);
}

async function acceptNextConfirm(page: Page) {
  const question = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  return question;
}

test('project types: create, edit, deactivate and delete, each seen in the wizard', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/estimator');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Project Types | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Types');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Estimator' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Estimator data' }).getByRole('link')).toHaveText(['Project Types', 'Features', 'Rate Cards', 'Settings']);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Add Project Type' }).click();
  const form = page.getByRole('form', { name: 'Create New Project Type' });
  await expect(page.getByRole('button', { name: 'Add Project Type' })).toBeDisabled();
  for (const edit of await page.getByRole('button', { name: /^Edit / }).all()) await expect(edit).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await expectNoAccessibilityViolations(page);

  // Bad hours: the server's message, the form kept.
  await form.getByLabel('Name').fill('Browser Extension');
  await form.getByLabel('Base Hours').fill('-10');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save project type')).toContainText('The base hours must be at least 0.');
  await expect(form.getByLabel('Name')).toHaveValue('Browser Extension');

  await form.getByLabel('Base Hours').fill('135');
  await form.getByLabel('Description').fill('Chrome, Edge and Firefox add-ons that extend your product into the browser.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Project type created successfully')).toBeVisible();
  await expect(card(page, 'Browser Extension')).toContainText('135 base hours');
  let visitor = await visitorWizard(page);
  await expect(visitor.getByRole('radio', { name: 'Browser Extension' })).toBeVisible();
  await expect(visitor.getByText('135 base hours')).toBeVisible();
  await visitor.context().close();

  await page.getByRole('button', { name: 'Edit Browser Extension' }).click();
  const edit = page.getByRole('form', { name: 'Edit Project Type' });
  await expect(edit.getByLabel('Base Hours')).toHaveValue('135');
  await edit.getByLabel('Base Hours').fill('165');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Project type updated successfully')).toBeVisible();
  visitor = await visitorWizard(page);
  await expect(visitor.getByText('165 base hours')).toBeVisible();
  await visitor.context().close();

  // Cancel resets.
  await page.getByRole('button', { name: 'Edit Browser Extension' }).click();
  await page.getByRole('form', { name: 'Edit Project Type' }).getByLabel('Name').fill('Typed then cancelled');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Add Project Type' }).click();
  await expect(page.getByRole('form', { name: 'Create New Project Type' }).getByLabel('Name')).toHaveValue('');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Edit Browser Extension' }).click();
  await page.getByRole('form', { name: 'Edit Project Type' }).getByRole('checkbox', { name: 'Active' }).uncheck();
  await page.getByRole('form', { name: 'Edit Project Type' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Project type updated successfully')).toBeVisible();
  await expect(card(page, 'Browser Extension')).toContainText('Inactive');
  visitor = await visitorWizard(page);
  await expect(visitor.getByRole('radio', { name: 'Browser Extension' })).toHaveCount(0);
  await visitor.context().close();

  const question = acceptNextConfirm(page);
  await page.getByRole('button', { name: 'Delete Browser Extension' }).click();
  expect(await question).toBe('Are you sure you want to delete this project type?');
  await expect(toast(page, 'Project type deleted successfully')).toBeVisible();
  await expect(card(page, 'Browser Extension')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('rate cards and features: a new role, a feature that needs it in the wizard, and the guard on deactivating', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/estimator/rate-cards');
  const errors = watchConsoleErrors(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rate Cards');
  await expectNoAccessibilityViolations(page);

  // A forged-looking negative rate is refused by the server with its message.
  await page.getByRole('button', { name: 'Add Rate Card' }).click();
  const form = page.getByRole('form', { name: 'Create New Rate Card' });
  await form.getByLabel('Role').fill('Data Science');
  await form.getByLabel('Hourly Rate (USD)').fill('-5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save rate card')).toContainText('The hourly rate must be greater than 0.');
  await form.getByLabel('Hourly Rate (USD)').fill('140');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Rate card created successfully')).toBeVisible();
  await expect(card(page, 'Data Science')).toContainText('$140.00 per hour');

  // A feature naming the new role.
  await page.getByRole('navigation', { name: 'Estimator data' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Features');
  await page.getByRole('button', { name: 'Add Feature' }).click();
  const feature = page.getByRole('form', { name: 'Create New Feature' });
  await expect(feature.getByLabel('Category')).toHaveValue('core');
  await feature.getByLabel('Name').fill('Churn Prediction');
  await feature.getByLabel('Category').selectOption({ label: 'Advanced Features' });
  await feature.getByLabel('Base Hours').fill('80');
  await feature.getByLabel('Complexity Multiplier').fill('1.5');
  await feature.getByLabel('Description').fill('A model that flags customers likely to leave.');
  await feature.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save feature')).toContainText('Choose at least one role for this feature.');
  await feature.getByRole('group', { name: 'Roles Required' }).getByRole('checkbox', { name: 'Data Science' }).check();
  await feature.getByRole('group', { name: 'Roles Required' }).getByRole('checkbox', { name: 'Backend' }).check();
  await expectNoAccessibilityViolations(page);
  await feature.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Feature created successfully')).toBeVisible();
  await expect(card(page, 'Churn Prediction')).toContainText('Data Science, Backend');

  const visitor = await visitorWizard(page);
  await visitor.getByRole('radio', { name: 'Web Application' }).check();
  await toStep(visitor, 2, 'Feature Builder');
  const advanced = visitor.getByRole('region', { name: 'Advanced Features' });
  await expect(advanced.getByRole('switch', { name: 'Churn Prediction' })).toBeVisible();
  await visitor.context().close();

  // Data Science cannot be deactivated while the active feature needs it.
  await page.getByRole('navigation', { name: 'Estimator data' }).getByRole('link', { name: 'Rate Cards' }).click();
  await page.getByRole('button', { name: 'Edit Data Science' }).click();
  const edit = page.getByRole('form', { name: 'Edit Rate Card' });
  await edit.getByRole('checkbox', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save rate card')).toContainText(
    'You cannot deactivate the Data Science rate card: the active feature "Churn Prediction" need it.',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Data Science')).toContainText('Active');

  // Deactivating the feature takes it off the wizard; then the card may go.
  await page.goto('/admin/estimator/features');
  const filter = page.getByRole('search', { name: 'Filter features' });
  await filter.getByLabel('Search by name').fill('churn');
  await filter.getByLabel('Category').selectOption({ label: 'Advanced Features' });
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]category=advanced(&|$)/);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Edit Churn Prediction' }).click();
  await page.getByRole('form', { name: 'Edit Feature' }).getByRole('checkbox', { name: 'Active' }).uncheck();
  await page.getByRole('form', { name: 'Edit Feature' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Feature updated successfully')).toBeVisible();
  const again = await visitorWizard(page);
  await again.getByRole('radio', { name: 'Web Application' }).check();
  await toStep(again, 2, 'Feature Builder');
  await expect(again.getByRole('switch', { name: 'User Authentication' })).toBeVisible();
  await expect(again.getByRole('switch', { name: 'Churn Prediction' })).toHaveCount(0);
  await again.context().close();

  await page.goto('/admin/estimator/rate-cards');
  const question = acceptNextConfirm(page);
  await page.getByRole('button', { name: 'Delete Data Science' }).click();
  expect(await question).toBe('Are you sure you want to delete this rate card?');
  await expect(toast(page, 'Rate card deleted successfully')).toBeVisible();
  await expect(card(page, 'Data Science')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('settings: a new premium multiplier and rush fee show in the wizard', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/estimator/settings');
  const errors = watchConsoleErrors(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estimator Settings');
  await expect(page.getByLabel('Premium multiplier')).toHaveValue('1.8');
  await expectNoAccessibilityViolations(page);

  await page.getByLabel('Premium multiplier').fill('0');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Failed to save estimator settings')).toContainText('The premium multiplier must be greater than 0.');

  await page.getByLabel('Premium multiplier').fill('2');
  await page.getByLabel('Rush fee (%)').fill('30');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Estimator settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Premium multiplier')).toHaveValue('2');

  const visitor = await visitorWizard(page);
  await visitor.getByRole('radio', { name: 'Web Application' }).check();
  await toStep(visitor, 2, 'Feature Builder');
  await visitor.getByRole('switch', { name: 'User Authentication' }).check();
  await toStep(visitor, 3, 'Complexity & Scale');
  await toStep(visitor, 4, 'Design Level');
  await expect(visitor.getByRole('radio', { name: /Premium/ })).toBeVisible();
  await expect(visitor.getByText('+100%')).toBeVisible();
  await visitor.getByRole('radio', { name: /Premium/ }).check();
  await toStep(visitor, 5, 'Delivery Preferences');
  await expect(visitor.getByText('Rush delivery with a dedicated team: a 30% rush fee applies.')).toBeVisible();
  await visitor.context().close();
  expect(errors).toEqual([]);
});

test('an editor manages project types and features but not prices', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/estimator/features');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Features');
  await expect(page.getByRole('navigation', { name: 'Estimator data' }).getByRole('link')).toHaveText(['Project Types', 'Features']);
  await page.goto('/admin/estimator/rate-cards');
  await expect(page).toHaveURL(/\/admin\?denied=1$/);
  await page.goto('/admin/estimator/settings');
  await expect(page).toHaveURL(/\/admin\?denied=1$/);
});

test('settings: QA and PM shares add their rows to the next estimate; its lead shows the timeline and every choice', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/estimator/settings');
  const errors = watchConsoleErrors(page);
  await expect(page.getByLabel('Quality assurance share (%)')).toHaveValue('0');
  await expect(page.getByLabel('Project management share (%)')).toHaveValue('0');
  await page.getByLabel('Quality assurance share (%)').fill('150');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Failed to save estimator settings')).toContainText('The quality assurance share (%) must be at most 100.');
  await page.getByLabel('Quality assurance share (%)').fill('10');
  await page.getByLabel('Project management share (%)').fill('5');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Estimator settings saved')).toBeVisible();

  // Admin Dashboard, simple: 96 h, 32 h for each of its three roles; the default scale 0.3 makes
  // that x1.15: 37 h each; QA 10% of 96 h x1.15 = 11 h, PM 5% = 6 h.
  const visitor = await visitorWizard(page);
  await visitor.getByRole('radio', { name: 'Web Application' }).check();
  await toStep(visitor, 2, 'Feature Builder');
  await visitor.getByRole('switch', { name: 'Admin Dashboard' }).check();
  await toStep(visitor, 3, 'Complexity & Scale');
  await toStep(visitor, 4, 'Design Level');
  await visitor.getByRole('radio', { name: /Basic/ }).check();
  await toStep(visitor, 5, 'Delivery Preferences');
  await visitor.getByRole('radio', { name: 'ASAP' }).check();
  await visitor.getByRole('radio', { name: 'Premium' }).check();
  await toStep(visitor, 6, 'Contact Information');
  const contact = visitor.getByRole('form', { name: 'Contact information' });
  await contact.getByLabel('Full Name').fill('Lin Lead');
  await contact.getByLabel('Email Address').fill('lin@example.com');
  await visitor.getByRole('button', { name: 'Generate Estimate', exact: true }).click();
  const table = visitor.getByRole('table', { name: 'Cost by Role' });
  await expect(table.locator('tbody tr')).toHaveText([
    /^Design\s*37 h/,
    /^Frontend\s*37 h/,
    /^Backend\s*37 h/,
    /^Project Management\s*6 h/,
    /^Quality Assurance\s*11 h/,
  ]);
  await expect(visitor.getByText('Quality Assurance includes 10% and Project Management includes 5% of the feature hours.')).toBeVisible();
  await expect(
    visitor.getByText('Quality assurance is included: 11 h in the Quality Assurance row, with 10% of the feature hours set aside for it.'),
  ).toBeVisible();
  await expect(
    visitor.getByText('Project management is included: 6 h in the Project Management row, with 5% of the feature hours set aside for it.'),
  ).toBeVisible();
  await visitor.context().close();

  // The estimate's lead: the timeline chosen, and every other choice.
  await page.goto('/admin/leads');
  await page.getByRole('link', { name: 'Lin Lead' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lin Lead');
  /** The value beside `label` in a section's list of fields. */
  const field = (section: string, label: string) =>
    page
      .getByRole('region', { name: section })
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(field('Details', 'Timeline')).toHaveText('ASAP');
  // The estimator asks for no budget, partnership type or consent: not listed as 'Not given'.
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('term')).toHaveText(['Name', 'Email', 'Company', 'Phone', 'Project type', 'Timeline', 'Message']);
  const estimate = page.getByRole('region', { name: 'Estimate' });
  await expect(estimate.getByRole('table', { name: 'Estimate' }).locator('tbody tr')).toHaveCount(5);
  const choice = (label: string) => field('Estimate', label);
  await expect(choice('Features')).toHaveText('Admin Dashboard (Simple)');
  await expect(choice('Scale')).toHaveText('Medium (1K-10K)');
  await expect(choice('Design level')).toHaveText('Basic (x1)');
  await expect(choice('Timeline')).toHaveText('ASAP');
  await expect(choice('Support')).toHaveText('Premium');
  await expect(choice('Delivery')).toHaveText('MVP + Features');
  await expectNoAccessibilityViolations(page);

  // Back to the spec's formula for whatever runs next.
  await page.goto('/admin/estimator/settings');
  await page.getByLabel('Quality assurance share (%)').fill('0');
  await page.getByLabel('Project management share (%)').fill('0');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Estimator settings saved')).toBeVisible();
  expect(errors).toEqual([]);
});
