// The estimator wizard at /estimator, against the seeded demo database: the rules of each step,
// the state kept across a reload and the browser's Back button, and a walk-through whose total
// is checked against a calculation done here by hand from the seed data (not with pricing.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { estimatorSettings, projectFeatures, projectTypes, rateCards } from '../src/seed/seed-data';
import { attachmentsOf, plainTextOf } from '../src/test/mime';
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

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

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
 * The spec's formula by hand, with the rounding the breakdown shows: hours = base_hours x
 * multiplier x complexity, split evenly across the feature's roles, summed per role, x (1 + scale
 * x 0.5) and rounded to whole hours; each role costs hours x rate; the design level adds
 * (multiplier - 1) x their sum, rounded to the dollar. The rush fee is not applied (seeded setting off).
 */
function expectedTotal(chosen: { name: string; complexity: number }[], scale: number, designMultiplier: number) {
  const hoursByRole = new Map<string, number>();
  for (const { name, complexity } of chosen) {
    const feature = projectFeatures.find((f) => f.name === name)!;
    const roles = feature.rolesRequired!;
    const hours = feature.baseHours * feature.complexityMultiplier! * complexity;
    for (const role of roles) hoursByRole.set(role, (hoursByRole.get(role) ?? 0) + hours / roles.length);
  }
  let subtotal = 0;
  for (const [role, hours] of hoursByRole) subtotal += Math.round(hours * (1 + scale * 0.5)) * rateCards.find((card) => card.role === role)!.hourlyRate;
  return subtotal + Math.round(subtotal * (designMultiplier - 1));
}

const dollars = (text: string) => {
  const match = /^([+-]?)\$([\d,]+)$/.exec(text.trim());
  expect(match, `an amount in whole dollars: ${text}`).not.toBeNull();
  return (match![1] === '-' ? -1 : 1) * Number(match![2]!.replace(/,/g, ''));
};

/**
 * The role table as a client reads it: each row's hours, rate and cost, the subtotal, the design
 * line and the total, checked to multiply out and add up. Returns the total it shows.
 */
async function expectBreakdownAddsUp(page: Page) {
  const table = page.getByRole('table', { name: 'Cost by Role' });
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
  expect(rows.length).toBeGreaterThan(0);
  let sum = 0;
  let hoursSum = 0;
  for (const [role, hoursText, rateText, costText] of rows) {
    const hours = Number(/^([\d,]+) h$/.exec(hoursText!)![1]!.replace(/,/g, ''));
    const rate = dollars(/^× (.*)\/h$/.exec(rateText!)![1]!);
    const cost = dollars(costText!.replace(/^= /, ''));
    expect(hours * rate, `${role}: ${hoursText} x ${rateText} = ${costText}`).toBe(cost);
    sum += cost;
    hoursSum += hours;
  }
  const footer = async (label: string | RegExp) =>
    (await table
      .locator('tfoot tr')
      .filter({ has: page.getByRole('rowheader', { name: label }) })
      .locator('td')
      .last()
      .textContent()) ?? '';
  expect(dollars(await footer('Subtotal'))).toBe(sum);
  await expect(
    table
      .locator('tfoot tr')
      .filter({ has: page.getByRole('rowheader', { name: 'Subtotal' }) })
      .locator('td')
      .first(),
  ).toHaveText(`${hoursSum} h`);
  const design = dollars(await footer(/^Design level: \w+ \(x[\d.]+\)$/));
  const total = dollars(await footer('Total'));
  expect(sum + design).toBe(total);
  await expect(page.getByTestId('estimate-total')).toHaveText(usd(total));
  return { total, subtotal: sum, design };
}

