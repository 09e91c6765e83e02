// Launch Ready on a freshly seeded database (decision 108): the demo content is listed item by item
// (the fictional 555 number, the placeholder links, the invented case studies, people and
// reviews), the address on this machine and mail written to files block the launch, and Pre-launch
// mode cannot be turned off while anything blocks. Replacing the phone number or editing a case
// study takes it off the list.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CrudActor } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { caseStudies, siteSettings } from '@/server/db/schema';
import { seedDatabase } from '@/seed/seed';
import { createTestDatabase } from '@/test/database';
import { staffActor } from '@/test/staff';
import { launchReport, type LaunchReport } from './checks';
import { PRELAUNCH_KEY } from './keys';
import { setPrelaunch } from './prelaunch';

let db: Database;
let admin: CrudActor;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await seedDatabase(db);
  admin = await staffActor(db, 'Lia', 'admin');
});

const check = (report: LaunchReport, id: string) => report.checks.find((entry) => entry.id === id)!;
const labels = (report: LaunchReport) => check(report, 'demo').items!.map((item) => item.label);

describe('a fresh install', () => {
  it('lists the demo content, the address on this machine and mail written to files as blocking', async () => {
    const report = await launchReport(db, 'UTC');
    expect(check(report, 'address')).toMatchObject({ state: 'blocking', now: expect.stringContaining('an address on this machine') });
    expect(check(report, 'mail')).toMatchObject({ state: 'blocking', now: expect.stringContaining('nobody receives them') });
    expect(check(report, 'demo').state).toBe('blocking');
    const demo = labels(report);
    expect(demo).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Contact phone: .*555/), expect.stringMatching(/^Booking link: /), expect.stringMatching(/^Chat link: /)]),
    );
    expect(demo.filter((label) => label.startsWith('Case study: ')).length).toBeGreaterThan(2);
    expect(demo.some((label) => label.startsWith('Partner: '))).toBe(true);
    expect(demo.some((label) => label.startsWith('Post: '))).toBe(true);
    expect(demo.some((label) => /^.+ page: invented (team|testimonials)$/.test(label))).toBe(true);
    // The signing secret blocks too where the suite runs on a PostgreSQL server without APP_SECRET.
    expect(report.blocking).toBe(report.checks.filter((entry) => entry.state === 'blocking').length);
    expect(report.blocking).toBeGreaterThanOrEqual(3);
  });

  it('takes a replaced phone number and an edited case study off the list', async () => {
    const before = labels(await launchReport(db, 'UTC'));
    const study = before.find((label) => label.startsWith('Case study: '))!;
    await db.update(siteSettings).set({ value: '+44 20 7946 1234' }).where(eq(siteSettings.key, 'contact_phone'));
    const title = study.slice('Case study: '.length);
    await db
      .update(caseStudies)
      .set({ description: 'Our own words.', updatedAt: new Date(Date.now() + 120_000) })
      .where(eq(caseStudies.title, title));
    const after = labels(await launchReport(db, 'UTC'));
    expect(after.some((label) => label.startsWith('Contact phone: '))).toBe(false);
    expect(after).not.toContain(study);
    expect(after.length).toBe(before.length - 2);
  });

  it('keeps Pre-launch mode on while anything blocks, with a sentence; turning it on is always allowed', async () => {
    await setPrelaunch(db, admin, true);
    expect((await launchReport(db, 'UTC')).prelaunch).toBe(true);
    await expect(setPrelaunch(db, admin, false)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(
        /^Pre-launch mode stays on while \d items block the launch: the public address; email leaves the server; .*demo content replaced\.$/,
      ),
    });
    const [stored] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, PRELAUNCH_KEY));
    expect(stored?.value).toBe(true);
  });
});
