// The estimator wizard at /estimator, against the seeded demo database: the rules of each step,
// the state kept across a reload and the browser's Back button, and a walk-through whose total
// is checked against a calculation done here by hand from the seed data (not with pricing.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { estimatorSettings, projectFeatures, projectTypes, rateCards } from '../src/server/db/seed-data';
import { expectNoAccessibilityViolations } from './support/axe';
import { watchConsoleErrors } from './support/page-checks';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 7`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function next(page: Page, step: number, title: string) {
  await button(page, 'Next Step').click();
  await expectStep(page, step, title);
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact information' });
const complexitySlider = (page: Page, feature: string) => page.getByRole('slider', { name: `${feature} complexity` });

/** Steps 1 to 3: Web Application, User Authentication (Medium), Admin Dashboard (Complex), scale 0.6. */
async function chooseUpToDesign(page: Page) {
  await page.goto('/estimator');
  await page.getByRole('radio', { name: 'Web Application' }).check();
  await next(page, 2, 'Feature Builder');
  await page.getByRole('switch', { name: 'User Authentication' }).check();
  await complexitySlider(page, 'User Authentication').fill('2');
  await page.getByRole('switch', { name: 'Admin Dashboard' }).check();
  await complexitySlider(page, 'Admin Dashboard').fill('3');
  await next(page, 3, 'Complexity & Scale');
  await page.getByRole('slider', { name: 'Project Scale' }).fill('0.6');
  await expect(page.getByRole('slider', { name: 'Project Scale' })).toHaveAttribute('aria-valuetext', 'Large (10K-100K)');
  await next(page, 4, 'Design Level');
}

/**
 * The spec's formula by hand: hours = base_hours x multiplier x complexity, split evenly across the
 * feature's roles; x (1 + scale x 0.5); each role's cost = hours x rate x design multiplier, rounded;
 * the total is the sum of the rows. The rush fee is not applied (seeded setting off).
 */
function expectedTotal(chosen: { name: string; complexity: number }[], scale: number, designMultiplier: number) {
  const hoursByRole = new Map<string, number>();
  for (const { name, complexity } of chosen) {
    const feature = projectFeatures.find((f) => f.name === name)!;
    const roles = feature.rolesRequired!;
    const hours = feature.baseHours * feature.complexityMultiplier! * complexity;
    for (const role of roles) hoursByRole.set(role, (hoursByRole.get(role) ?? 0) + hours / roles.length);
  }
  let total = 0;
  for (const [role, hours] of hoursByRole) {
    const rate = rateCards.find((card) => card.role === role)!.hourlyRate;
    total += Math.round(hours * (1 + scale * 0.5) * rate * designMultiplier);
  }
  return total;
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

test('step 1: Previous is disabled, Next waits for a project type; the cards are radios with base hours', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/estimator');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Cost Estimator' })).toBeVisible();
  await expectStep(page, 1, 'Select Your Project Type');
  await expect(page.getByText('Choose the type that best describes your project')).toBeVisible();
  await expect(page.getByText('14% complete')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Estimator progress' })).toHaveAttribute('aria-valuenow', '14');

  await expect(page.getByRole('radio')).toHaveCount(projectTypes.filter((t) => t.isActive).length);
  await expect(page.getByText('240 base hours')).toBeVisible();
  await expect(button(page, 'Previous')).toBeDisabled();
  await expect(button(page, 'Next Step')).toBeDisabled();
  await expect(page.getByText('Estimated total (preview)')).toBeHidden();
  await expectNoAccessibilityViolations(page);

  // Keyboard: Space chooses the focused card, arrows move the choice within the group.
  await page.getByRole('radio', { name: 'Mobile App' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Mobile App' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'SaaS Platform' })).toBeChecked();
  await expect(button(page, 'Next Step')).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Next Step')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 2, 'Feature Builder');
  await expect(stepHeading(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test('step 2: features by category; Next waits for a feature; complexity Simple / Medium / Complex and hours', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/estimator');
  await page.getByRole('radio', { name: 'Web Application' }).check();
  await next(page, 2, 'Feature Builder');
  await expect(page.getByText('Select the features you need and adjust their complexity')).toBeVisible();
  await expect(page.getByText('29% complete')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Core Features', 'Advanced Features', 'Integrations', 'Design Features']);
  await expect(page.getByRole('switch')).toHaveCount(projectFeatures.filter((f) => f.isActive).length);
  await expect(button(page, 'Next Step')).toBeDisabled();
  await expect(button(page, 'Previous')).toBeEnabled();
  await expect(page.getByText('Estimated total (preview)')).toBeVisible();
  await expect(page.getByText('Select features to see a preview.')).toBeVisible();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('switch', { name: 'Search & Filtering' }) });
  await expect(card.getByText('57.6 hours')).toBeVisible(); // 48 x 1.2 x 1
  await expect(complexitySlider(page, 'Search & Filtering')).toBeHidden();
  await page.getByRole('switch', { name: 'Search & Filtering' }).check();
  await expect(button(page, 'Next Step')).toBeEnabled();
  const slider = complexitySlider(page, 'Search & Filtering');
  await expect(slider).toHaveValue('1');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Simple');
  await slider.fill('2');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Medium');
  await expect(card.getByText('115.2 hours')).toBeVisible();
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Complex');
  await expect(card.getByText('172.8 hours')).toBeVisible();
  await expect(page.getByTestId('preview-total')).toHaveText(/^\$[\d,]+$/);
  await expectNoAccessibilityViolations(page);

  // Unticking removes the feature (and its complexity): ticking again starts at Simple.
  await page.getByRole('switch', { name: 'Search & Filtering' }).uncheck();
  await expect(slider).toBeHidden();
  await expect(button(page, 'Next Step')).toBeDisabled();
  await page.getByRole('switch', { name: 'Search & Filtering' }).check();
  await expect(slider).toHaveAttribute('aria-valuetext', 'Simple');
  expect(errors).toEqual([]);
});

test('the design step needs a choice; a reload on step 4 keeps every choice; the Back button moves between steps', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await chooseUpToDesign(page);
  await expect(button(page, 'Next Step')).toBeDisabled();
  await expect(page.getByRole('radio')).toHaveCount(4);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  const standard = page.locator('label').filter({ has: page.getByRole('radio', { name: 'Standard' }) });
  await expect(standard.getByText('Most Popular')).toBeVisible();
  await expect(standard.getByText('+30%')).toBeVisible();
  await expect(page.locator('label').filter({ has: page.getByRole('radio', { name: 'Custom' }) }).getByText('+150%')).toBeVisible();

  // The browser's Back and Forward buttons move between steps; each step's heading takes the focus.
  await page.goBack();
  await expectStep(page, 3, 'Complexity & Scale');
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByRole('slider', { name: 'Project Scale' })).toHaveValue('0.6');
  await page.goBack();
  await expectStep(page, 2, 'Feature Builder');
  await expect(stepHeading(page)).toBeFocused();
  await page.goForward();
  await expectStep(page, 3, 'Complexity & Scale');
  await page.goForward();
  await expectStep(page, 4, 'Design Level');

  // A reload keeps every choice: the step, the type, the features with their complexities, the sliders.
  await page.reload();
  await expectStep(page, 4, 'Design Level');
  await expect(page).toHaveURL(/\?step=4$/);
  await expect(button(page, 'Next Step')).toBeDisabled();
  await page.getByRole('radio', { name: 'Premium' }).check();
  await expect(page.getByText('+80%')).toBeVisible();
  await next(page, 5, 'Delivery Preferences');
  await button(page, 'Previous').click();
  await expectStep(page, 4, 'Design Level');
  await expect(page.getByRole('radio', { name: 'Premium' })).toBeChecked();
  await button(page, 'Previous').click();
  await expectStep(page, 3, 'Complexity & Scale');
  await expect(page.getByRole('slider', { name: 'Project Scale' })).toHaveValue('0.6');
  await button(page, 'Previous').click();
  await expectStep(page, 2, 'Feature Builder');
  await expect(page.getByRole('switch', { checked: true })).toHaveCount(2);
  await expect(page.getByRole('switch', { name: 'User Authentication' })).toBeChecked();
  await expect(complexitySlider(page, 'User Authentication')).toHaveValue('2');
  await expect(complexitySlider(page, 'Admin Dashboard')).toHaveValue('3');
  await button(page, 'Previous').click();
  await expectStep(page, 1, 'Select Your Project Type');
  await expect(page.getByRole('radio', { name: 'Web Application' })).toBeChecked();
  expect(errors).toEqual([]);
});

test('an address asking for a later step than the choices allow shows the furthest allowed step', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/estimator?step=5');
  await expectStep(page, 1, 'Select Your Project Type');
  await expect(page).toHaveURL(/\/estimator$/);
  await page.goto('/estimator?step=7');
  await expectStep(page, 1, 'Select Your Project Type');
  expect(errors).toEqual([]);
});

test('a failed generation shows the error toast and keeps the visitor on step 6', async ({ page }) => {
  await chooseUpToDesign(page);
  await page.getByRole('radio', { name: 'Basic' }).check();
  await next(page, 5, 'Delivery Preferences');
  await next(page, 6, 'Contact Information');
  await contactForm(page).getByLabel('Full Name').fill('Grace Hopper');
  await contactForm(page).getByLabel('Email Address').fill('grace@example.com');
  await page.route(
    (url) => url.pathname === '/estimator',
    (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()),
  );
  await button(page, 'Generate Estimate').click();
  await expect(page.getByText('Failed to generate estimate. Please try again.')).toBeVisible();
  await expectStep(page, 6, 'Contact Information');
  await expect(button(page, 'Generate Estimate')).toBeEnabled();
  await expect(contactForm(page).getByLabel('Full Name')).toHaveValue('Grace Hopper');
});

test('walk-through: the generated total equals a calculation by hand from the seed data', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  expect(estimatorSettings.applyRushFee).toBe(false);
  const premium = estimatorSettings.designMultipliers!.premium;
  const total = expectedTotal(
    [
      { name: 'User Authentication', complexity: 2 },
      { name: 'Admin Dashboard', complexity: 3 },
    ],
    0.6,
    premium,
  );
  expect(total).toBe(55_349); // worked out on paper for the seeded rates (content/pricing.ts), as a check of the check

  await chooseUpToDesign(page);
  await page.getByRole('radio', { name: 'Premium' }).check();
  await next(page, 5, 'Delivery Preferences');
  await expect(page.getByRole('radio', { name: 'Standard', checked: true })).toHaveCount(2);
  await page.getByRole('radio', { name: 'ASAP' }).check();
  await expect(page.getByText('a 25% rush fee applies')).toBeVisible();
  await expect(page.getByText('a 10% discount applies')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Delivery Phases' })).toHaveAttribute('aria-valuetext', 'MVP + Features');
  await page.getByRole('slider', { name: 'Delivery Phases' }).fill('1');
  await expect(page.getByRole('slider', { name: 'Delivery Phases' })).toHaveAttribute('aria-valuetext', 'Agile Sprints');
  await next(page, 6, 'Contact Information');

  // The preview already shows the same number; the server computes its own.
  await expect(page.getByTestId('preview-total')).toHaveText(usd(total));
  const generateButton = button(page, 'Generate Estimate');
  await expect(generateButton).toBeDisabled();
  await expect(contactForm(page).getByLabel('Email Address')).toHaveAttribute('type', 'email');
  await contactForm(page).getByLabel('Full Name').fill('Ada Lovelace');
  await expect(generateButton).toBeDisabled();
  await contactForm(page).getByLabel('Email Address').fill('ada@example.com');
  await expect(generateButton).toBeEnabled();
  await contactForm(page).getByLabel('Company').fill('Analytical Engines Ltd');
  await contactForm(page).getByLabel('Project Description').fill('A customer portal with sign-in and an admin back office.');
  await expectNoAccessibilityViolations(page);

  // Slow the server action down so that the busy state can be seen.
  await page.route(
    (url) => url.pathname === '/estimator',
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
  await generateButton.click();
  await expect(button(page, 'Generating...')).toBeDisabled();
  await expect(page.getByText('Estimate Generated')).toBeVisible();
  await expect(page.getByText('Your project estimate has been created successfully.')).toBeVisible();
  await expect(page.getByText('Step 7 of 7', { exact: true })).toBeVisible();
  await expect(page.getByText('100% complete')).toBeVisible();
  await expect(page.getByTestId('estimate-total')).toHaveText(usd(total));
  for (const name of ['Previous', 'Next Step', 'Generate Estimate']) await expect(button(page, name)).toHaveCount(0);
  await expect(page.getByText('Estimated total (preview)')).toBeHidden();

  // A reload on step 7 shows the saved result again; a new visit starts with fresh choices.
  await page.unroute((url) => url.pathname === '/estimator');
  await page.reload();
  await expect(page.getByTestId('estimate-total')).toHaveText(usd(total));
  await page.goto('/estimator');
  await expectStep(page, 1, 'Select Your Project Type');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('without JavaScript the loading placeholders show: 8 project types, or 3 categories of 4 features', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/estimator');
  // The visible placeholder is the Suspense fallback (the streamed wizard stays hidden without JavaScript).
  await expect(page.getByTestId('project-type-skeletons').first().locator(':scope > div')).toHaveCount(8);
  // Chromium parses <noscript> as text when only script execution is off: check the markup.
  expect(await (await page.request.get('/estimator')).text()).toMatch(/<noscript><p[^>]*>The estimator needs JavaScript\./);
  await page.goto('/estimator?step=2');
  const features = page.getByTestId('feature-skeletons').first();
  await expect(features.locator(':scope > div')).toHaveCount(3);
  await expect(features.locator(':scope > div > div > div')).toHaveCount(12);
  await context.close();
});

test('the result: Export PDF downloads the estimate, Email Estimate queues it with the PDF, the share link shows the same numbers', async ({ page }) => {
  await chooseUpToDesign(page);
  await page.getByRole('radio', { name: 'Premium' }).check();
  await next(page, 5, 'Delivery Preferences');
  await next(page, 6, 'Contact Information');
  await contactForm(page).getByLabel('Full Name').fill('Charles Babbage');
  await contactForm(page).getByLabel('Email Address').fill('charles@example.com');
  await button(page, 'Generate Estimate').click();
  const total = await page.getByTestId('estimate-total').textContent();
  expect(total).toMatch(/^\$[\d,]+$/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Axion Labs estimate EST-[0-9A-F]{8}\.pdf$/);
  const pdfPath = path.join(test.info().outputDir, 'estimate.pdf');
  await download.saveAs(pdfPath);
  expect(fs.readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdftotext', [pdfPath, '-']).toString()).toContain(total!);

  await page.getByRole('button', { name: 'Email Estimate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Estimate has been sent to your email address.' })).toBeVisible();
  // Without SMTP_URL the server writes its mail to DATA_DIR/mail as .eml files.
  const mailDir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  await expect
    .poll(() => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8')) : []).find((m) => m.includes('To: charles@example.com') && m.includes('application/pdf')), { timeout: 15_000 })
    .toBeTruthy();

  const shareUrl = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(shareUrl).toMatch(/\/estimates\/[\w-]{24}$/);
  const roles = await page.getByRole('table').getByRole('row').allTextContents();
  await page.goto(shareUrl);
  await expect(page.getByTestId('estimate-total')).toHaveText(total!);
  expect(await page.getByRole('table').getByRole('row').allTextContents()).toEqual(roles);
  await expectNoAccessibilityViolations(page);

  // Accepting opens the booking calendar (an external site: answered here, as there is no internet).
  await page.route('https://cal.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }));
  await page.getByRole('button', { name: 'Accept and book a call' }).click();
  await expect(page).toHaveURL(/^https:\/\/cal\.com\//);
  await page.goto(shareUrl);
  await expect(page.getByRole('button', { name: 'Book a call' })).toBeVisible();
});