/** The emails the server has written to DATA_DIR/mail (no SMTP_URL in the browser tests) for `address`. */
function mailsTo(address: string) {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${address.replace(/[.]/g, '\\.')}$`, 'm').test(raw))
    .map((raw) => ({ text: plainTextOf(raw), attachments: attachmentsOf(raw) }));
}

test('step 1: Previous is disabled, Next waits for a project type; the cards are radios with base hours', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/estimator');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Cost Estimator' })).toBeVisible();
  await expectStep(page, 1, 'Select Your Project Type');
  await expect(page.getByText('Choose the type that best describes your project')).toBeVisible();
  await expect(page.getByText('14% complete')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Estimator progress' })).toHaveAttribute('value', '14');

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
  await expect(
    page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Custom' }) })
      .getByText('+150%'),
  ).toBeVisible();

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

test('walk-through: the generated total equals a calculation by hand; the result has its own address, kept on reload, Back and Forward', async ({ page }) => {
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
  // Worked out on paper for the seeded rates (content/pricing.ts), as a check of the check: Frontend
  // 159 h x $65, Backend 159 h x $70, Quality Assurance 35 h x $50, Design 125 h x $60 = $30,715;
  // premium adds $24,572.
  expect(total).toBe(55_287);

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
  await expect(page).toHaveURL(/\/estimator\?estimate=[\w-]{24}$/);
  const resultUrl = page.url();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Estimate Is Ready' })).toBeFocused();
  await expect(page.getByTestId('estimate-total')).toHaveText(usd(total));
  expect(await expectBreakdownAddsUp(page)).toEqual({ total, subtotal: 30_715, design: 24_572 });
  await expect(page.getByRole('rowheader', { name: 'Design level: Premium (x1.8)' })).toBeVisible();
  // The busiest roles have 159 h: four full-time weeks.
  await expect(page.getByTestId('estimate-duration')).toHaveText('Expected duration: 4 weeks');
  await expect(page.getByText('Worked out with one full-time person (40 h a week) per role')).toBeVisible();
  await expect(page.getByText('Quality assurance is included: 35 h in the Quality Assurance row, for the chosen features that call for it.')).toBeVisible();
  await expect(page.getByText('This estimate has no project management hours: none of the chosen features calls for them.')).toBeVisible();
  for (const name of ['Previous', 'Next Step', 'Generate Estimate']) await expect(button(page, name)).toHaveCount(0);
  await expect(page.getByText('Estimated total (preview)')).toBeHidden();
  await page.unroute((url) => url.pathname === '/estimator');
  await expect(page.getByText('Estimate Generated')).toBeHidden(); // the toast has gone: axe sees the page alone
  await expectNoAccessibilityViolations(page);

  // A reload shows the same saved estimate: same address, same total.
  await page.reload();
  await expect(page).toHaveURL(resultUrl);
  await expect(page.getByText('Step 7 of 7', { exact: true })).toBeVisible();
  await expect(page.getByTestId('estimate-total')).toHaveText(usd(total));

  // Back leads to the contact step with every choice kept; Forward to the same estimate.
  await page.goBack();
  await expectStep(page, 6, 'Contact Information');
  await expect(contactForm(page).getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  await page.goForward();
  await expect(page).toHaveURL(resultUrl);
  await expect(page.getByTestId('estimate-total')).toHaveText(usd(total));

  // Changed and generated again, it is a new estimate with its own address; the first one stays.
  await page.goBack();
  await expectStep(page, 6, 'Contact Information');
  await button(page, 'Previous').click();
  await button(page, 'Previous').click();
  await expectStep(page, 4, 'Design Level');
  await page.getByRole('radio', { name: 'Basic' }).check();
  await next(page, 5, 'Delivery Preferences');
  // Next Step on step 5 only shows step 6, even with the contact details filled in.
  await next(page, 6, 'Contact Information');
  await expect(contactForm(page).getByLabel('Email Address')).toHaveValue('ada@example.com');
  await expect(button(page, 'Generate Estimate')).toBeEnabled();
  await expect(page).toHaveURL(/\?step=6$/);
  await button(page, 'Generate Estimate').click();
  await expect(page).toHaveURL(/\/estimator\?estimate=[\w-]{24}$/);
  await expect(page).not.toHaveURL(resultUrl);
  // Basic design: the subtotal alone.
  await expect(page.getByTestId('estimate-total')).toHaveText(usd(30_715));
  await page.goto(resultUrl);
  await expect(page.getByTestId('estimate-total')).toHaveText(usd(total));
  expect(errors).toEqual([]);
});

test('while the wizard loads, its placeholders show: 8 project types, or 3 categories of 4 features; without JavaScript, a way to ask instead', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/estimator');
  // The placeholders are the Suspense fallback, in the HTML until the wizard replaces them...
  await expect(page.getByTestId('project-type-skeletons').first().locator(':scope > div')).toHaveCount(8);
  // ... which never happens without JavaScript: they give way to a card that says so.
  await expect(page.getByTestId('project-type-skeletons').first()).toBeHidden();
  // (The wizard's own first render, streamed into a hidden element, holds a second copy.)
  await expect(page.getByText('The estimator works out prices in your browser and needs JavaScript.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tell Us About Your Project' }).first()).toHaveAttribute('href', '/contact');
  await page.goto('/estimator?step=2');
  const features = page.getByTestId('feature-skeletons').first();
  await expect(features.locator(':scope > div')).toHaveCount(3);
  await expect(features.locator(':scope > div > div > div')).toHaveCount(12);
  await context.close();
});

/** The table's rows as the emails print them: 'Design: 125 h x $85 = $10,625'. */
async function breakdownAsText(page: Page) {
  const table = page.getByRole('table', { name: 'Cost by Role' });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/^[×=] /, ''))));
  const design = await table.getByRole('rowheader', { name: /^Design level:/ }).textContent();
  const designAmount = await table
    .locator('tfoot tr')
    .filter({ has: page.getByRole('rowheader', { name: /^Design level:/ }) })
    .locator('td')
    .textContent();
  return [
    ...rows.map(([role, hours, rate, cost]) => `${role}: ${hours} x ${rate!.replace(/\/h$/, '')} = ${cost}`),
    `${design} ${designAmount}`,
    `Total: ${await page.getByTestId('estimate-total').textContent()}`,
  ];
}

test('the result: the email with the PDF arrives by itself, Email Estimate sends it again, the PDF and the share link show the same lines, and it needs no JavaScript', async ({
  page,
  browser,
}) => {
  await chooseUpToDesign(page);
  await page.getByRole('radio', { name: 'Premium' }).check();
  await next(page, 5, 'Delivery Preferences');
  await next(page, 6, 'Contact Information');
  await contactForm(page).getByLabel('Full Name').fill('Charles Babbage');
  await contactForm(page).getByLabel('Email Address').fill('charles@example.com');
  await button(page, 'Generate Estimate').click();
  await expect(page).toHaveURL(/\/estimator\?estimate=[\w-]{24}$/);
  const resultUrl = page.url();
  // A private page: kept out of search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const { total } = await expectBreakdownAddsUp(page);
  const lines = await breakdownAsText(page);
  expect(lines.at(-2)).toMatch(/^Design level: Premium \(x1\.8\) \+\$[\d,]+$/);

  // Nothing clicked: the estimate email with its PDF arrives (without SMTP_URL the server writes
  // its mail to DATA_DIR/mail as .eml files), with the same lines as the screen.
  await expect.poll(() => mailsTo('charles@example.com').length, { timeout: 15_000 }).toBe(1);
  const [mail] = mailsTo('charles@example.com');
  for (const line of lines) expect(mail!.text).toContain(line);
  expect(mail!.attachments).toHaveLength(1);
  expect(mail!.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/^Axion Labs estimate EST-[0-9A-F]{8}\.pdf$/) });
  const mailedPdf = path.join(test.info().outputDir, 'mailed.pdf');
  fs.mkdirSync(test.info().outputDir, { recursive: true });
  fs.writeFileSync(mailedPdf, mail!.attachments[0]!.content);
  const mailedText = execFileSync('pdftotext', ['-layout', mailedPdf, '-']).toString();
  expect(mailedText).toMatch(new RegExp(`Total\\s+\\${usd(total)}\\n`));
  expect(mailedText).toContain('Prepared for: Charles');
  expect(mailedText).not.toContain('Babbage');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(mail!.attachments[0]!.filename);
  const pdfPath = path.join(test.info().outputDir, 'estimate.pdf');
  await download.saveAs(pdfPath);
  expect(fs.readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString()).toBe(mailedText);

  // Email Estimate sends it once more.
  await page.getByRole('button', { name: 'Email Estimate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Estimate has been sent to your email address.' })).toBeVisible();
  await expect.poll(() => mailsTo('charles@example.com').length, { timeout: 15_000 }).toBe(2);

  const shareUrl = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(shareUrl).toMatch(/\/estimates\/[\w-]{24}$/);
  expect(resultUrl.endsWith(`?estimate=${shareUrl.split('/').at(-1)}`)).toBe(true);
  const roles = await page.getByRole('table').getByRole('row').allTextContents();
  await page.goto(shareUrl);
  // The link went to an address nobody confirmed: the page names the visitor by first name only.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estimate for Charles');
  await expect(page.getByTestId('estimate-total')).toHaveText(usd(total));
  expect(await page.getByRole('table').getByRole('row').allTextContents()).toEqual(roles);
  await expectNoAccessibilityViolations(page);

  // Without JavaScript, the saved estimate's step 7 and its share page are in the HTML.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(resultUrl);
  await expect(plain.getByText('Step 7 of 7', { exact: true })).toBeVisible();
  await expect(plain.getByTestId('estimate-total')).toHaveText(usd(total));
  expect(await plain.getByRole('table').getByRole('row').allTextContents()).toEqual(roles);
  await expect(plain.getByRole('textbox', { name: 'Share link' })).toHaveValue(shareUrl);
  await plain.goto(shareUrl);
  await expect(plain.getByTestId('estimate-total')).toHaveText(usd(total));
  await noScript.close();

  // Accepting opens the booking calendar (an external site: answered here, as there is no internet).
  await page.route('https://cal.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }));
  await page.getByRole('button', { name: 'Accept and book a call' }).click();
  await expect(page).toHaveURL(/^https:\/\/cal\.com\//);
  await page.goto(shareUrl);
  await expect(page.getByRole('button', { name: 'Book a call' })).toBeVisible();
});

test('an unknown estimate address answers 404', async ({ page }) => {
  const response = await page.goto('/estimator?estimate=not-a-real-share-token-42');
  expect(response?.status()).toBe(404);
});

/**
 * Tabs through the step's controls, from its heading to the bottom bar; each focused control (a
 * card's radio: its card) must end up fully between the sticky header and the sticky bottom bar.
 * Returns how many controls it checked.
 */
async function tabThroughStep(page: Page) {
  await stepHeading(page).focus();
  let checked = 0;
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const focused = document.activeElement;
      if (focused?.closest('[data-testid="estimator-bar"]')) return 'bar';
      return focused?.closest('main') ? 'step' : 'elsewhere';
    });
    if (where === 'bar') break;
    if (where === 'elsewhere') continue;
    checked++;
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const box = (focused.closest('label') ?? focused).getBoundingClientRect();
          const bar = document.querySelector('[data-testid="estimator-bar"]')!.getBoundingClientRect();
          const header = document.querySelector('header')!.getBoundingClientRect();
          // Pixels of the control hidden under the bar or the header.
          return Math.max(0, box.bottom - bar.top) + Math.max(0, header.bottom - box.top);
        }),
      )
      .toBeLessThanOrEqual(0.5);
  }
  return checked;
}

for (const width of [360, 390]) {
  test(`on a ${width} px phone the sticky bar never covers a focused control; the contact inputs say what they hold`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 740 } });
    const page = await context.newPage();
    await page.goto('/estimator');
    expect(await tabThroughStep(page)).toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'Web Application' }).check();
    await next(page, 2, 'Feature Builder');
    await page.getByRole('switch', { name: 'User Authentication' }).check();
    await page.getByRole('switch', { name: 'Admin Dashboard' }).check();
    expect(await tabThroughStep(page)).toBeGreaterThan(20);
    await next(page, 3, 'Complexity & Scale');
    expect(await tabThroughStep(page)).toBe(4);
    await next(page, 4, 'Design Level');
    await page.getByRole('radio', { name: 'Standard' }).check();
    await next(page, 5, 'Delivery Preferences');
    expect(await tabThroughStep(page)).toBeGreaterThan(1);
    await next(page, 6, 'Contact Information');
    expect(await tabThroughStep(page)).toBe(6); // five fields and the privacy link

    const field = (label: string) => contactForm(page).getByLabel(label);
    for (const [label, type, autocomplete] of [
      ['Full Name', 'text', 'name'],
      ['Email Address', 'email', 'email'],
      ['Company', 'text', 'organization'],
      ['Phone', 'tel', 'tel'],
    ] as const) {
      await expect(field(label)).toHaveAttribute('type', type);
      await expect(field(label)).toHaveAttribute('autocomplete', autocomplete);
    }
    await context.close();
  });
}
