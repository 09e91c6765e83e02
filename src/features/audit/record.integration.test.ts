import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import type { Database } from '@/server/db/client';
import { auditLog, users } from '@/server/db/schema';
import { listAuditEntries, parseAuditFilters } from './queries';
import { recordAudit, recordRepeatableAudit } from './record';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await db.insert(users).values({ id: 'u-ada', name: 'Ada', email: 'ada@axionlabs.dev' });
});

const refusal = (email: string, ipAddress: string, reason: string) => ({
  action: 'auth.sign_in',
  actorEmail: email,
  ipAddress,
  outcome: reason,
  details: { success: false, reason, userAgent: 'scanner/1.0' },
});

describe('refused sign-ins in the audit log', () => {
  it('collapses a scan of 1,000 attempts into one entry per email, address and result per hour, with counts', async () => {
    const start = Date.parse('2026-11-23T09:10:00Z');
    // 1,000 attempts in 20 minutes: two emails, two results, one address.
    for (let i = 0; i < 1000; i++) {
      const email = i % 2 ? 'ada@axionlabs.dev' : 'nobody@axionlabs.dev';
      const reason = i < 600 ? 'invalid credentials' : 'too many attempts from this address';
      await recordRepeatableAudit(db, refusal(email, '203.0.113.66', reason), new Date(start + i * 1200));
    }
    // The owner's own successful sign-ins stay one entry each.
    for (let i = 0; i < 3; i++) {
      await recordAudit(db, {
        action: 'auth.sign_in',
        actor: { id: 'u-ada', email: 'ada@axionlabs.dev' },
        ipAddress: '198.51.100.7',
        details: { success: true },
      });
    }

    const rows = await db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in')).orderBy(asc(auditLog.id));
    const refused = rows.filter((row) => row.details.success === false);
    expect(refused).toHaveLength(4);
    expect(refused.reduce((sum, row) => sum + row.repeatCount, 0)).toBe(1000);
    const adaInvalid = refused.find((row) => row.actorEmail === 'ada@axionlabs.dev' && row.details.reason === 'invalid credentials')!;
    expect(adaInvalid.repeatCount).toBe(300);
    // First and latest attempt of the group.
    expect(adaInvalid.firstSeenAt?.toISOString()).toBe(new Date(start + 1200).toISOString());
    expect(adaInvalid.createdAt.toISOString()).toBe(new Date(start + 599 * 1200).toISOString());
    expect(rows.filter((row) => row.details.success === true).map((row) => row.repeatCount)).toEqual([1, 1, 1]);
  });

  it('starts a new entry in the next hour and for another address', async () => {
    const email = 'grace@axionlabs.dev';
    await recordRepeatableAudit(db, refusal(email, '192.0.2.1', 'invalid credentials'), new Date('2026-11-23T10:59:59Z'));
    await recordRepeatableAudit(db, refusal(email, '192.0.2.1', 'invalid credentials'), new Date('2026-11-23T11:00:01Z'));
    await recordRepeatableAudit(db, refusal(email, '192.0.2.1', 'invalid credentials'), new Date('2026-11-23T11:30:00Z'));
    await recordRepeatableAudit(db, refusal(email, '192.0.2.2', 'invalid credentials'), new Date('2026-11-23T11:31:00Z'));
    const rows = await db.select().from(auditLog).where(eq(auditLog.actorEmail, email)).orderBy(asc(auditLog.createdAt));
    expect(rows.map((row) => [row.ipAddress, row.repeatCount])).toEqual([
      ['192.0.2.1', 1],
      ['192.0.2.1', 2],
      ['192.0.2.2', 1],
    ]);
  });

  it('lists a collapsed entry at its latest attempt, with its count', async () => {
    await recordRepeatableAudit(db, refusal('late@example.com', '192.0.2.9', 'invalid credentials'), new Date('2026-11-23T08:00:00Z'));
    await recordRepeatableAudit(db, refusal('late@example.com', '192.0.2.9', 'invalid credentials'), new Date('2026-11-23T08:59:00Z'));
    await recordAudit(db, { action: 'user.role_change', actor: { id: 'u-ada', email: 'ada@axionlabs.dev' } });
    const { rows: entries } = await listAuditEntries(db, parseAuditFilters({ email: 'late@' }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ repeatCount: 2, firstSeenAt: new Date('2026-11-23T08:00:00Z'), createdAt: new Date('2026-11-23T08:59:00Z') });
    const all = await listAuditEntries(db, parseAuditFilters({ from: '2026-11-23', to: '2026-11-23' }));
    expect(all.rows.map((entry) => entry.createdAt.getTime())).toEqual([...all.rows.map((entry) => entry.createdAt.getTime())].sort((a, b) => b - a));
  });
});
