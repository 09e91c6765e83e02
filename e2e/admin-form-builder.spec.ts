// The form builder, on a server of its own whose database holds an editor: a form built from
// several field types (one shown only when a box is ticked), reordered with its buttons and the
// keyboard, saved and read back; problems shown beside their inputs, whether the browser's check
// or the server's finds them; a save over someone else's refused without losing the work.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { forms } from '../src/server/db/schema';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'bea@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Bea Builder' };
let server: RunningServer;
let contactFormId: string;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
    contactFormId = (await db.select({ id: forms.id }).from(forms).where(eq(forms.slug, 'contact')))[0]!.id;
    // A built form already there: its slug is taken.
    await db.insert(forms).values({
      name: 'Webinar',
      slug: 'webinar',
      fields: [{ id: 'w1', type: 'email', name: 'email', label: 'Email', required: true }] as never,
      settings: {},
    });
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const fieldList = (page: Page) => page.getByRole('list', { name: 'Fields' });
const fieldCard = (page: Page, label: string) =>
  fieldList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^\\d+\\.\\s*${label}`) }) });

const LABEL_OF: Record<string, string> = { 'Consent checkbox': 'Text beside the box', 'Section heading': 'Heading' };

/** Adds a field of `type` from the palette and types its label (the label box has the focus). */
async function addField(page: Page, type: string, label: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add a field', exact: true }).click();
  await page
    .getByRole('group', { name: 'Add a field' })
    .getByRole('button', { name: new RegExp(`^${type}`) })
    .click();
  const labelBox = fieldList(page)
    .getByRole('listitem')
    .last()
    .getByRole('textbox', { name: LABEL_OF[type] ?? 'Label', exact: true });
  await expect(labelBox).toBeFocused();
  await labelBox.fill(label);
  return fieldCard(page, label);
}

async function fieldOrder(page: Page) {
  return (await fieldList(page).getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.replace(/^\d+\.\s*/, ''));
}

test('build a form with a conditional field, reorder it, save it and find it as it was', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/forms');
  const errors = watchConsoleErrors(page);
  // The built-in forms stay as they were: no builder for them.
  await expect(card(page, 'Contact Form')).toContainText('Built in');
  await expect(card(page, 'Contact Form').getByRole('link', { name: /Edit/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'New form' }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/new$/);
  await expect(page).toHaveTitle('New form | Admin');
  const builder = page.getByRole('form', { name: 'New form' });
  await expect(builder.getByText('No fields yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await builder.getByRole('textbox', { name: 'Name', exact: true }).fill('Event sign-up');
  // The slug follows the name until it is typed.
  await expect(builder.getByRole('textbox', { name: 'Slug' })).toHaveValue('event-sign-up');

  const yourName = await addField(page, 'Short text', 'Your name');
  await expect(yourName.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('your_name');
  await yourName.getByRole('checkbox', { name: 'Required' }).check();
  const email = await addField(page, 'Email', 'Email');
  await email.getByRole('checkbox', { name: 'Required' }).check();
  const size = await addField(page, 'Drop-down', 'Company size');
  await expect(size.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('company_size');
  await size.getByRole('textbox', { name: 'Options' }).fill('1–10 people\n11–50 people\n\n51+ people\n');
  await addField(page, 'Consent checkbox', 'Attending in person');
  const dietary = await addField(page, 'Long text', 'Dietary needs');
  // Only the choice fields above it are offered.
  const dependsOn = dietary.getByRole('combobox', { name: 'Field', exact: true });
  await expect(dependsOn.getByRole('option')).toHaveText(['Always shown', 'Company size', 'Attending in person']);
  await dependsOn.selectOption({ label: 'Attending in person' });
  await expect(dietary.getByRole('combobox', { name: 'Answer is' })).toHaveValue('ticked');
  await expect(dietary.getByRole('heading', { level: 3 })).toContainText('Shown when Attending in person is ticked');
  const campaign = await addField(page, 'Hidden value', 'Campaign');
  await campaign.getByRole('textbox', { name: 'Value' }).fill('autumn-2026');
  // The preview draws the form as visitors get it, its condition working.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('combobox', { name: 'Company size' })).toContainText('11–50 people');
  await expect(preview.getByRole('textbox', { name: 'Dietary needs' })).toBeHidden();
  await preview.getByRole('checkbox', { name: 'Attending in person' }).check();
  await expect(preview.getByRole('textbox', { name: 'Dietary needs' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expectNoAccessibilityViolations(page);

  // Reordered: by pointer, then by keyboard (the focus follows the field).
  await page.getByRole('button', { name: 'Move field 2 (Email) up' }).click();
  expect((await fieldOrder(page))[0]).toMatch(/^Email/);
  await expect(page.getByRole('button', { name: 'Move field 1 (Email) down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move field 2 (Email) down' })).toBeFocused();
  await page.getByRole('button', { name: 'Move field 6 (Campaign) up' }).click();
  await expect(page.getByRole('button', { name: 'Move field 5 (Campaign) up' })).toBeFocused();

  // Removed, then back with Undo.
  await page.getByRole('button', { name: 'Remove field 3 (Company size)' }).click();
  await expect(fieldCard(page, 'Company size')).toHaveCount(0);
  await toast(page, 'Removed field 3 (Company size)').getByRole('button', { name: 'Undo' }).click();
  await expect(fieldCard(page, 'Company size')).toHaveCount(1);

  const expectedOrder = [/^Your name/, /^Email/, /^Company size/, /^Attending in person/, /^Campaign/, /^Dietary needs/];
  await expect(fieldList(page).getByRole('heading', { level: 3 })).toHaveText(
    expectedOrder.map((name) => new RegExp(name.source.replace('^', '^\\d+\\.\\s*'))),
  );

  // Leaving with unsaved changes asks first.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Leave this page? Your changes are not saved.');
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to forms' }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/new$/);

  await page.getByRole('button', { name: 'Create form' }).first().click();
  await expect(toast(page, 'Form created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/forms\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit form: Event sign-up');

  await page.reload();
  const saved = page.getByRole('form', { name: 'Edit form: Event sign-up' });
  await expect(saved.getByRole('textbox', { name: 'Slug' })).toHaveValue('event-sign-up');
  await expect(fieldList(page).getByRole('heading', { level: 3 })).toHaveText(
    expectedOrder.map((name) => new RegExp(name.source.replace('^', '^\\d+\\.\\s*'))),
  );
  await fieldCard(page, 'Company size')
    .getByRole('button', { name: /Company size/ })
    .first()
    .click();
  await expect(fieldCard(page, 'Company size').getByRole('textbox', { name: 'Options' })).toHaveValue('1–10 people\n11–50 people\n51+ people');
  await expect(fieldCard(page, 'Your name').getByRole('heading', { level: 3 })).toContainText('Required');
  await fieldCard(page, 'Dietary needs')
    .getByRole('button', { name: /Dietary needs/ })
    .first()
    .click();
  await expect(fieldCard(page, 'Dietary needs').getByRole('combobox', { name: 'Field', exact: true })).toHaveValue('attending_in_person');
  await fieldCard(page, 'Campaign')
    .getByRole('button', { name: /Campaign/ })
    .first()
    .click();
  await expect(fieldCard(page, 'Campaign').getByRole('textbox', { name: 'Value' })).toHaveValue('autumn-2026');
  await expectNoAccessibilityViolations(page);

  // In the list, with its Edit link.
  await page.getByRole('link', { name: 'Back to forms' }).click();
  await expect(card(page, 'Event sign-up')).toContainText('6 fields · 0 submissions');
  await card(page, 'Event sign-up').getByRole('link', { name: 'Edit Event sign-up' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit form: Event sign-up');

  // A built-in form has no builder; an unknown one is not found.
  await page.goto(`/admin/forms/${contactFormId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Form');
  await expect(page.getByText('A built-in form of the site: its fields and texts are fixed.')).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) expect((await page.goto(`/admin/forms/${id}`))?.status()).toBe(404);
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('problems are shown beside their input, from the browser’s check and from the server’s', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/forms/new');
  const builder = page.getByRole('form', { name: 'New form' });
  await builder.getByRole('textbox', { name: 'Name', exact: true }).fill('Webinar');
  const colour = await addField(page, 'Drop-down', 'Colour');
  // Closed, the field opens again to show its problem.
  await colour.getByRole('button', { name: /^\d+\.\s*Colour/ }).click();
  await expect(colour.getByRole('textbox', { name: 'Options' })).toBeHidden();

  await page.getByRole('button', { name: 'Create form' }).first().click();
  await expect(toast(page, 'Failed to save form')).toContainText('Field 1 (Colour): Add at least one option.');
  const options = colour.getByRole('textbox', { name: 'Options' });
  await expect(options).toBeFocused();
  await expect(options).toHaveAccessibleDescription(/^Add at least one option\./);
  await expect(colour.getByRole('heading', { level: 3 })).toContainText('Needs attention');

  // The slug is taken: only the server knows.
  await options.fill('Red\nBlue');
  await expect(options).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Create form' }).first().click();
  await expect(toast(page, 'Another form already uses this slug.')).toContainText('Failed to save form');
  const slug = builder.getByRole('textbox', { name: 'Slug' });
  await expect(slug).toBeFocused();
  await expect(slug).toHaveAccessibleDescription(/^Another form already uses this slug\./);
  await expect(options).toHaveValue('Red\nBlue');

  // Typed as words, the slug is tidied when the box is left.
  await slug.fill('Colour Poll');
  await slug.blur();
  await expect(slug).toHaveValue('colour-poll');
  await page.getByRole('button', { name: 'Create form' }).first().click();
  await expect(toast(page, 'Form created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/forms\/[0-9a-f-]{36}$/);
  const url = page.url();

  // A second editor saves meanwhile: the first one's save is refused, and what they typed stays.
  const other = await signedIn(browser, server.url, EDITOR, new URL(url).pathname);
  await other.getByRole('textbox', { name: 'Name', exact: true }).fill('Colour poll');
  await other.getByRole('button', { name: 'Save form' }).first().click();
  await expect(toast(other, 'Form updated successfully')).toBeVisible();

  await page.getByRole('textbox', { name: 'Description' }).fill('Which colour do you like?');
  await page.getByRole('button', { name: 'Save form' }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else saved this form at' })).toContainText(
    /Someone else saved this form at \d{2}:\d{2}; reload to see their changes\./,
  );
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Which colour do you like?');

  // Deleted (it has no entries), after the question.
  other.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this form?');
    void dialog.accept();
  });
  await other.getByRole('button', { name: 'Delete form' }).click();
  await expect(toast(other, 'Form deleted successfully')).toBeVisible();
  await expect(other).toHaveURL(/\/admin\/forms$/);
  await expect(card(other, 'Colour poll')).toHaveCount(0);
  await expect(card(other, 'Webinar')).toHaveCount(1);
});
