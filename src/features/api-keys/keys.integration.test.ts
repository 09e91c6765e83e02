// API keys on a real database: what authenticates and what does not, what the list shows, what
// the audit log records, and `npm run api-key:create` run as an operator runs it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import { openPglite, type Database } from '@/server/db/client';
import { apiKeys, auditLog, siteSettings, users } from '@/server/db/schema';
import { CrudError } from '@/features/admin/crud/server';
import { listApiKeyRows } from './admin-queries';
import { apiKeysCollection } from './collection';
import { authenticateApiKey, createApiKey, listApiKeys, revokeApiKey } from './keys';

const ADA = { id: 'u-ada', name: 'Ada Admin', email: 'ada@axionlabs.dev', ipAddress: '198.51.100.7' };
const HOUR = 3_600_000;

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await db.insert(users).values({ id: ADA.id, name: ADA.name, email: ADA.email, role: 'admin' });
});

/** `key` with one character of its secret changed (still a well-formed key). */
function oneCharacterOff(key: string): string {
  const last = key.at(-1)!;
  return key.slice(0, -1) + (last === 'A' ? 'B' : 'A');
}

describe('authenticateApiKey', () => {
  it('knows a new key by its id, name and role; a key one character off is nobody', async () => {
    const { key, summary } = await createApiKey(db, ADA, { name: 'Zapier', role: 'editor' });
    expect(key).toMatch(/^ak_[0-9a-f]{10}_[A-Za-z0-9_-]{43}$/);
    expect(await authenticateApiKey(db, key)).toEqual({ id: summary.id, name: 'Zapier', role: 'editor', expiresAt: null });
    expect(await authenticateApiKey(db, oneCharacterOff(key))).toBeNull();
    // The prefix is the only part that finds the row: a changed prefix finds none.
    expect(
      await authenticateApiKey(
        db,
        key.replace(/^ak_(.)/, (_, c: string) => `ak_${c === 'a' ? 'b' : 'a'}`),
      ),
    ).toBeNull();
    expect(await authenticateApiKey(db, '')).toBeNull();
    expect(await authenticateApiKey(db, `Bearer ${key}`)).toBeNull();
  });

  it('refuses a revoked key at once', async () => {
    const { key, summary } = await createApiKey(db, ADA, { name: 'Old CRM', role: 'admin' });
    expect(await authenticateApiKey(db, key)).not.toBeNull();
    await revokeApiKey(db, ADA, summary.id);
    expect(await authenticateApiKey(db, key)).toBeNull();
    await expect(revokeApiKey(db, ADA, summary.id)).rejects.toThrow(CrudError);
  });

  it('refuses a key from the moment it expires', async () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const expiresAt = new Date(now.getTime() + HOUR);
    const { key } = await createApiKey(db, ADA, { name: 'Short-lived', role: 'editor', expiresAt }, now);
    expect(await authenticateApiKey(db, key, now)).not.toBeNull();
    expect(await authenticateApiKey(db, key, expiresAt)).toBeNull();
    expect(await authenticateApiKey(db, key, new Date(expiresAt.getTime() + 1))).toBeNull();
  });

  it('refuses to make a key that has already expired', async () => {
    await expect(createApiKey(db, ADA, { name: 'Past', role: 'editor', expiresAt: new Date(Date.now() - 1000) })).rejects.toThrow(
      'Choose an expiry in the future, or none.',
    );
  });

  it('notes when a key was last used, at most once a minute', async () => {
    const { key, summary } = await createApiKey(db, ADA, { name: 'Build pipeline', role: 'editor' });
    const lastUsed = async () => (await db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, summary.id)))[0]!.at;
    expect(await lastUsed()).toBeNull();
    const first = new Date('2030-01-01T10:00:00Z');
    await authenticateApiKey(db, key, first);
    expect(await lastUsed()).toEqual(first);
    await authenticateApiKey(db, key, new Date(first.getTime() + 30_000));
    expect(await lastUsed()).toEqual(first);
    const later = new Date(first.getTime() + 61_000);
    await authenticateApiKey(db, key, later);
    expect(await lastUsed()).toEqual(later);
  });
});

