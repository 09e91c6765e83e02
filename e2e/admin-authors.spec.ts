// The Authors manager, on a server of its own whose database holds the seed (its demo posts'
// authors), an editor, a second staff account to link, and an author named on three posts.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { authors, pages, users } from '../src/server/db/schema';
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
    await db.insert(users).values({ id: 'u-wren', name: 'Wren Writer', email: 'wren@axionlabs.dev', role: 'editor' });
    const [sam] = await db.insert(authors).values({ name: 'Sam Rivera', slug: 'sam-rivera', jobTitle: 'Principal Engineer' }).returning({ id: authors.id });
    await db.insert(pages).values(['on-evals', 'on-agents', 'on-latency'].map((slug) => ({ title: slug, slug, kind: 'post' as const, authorId: sam!.id })));
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Uploads a square portrait to the media library, as staff would before choosing it. */
/** The authors' names as the list shows them, in order. */
const listedNames = (page: Page) => page.getByRole('list', { name: 'Authors' }).getByRole('heading', { level: 2 }).allTextContents();

async function uploadPortrait(page: Page) {
  await page.goto('/admin/media');
  const portrait = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7a4bd1' } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload Files').setInputFiles({ name: 'ana-portrait.png', mimeType: 'image/png', buffer: portrait });
  await expect(toast(page, 'Files Uploaded (1)')).toBeVisible();
}

test('Authors: create with a photo and a linked account, edit, the list shows them; delete refused while posts name the author', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/authors');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Authors | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Authors' })).toHaveAttribute('aria-current', 'page');
  const sam = card(page, 'Sam Rivera');
  await expect(sam).toContainText('Principal Engineer');
  await expect(sam).toContainText('3 posts · No linked account');
  await expect(sam).toContainText('SR');
  await expectNoAccessibilityViolations(page);

  await uploadPortrait(page);
  await page.goto('/admin/authors');

  // A save without a name: the toast, and the message beside the field.
  await page.getByRole('button', { name: 'New Author' }).click();
  const form = page.getByRole('form', { name: 'Create New Author' });
  await expect(page.getByRole('button', { name: 'New Author' })).toBeDisabled();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save author')).toContainText('Please enter the name.');
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Please enter the name.');
  await expectNoAccessibilityViolations(page);

  // The slug left empty is made from the name (shown as the placeholder); the bio counts its characters.
  await form.getByLabel('Name').fill('Ana García');
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
  await expect(form.getByLabel('Slug')).toHaveAttribute('placeholder', 'ana-garcia');
  await form.getByLabel('Role').fill('Head of AI Engineering');
  await expect(form.getByText('0 of 600 characters')).toBeVisible();
  await form.getByLabel('Short bio').fill('Builds retrieval systems that answer from a company’s own documents.');
  await expect(form.getByText('68 of 600 characters')).toBeVisible();
  await expect(form.getByLabel('Short bio')).toHaveAttribute('maxlength', '600');
  await expect(form.getByLabel('Linked account').locator('option')).toHaveText([
    'Not linked',
    'Erin Editor (erin@axionlabs.dev)',
    'Wren Writer (wren@axionlabs.dev)',
  ]);
  await form.getByLabel('Linked account').selectOption({ label: 'Wren Writer (wren@axionlabs.dev)' });
  await expect(form.getByText('None: the initials are shown.')).toBeVisible();
  await form.getByRole('button', { name: 'Choose photo' }).click();
  await page.getByRole('dialog', { name: 'Choose an image' }).getByRole('button', { name: 'ana-portrait.png' }).click();
  await expect(form.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await expect(form.getByText('Chosen from the media library.')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Author created successfully')).toBeVisible();
  await expect(form).toBeHidden();

  const ana = card(page, 'Ana García');
  await expect(ana).toContainText('Head of AI Engineering');
  await expect(ana).toContainText('No posts · Linked to Wren Writer (wren@axionlabs.dev)');
  await expect(ana).toContainText('Builds retrieval systems');
  const photo = ana.locator('img');
  await expect(photo).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f-]{36}(-w\d+)?\.\w+$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // By name, whatever the case.
  const names = await listedNames(page);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  expect(names.indexOf('Ana García')).toBeLessThan(names.indexOf('Sam Rivera'));

  // A slug another author has: refused, the message beside the Slug field; typing clears it.
  await page.getByRole('button', { name: 'New Author' }).click();
  const second = page.getByRole('form', { name: 'Create New Author' });
  await second.getByLabel('Name').fill('Sam Rivera');
  await second.getByRole('button', { name: 'Save' }).click();
  const taken = 'The slug "sam-rivera" is already used by the author "Sam Rivera". Choose another slug.';
  await expect(toast(page, 'Failed to save author')).toContainText(taken);
  await expect(second.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  // The message first, then the field's help.
  await expect(second.getByLabel('Slug')).toHaveAccessibleDescription(`${taken} Left empty, it is made from the name.`);
  await second.getByLabel('Slug').fill('sam-rivera-2');
  await expect(second.getByText(taken)).toBeHidden();
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(second).toBeHidden();
  expect(await listedNames(page)).toEqual(names);

  // Edit loads the record; a new role and no photo are saved.
  await ana.getByRole('button', { name: 'Edit Ana García' }).click();
  const edit = page.getByRole('form', { name: 'Edit Author' });
  await expect(edit.getByLabel('Name')).toHaveValue('Ana García');
  await expect(edit.getByLabel('Slug')).toHaveValue('ana-garcia');
  await expect(edit.getByLabel('Linked account')).toHaveValue('u-wren');
  await expect(edit.getByText('68 of 600 characters')).toBeVisible();
  await edit.getByLabel('Role').fill('Chief Technology Officer');
  await edit.getByRole('button', { name: 'Remove photo' }).click();
  await expect(edit.getByRole('button', { name: 'Choose photo' })).toBeVisible();
  await edit.getByLabel('Linked account').selectOption({ label: 'Not linked' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Author updated successfully')).toBeVisible();
  await expect(ana).toContainText('Chief Technology Officer');
  await expect(ana).toContainText('No posts · No linked account');
  await expect(ana.locator('img')).toHaveCount(0);
  await expect(ana).toContainText('AG');
  await expectNoAccessibilityViolations(page);

  // Deleting an author three posts name: refused, saying so; nothing changes.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this author?');
    void dialog.accept();
  });
  await sam.getByRole('button', { name: 'Delete Sam Rivera' }).click();
  await expect(toast(page, 'Failed to delete author')).toContainText('Sam Rivera is the author of 3 posts. Give its 3 posts another author first.');
  await page.reload();
  await expect(card(page, 'Sam Rivera')).toContainText('3 posts');

  // A dismissed confirmation deletes nothing; an accepted one deletes an author without posts.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await card(page, 'Ana García').getByRole('button', { name: 'Delete Ana García' }).click();
  await expect(card(page, 'Ana García')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await card(page, 'Ana García').getByRole('button', { name: 'Delete Ana García' }).click();
  await expect(toast(page, 'Author deleted successfully')).toBeVisible();
  await expect(card(page, 'Ana García')).toHaveCount(0);
  await page.reload();
  expect(await listedNames(page)).toEqual(names.filter((name) => name !== 'Ana García'));

  // Search by name.
  await page.getByLabel('Search by name').fill('nobody');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/admin\/authors\?q=nobody$/);
  await expect(page.getByText('No authors found.')).toBeVisible();
  expect(errors).toEqual([]);
});
