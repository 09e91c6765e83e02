import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import type { Database } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { actorLabel, AUDIT_PAGE_SIZE, auditQueryString, listAuditActions, listAuditEntries, parseAuditFilters, signInOutcome } from './queries';

let db: Database;
const base = Date.parse('2025-03-10T12:00:00.000Z');

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  // 120 sign-ins on three days, plus a few other entries.
  await db.insert(auditLog).values(
    Array.from({ length: 120 }, (_, i) => ({
      action: 'auth.sign_in',
      actorKind: 'visitor' as const,
      actorEmail: i % 2 ? 'ada@axionlabs.dev' : 'grace_100%@example.com',
      details: { success: i % 3 === 0 },
      ipAddress: '192.0.2.1',
      createdAt: new Date(base + (i % 3) * 86_400_000 + i * 1000),
    })),
  );
  await db.insert(auditLog).values([
    { action: 'user.role_change', actorEmail: 'ada@axionlabs.dev', entityType: 'user', entityId: 'u1', createdAt: new Date(base + 5 * 86_400_000) },
    { action: 'user.create_administrator', actorKind: 'system', entityType: 'user', entityId: 'u2', createdAt: new Date(base - 86_400_000) },
  ]);
});

describe('the audit log query', () => {
  it('pages newest first, 50 a page, every entry once, to the oldest and back', async () => {
    const first = await listAuditEntries(db, parseAuditFilters({}));
    expect(first.count).toBe(122);
    expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.rows[0]?.action).toBe('user.role_change');
    expect(first.newer).toBeUndefined();
    const seen = [...first.rows];
    let older = first.older;
    while (older) {
      const next = await listAuditEntries(db, parseAuditFilters({ after: older }));
      seen.push(...next.rows);
      older = next.older;
    }
    expect(seen).toHaveLength(122);
    expect(new Set(seen.map((e) => e.id)).size).toBe(122);
    const times = seen.map((e) => e.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(seen.at(-1)?.action).toBe('user.create_administrator');
    // The oldest page directly, and 'Newer' from it.
    const oldest = await listAuditEntries(db, parseAuditFilters({ oldest: '1' }));
    expect(oldest.rows.map((e) => e.id)).toEqual(seen.slice(-AUDIT_PAGE_SIZE).map((e) => e.id));
    expect(oldest.older).toBeUndefined();
    const newer = await listAuditEntries(db, parseAuditFilters({ before: oldest.newer }));
    expect(newer.rows.map((e) => e.id)).toEqual(seen.slice(-2 * AUDIT_PAGE_SIZE, -AUDIT_PAGE_SIZE).map((e) => e.id));
  });

  it('filters by action, part of the email (wildcards taken literally) and inclusive UTC days', async () => {
    expect((await listAuditEntries(db, parseAuditFilters({ action: 'user.role_change' }))).count).toBe(1);
    expect((await listAuditEntries(db, parseAuditFilters({ email: 'ADA@' }))).count).toBe(61);
    expect((await listAuditEntries(db, parseAuditFilters({ email: '_100%' }))).count).toBe(60);
    expect((await listAuditEntries(db, parseAuditFilters({ email: '%' }))).count).toBe(60);
    expect((await listAuditEntries(db, parseAuditFilters({ from: '2025-03-10', to: '2025-03-10' }))).count).toBe(40);
    expect((await listAuditEntries(db, parseAuditFilters({ from: '2025-03-11' }))).count).toBe(81);
    expect((await listAuditEntries(db, parseAuditFilters({ to: '2025-03-09' }))).count).toBe(1);
    expect(await listAuditActions(db)).toEqual(['auth.sign_in', 'user.create_administrator', 'user.role_change']);
  });

  it('ignores unusable parameters and keeps the filters across pages', () => {
    expect(parseAuditFilters({ page: '-2', after: '12', from: '2025-13-45', to: 'yesterday', action: ['a', 'b'] })).toEqual({
      action: 'a',
      email: '',
      from: '',
      to: '',
      page: {},
    });
    expect(parseAuditFilters({ after: '2025-03-10T00:00:00.000000Z_0' }).page).toEqual({});
    const after = '2025-03-10T00:00:00.123456Z_42';
    expect(
      auditQueryString(parseAuditFilters({ action: 'auth.sign_in', email: 'a b', from: '2025-03-10' }), {
        after: { at: '2025-03-10T00:00:00.123456Z', id: '42' },
      }),
    ).toBe(`?action=auth.sign_in&email=a+b&from=2025-03-10&after=${encodeURIComponent(after)}`);
    expect(auditQueryString(parseAuditFilters({}))).toBe('');
  });

  it('names the actor and the outcome of a sign-in', () => {
    expect(actorLabel({ actorKind: 'system', actorEmail: null })).toBe('System');
    expect(actorLabel({ actorKind: 'visitor', actorEmail: null })).toBe('Visitor');
    expect(actorLabel({ actorKind: 'visitor', actorEmail: 'x@y.z' })).toBe('x@y.z');
    expect(signInOutcome({ action: 'auth.sign_in', details: { success: false, reason: 'too many attempts' } })).toEqual({
      success: false,
      label: 'Failed (too many attempts)',
    });
    expect(signInOutcome({ action: 'auth.sign_in', details: { success: true } })?.label).toBe('Success');
    expect(signInOutcome({ action: 'user.invite', details: {} })).toBeNull();
  });
});
