// Pre-launch mode and the test email of Launch Ready (decision 108), as plain functions over the
// database (the actions check the role first; the tests call these directly).
import 'server-only';
import { CrudError, type CrudActor } from '@/features/admin/crud/server';
import { recordAudit } from '@/features/audit/record';
import { getSiteInfo } from '@/features/settings/queries';
import { firstAttemptOf } from '@/features/webhooks/queries';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { siteSettings } from '@/server/db/schema';
import { env } from '@/server/env';
import { mailDelivery } from '@/server/mail/delivery';
import { renderEmail } from '@/server/mail/layout';
import { enqueueMail } from '@/server/mail/outbox';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { launchReport } from './checks';
import { MAIL_TEST_KEY, PRELAUNCH_KEY, type MailTest } from './keys';

async function writeSetting(db: Database, actor: CrudActor, key: string, value: unknown, description: string, audited: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key, value, description, type: typeof value === 'boolean' ? 'boolean' : 'json' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, { action: 'site_setting.update', actor, ipAddress: actor.ipAddress, entityType: 'site_setting', entityId: key, details: audited });
  });
}

/**
 * Turns Pre-launch mode on (at any time) or off (only once nothing blocks the launch). Every public
 * page drops from the page cache, so the change shows at once.
 */
export async function setPrelaunch(db: Database, actor: CrudActor, on: boolean): Promise<void> {
  if (!on) {
    const report = await launchReport(db, 'UTC');
    const blocking = report.checks.filter((check) => check.state === 'blocking');
    if (blocking.length > 0) {
      throw new CrudError(
        `Pre-launch mode stays on while ${blocking.length === 1 ? 'one item blocks' : `${blocking.length} items block`} the launch: ${blocking.map((check) => check.title.toLowerCase()).join('; ')}.`,
        409,
      );
    }
  }
  await writeSetting(db, actor, PRELAUNCH_KEY, on, 'Pre-launch mode: the public site asks search engines not to index it.', { key: PRELAUNCH_KEY, value: on });
  invalidateCacheTags('site');
}

/** Sends a test email to the acting admin through the outbox and waits (12 s at most) for the mail server's answer, which Launch Ready keeps. */
export async function sendTestEmail(db: Database, actor: CrudActor & { email: string }): Promise<MailTest> {
  const site = await getSiteInfo();
  const delivery = mailDelivery(env());
  const { text, html } = renderEmail({
    heading: 'Your website can send email',
    paragraphs: [
      `This test was sent from Launch Ready in the ${site.companyName} admin. If you are reading it, leads and password resets will reach people too.`,
    ],
    company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address },
  });
  const [row] = await enqueueMail(db, [{ to: actor.email, subject: `${site.companyName}: test email from Launch Ready`, text, html }]);
  wakeOutboxWorker();
  const outcome = await firstAttemptOf(db, row!.id);
  const test: MailTest = {
    at: new Date().toISOString(),
    to: actor.email,
    ok: outcome.status === 'delivered',
    transport: delivery.transport === 'smtp' ? 'smtp' : 'files',
    ...(outcome.status !== 'delivered' && {
      error: outcome.status === 'queued' || outcome.status === 'sending' ? 'no answer within 12 seconds' : (outcome.lastError ?? 'refused'),
    }),
  };
  await writeSetting(db, actor, MAIL_TEST_KEY, test, 'The newest test email sent from Launch Ready.', { key: MAIL_TEST_KEY, ok: test.ok, to: test.to });
  return test;
}
