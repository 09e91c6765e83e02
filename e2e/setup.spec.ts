// The first run without ADMIN_EMAIL/ADMIN_PASSWORD: the server prints a one-time setup link.
import { expect, test } from '@playwright/test';
import { makeDataDir, startServer } from './support/server';

test('the setup link creates the first super admin once, then answers 404', async ({ page }) => {
  const server = await startServer(makeDataDir());
  try {
    const link = /No administrator yet\. Create the first one with this link[^\n]*\n[^\n]*\n\s*(http:\/\/\S+\/setup\?token=[\w-]+)/.exec(server.output())?.[1];
    expect(link, server.output()).toBeTruthy();
    expect((await page.request.get(link!.replace(/token=[\w-]+/, 'token=guessed-token-guessed-token'))).status()).toBe(404);

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Create the First Administrator' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create the first administrator' });
    await form.getByLabel('Name').fill('Grace Founder');
    await form.getByLabel('Email').fill('grace@axionlabs.dev');
    await form.getByLabel(/^Password/).fill('password123');
    await form.getByRole('button', { name: 'Create Administrator' }).click();
    await expect(form.getByRole('status')).toHaveText('This password is too common. Please choose another one.');
    await form.getByLabel(/^Password/).fill('a genuinely long passphrase');
    await form.getByRole('button', { name: 'Create Administrator' }).click();
    await expect(page).toHaveURL(/\/ax-admin-panel/);
    expect(page.url()).not.toContain('grace');

    // The sign-in page says the account is ready, with its email filled in.
    await expect(page.getByRole('status').filter({ hasText: 'ready' })).toHaveText('Your administrator account is ready: sign in.');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await expect(signIn.getByLabel('Email')).toHaveValue('grace@axionlabs.dev');
    await signIn.getByLabel('Password').fill('a genuinely long passphrase');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Once signed in, the note has done its job.
    await page.context().clearCookies({ name: /session_token/ });
    await page.goto(`${server.url}/ax-admin-panel`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(page.getByText('Your administrator account is ready')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue('');

    expect((await page.request.get(link!)).status()).toBe(404);
  } finally {
    await server.stop();
  }
});
