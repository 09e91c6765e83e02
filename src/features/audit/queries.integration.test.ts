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
  it('pages newest first, 50 a page', async () => {
    const first = await listAuditEntries(db, parseAuditFilters({}));
    expect(first).toMatchObject({ total: 122, page: 1, pageCount: 3 });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]?.action).toBe('user.role_change');
    const times = first.entries.map((e) => e.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await listAuditEntries(db, parseAuditFilters({ page: '3' }));
    expect(last.entries).toHaveLength(22);
    expect(last.entries.at(-1)?.action).toBe('user.create_administrator');
    // Past the end: the last page.
    expect((await listAuditEntries(db, parseAuditFilters({ page: '99' }))).page).toBe(3);
  });

  it('filters by action, part of the email (wildcards taken literally) and inclusive UTC days', async () => {
    expect((await listAuditEntries(db, parseAuditFilters({ action: 'user.role_change' }))).total).toBe(1);
    expect((await listAuditEntries(db, parseAuditFilters({ email: 'ADA@' }))).total).toBe(61);
    expect((await listAuditEntries(db, parseAuditFilters({ email: '_100%' }))).total).toBe(60);
    expect((await listAuditEntries(db, parseAuditFilters({ email: '%' }))).total).toBe(60);
    expect((await listAuditEntries(db, parseAuditFilters({ from: '2025-03-10', to: '2025-03-10' }))).total).toBe(40);
    expect((await listAuditEntries(db, parseAuditFilters({ from: '2025-03-11' }))).total).toBe(81);
    expect((await listAuditEntries(db, parseAuditFilters({ to: '2025-03-09' }))).total).toBe(1);
    expect(await listAuditActions(db)).toEqual(['auth.sign_in', 'user.create_administrator', 'user.role_change']);
  });

  it('ignores unusable parameters and keeps the filters across pages', () => {
    expect(parseAuditFilters({ page: '-2', from: '2025-13-45', to: 'yesterday', action: ['a', 'b'] })).toEqual({ action: 'a', email: '', from: '', to: '', page: 1 });
    expect(auditQueryString(parseAuditFilters({ action: 'auth.sign_in', email: 'a b', from: '2025-03-10' }), 2)).toBe('?action=auth.sign_in&email=a+b&from=2025-03-10&page=2');
    expect(auditQueryString(parseAuditFilters({}))).toBe('');
  });

  it('names the actor and the outcome of a sign-in', () => {
    expect(actorLabel({ actorKind: 'system', actorEmail: null })).toBe('System');
    expect(actorLabel({ actorKind: 'visitor', actorEmail: null })).toBe('Visitor');
    expect(actorLabel({ actorKind: 'visitor', actorEmail: 'x@y.z' })).toBe('x@y.z');
    expect(signInOutcome({ action: 'auth.sign_in', details: { success: false, reason: 'too many attempts' } })).toEqual({ success: false, label: 'Failed (too many attempts)' });
    expect(signInOutcome({ action: 'auth.sign_in', details: { success: true } })?.label).toBe('Success');
    expect(signInOutcome({ action: 'user.invite', details: {} })).toBeNull();
  });
});