describe('the list and the audit log', () => {
  it('never holds the secret or its hash', async () => {
    const { key } = await createApiKey(db, ADA, { name: 'Slack', role: 'admin' });
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.name, 'Slack'));
    const secret = key.split('_').slice(2).join('_');
    for (const listed of [JSON.stringify(await listApiKeys(db)), JSON.stringify(await listApiKeyRows(db, 'Europe/Berlin'))]) {
      expect(listed).toContain('Slack');
      expect(listed).not.toContain(secret);
      expect(listed).not.toContain(row!.secretHash);
    }
    // The stored row has the hash, never the key.
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('lists each key with its prefix, creator, dates in the site zone and status, revoked ones too', async () => {
    const now = new Date('2030-03-01T08:00:00Z');
    const { summary: active } = await createApiKey(db, ADA, { name: 'Listed active', role: 'editor', expiresAt: new Date('2030-03-31T21:59:59.999Z') }, now);
    const { summary: expired } = await createApiKey(db, ADA, { name: 'Listed expired', role: 'admin', expiresAt: new Date(now.getTime() + HOUR) }, now);
    const { summary: revoked } = await createApiKey(db, ADA, { name: 'Listed revoked', role: 'editor' }, now);
    await revokeApiKey(db, ADA, revoked.id);
    const rows = await listApiKeyRows(db, 'Europe/Berlin', new Date(now.getTime() + 2 * HOUR));
    const byName = (name: string) => rows.find((row) => row.name === name)!;
    expect(byName('Listed active')).toMatchObject({
      maskedKey: `ak_${active.prefix}_…`,
      role: 'Editor',
      createdBy: 'Ada Admin',
      expiresAt: '31 Mar 2030, 23:59',
      lastUsedAt: null,
      status: 'Active',
    });
    expect(byName('Listed expired')).toMatchObject({ maskedKey: `ak_${expired.prefix}_…`, role: 'Admin', status: 'Expired' });
    expect(byName('Listed revoked')).toMatchObject({ status: 'Revoked', expiresAt: null });
  });

  it('records api_key.create and api_key.revoke under the staff member, with no secret', async () => {
    const { key, summary } = await createApiKey(db, ADA, { name: 'Audited', role: 'admin' });
    await revokeApiKey(db, ADA, summary.id);
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, summary.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['api_key.create', 'api_key.revoke']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorKind: 'user', actorUserId: ADA.id, actorEmail: ADA.email, entityType: 'api_key', ipAddress: ADA.ipAddress });
      expect(entry.details).toMatchObject({ name: 'Audited', prefix: summary.prefix });
      expect(JSON.stringify(entry)).not.toContain(key.split('_').slice(2).join('_'));
    }
  });

  it('records a key made on the command line as a system entry', async () => {
    const { summary } = await createApiKey(db, { id: null, name: 'Command line' }, { name: 'From the CLI', role: 'editor' });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, summary.id));
    expect(entry).toMatchObject({ action: 'api_key.create', actorKind: 'system', actorUserId: null });
    expect(summary.createdByName).toBe('Command line');
  });
});

describe('Settings -> API keys (apiKeysCollection)', () => {
  it('makes a key that works to the end of its expiry day in the site zone, under the staff member, answers with it once, and revokes it', async () => {
    await db.insert(siteSettings).values({ key: 'time_zone', value: 'Europe/Berlin' });
    const made = await apiKeysCollection.write(db, ADA, { name: 'Settings form', role: 'editor', expires: '2099-06-30' });
    const { key } = made as typeof made & { key: string };
    expect(made).toEqual({ id: expect.any(String), created: true, key: expect.stringMatching(/^ak_[0-9a-f]{10}_[A-Za-z0-9_-]{43}$/) });
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row).toMatchObject({
      name: 'Settings form',
      role: 'editor',
      createdById: ADA.id,
      createdByName: ADA.name,
      expiresAt: new Date('2099-06-30T21:59:59.999Z'),
    });
    expect(await authenticateApiKey(db, key)).toMatchObject({ id: made.id, role: 'editor' });

    await apiKeysCollection.remove(db, ADA, made.id);
    expect(await authenticateApiKey(db, key)).toBeNull();
    await expect(apiKeysCollection.remove(db, ADA, made.id)).rejects.toThrow('That key no longer exists or is already revoked.');
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, made.id)).orderBy(auditLog.id);
    expect(entries.map(({ action, actorUserId }) => ({ action, actorUserId }))).toEqual([
      { action: 'api_key.create', actorUserId: ADA.id },
      { action: 'api_key.revoke', actorUserId: ADA.id },
    ]);
  });

  it('refuses an expiry date already past', async () => {
    await expect(apiKeysCollection.write(db, ADA, { name: 'Too late', role: 'editor', expires: '2020-01-01' })).rejects.toThrow(
      'Choose an expiry in the future, or none.',
    );
  });
});

describe('npm run api-key:create', () => {
  // Starts tsx and opens (and migrates) a fresh PGlite: slow on a busy machine.
  const SLOW = 180_000;
  const ROOT = path.resolve(import.meta.dirname, '../../..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-api-key-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** The script as package.json runs it, on the temporary data directory. */
  function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
    delete environment.DATABASE_URL;
    const script = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts['api-key:create'] as string;
    const [, ...tsxArgs] = script.split(' '); // tsx --import ./scripts/allow-server-only.mjs scripts/api-key.ts
    return new Promise((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', ...tsxArgs, ...args], { cwd: ROOT, env: environment }, (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      });
    });
  }

  it(
    'refuses bad arguments with one line, before opening the database',
    async () => {
      const outcome = await run(['--name', 'Zapier', '--role', 'owner']);
      expect(outcome).toMatchObject({ code: 2, stdout: '' });
      expect(outcome.stderr.trim()).toBe('Unknown role "owner": use --role editor or --role admin.');
    },
    SLOW,
  );

  it(
    'prints a key, once, that authenticates with the role asked for',
    async () => {
      const outcome = await run(['--name', 'CI deploys', '--role', 'admin', '--expires', '2099-12-31']);
      expect(outcome.stderr).toBe('');
      expect(outcome.code).toBe(0);
      const lines = outcome.stdout.trim().split('\n');
      expect(lines).toHaveLength(2);
      const key = lines[0]!;
      expect(key).toMatch(/^ak_[0-9a-f]{10}_[A-Za-z0-9_-]{43}$/);
      expect(lines[1]).toBe(
        `Created the admin key "CI deploys" (${key.slice(0, 13)}_…, valid until the end of 2099-12-31). Copy it now: it will not be shown again.`,
      );

      const handle = await openPglite(dataDir);
      try {
        expect(await authenticateApiKey(handle.db, key)).toMatchObject({ name: 'CI deploys', role: 'admin' });
        const [row] = await handle.db.select().from(apiKeys);
        expect(row).toMatchObject({ createdById: null, createdByName: 'Command line', expiresAt: new Date('2099-12-31T23:59:59.999Z') });
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );
});
