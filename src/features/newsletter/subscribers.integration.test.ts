import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { newsletterSchema } from './schema';
import { subscribeEmail } from './subscribers';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

describe('newsletter subscription', () => {
  it('stores an address once however often it subscribes, and re-subscribes an unsubscribed one', async () => {
    const { email } = newsletterSchema.parse({ email: '  Ada@Example.COM ' });
    await subscribeEmail(db, email, 'http://localhost/about');
    await subscribeEmail(db, email, 'http://localhost/');
    await db.update(newsletterSubscribers).set({ status: 'unsubscribed' });
    await subscribeEmail(db, email, null);

    const rows = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ada@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'subscribed', sourcePage: 'http://localhost/about' });
  });

  it('refuses what is not an email address, with a message a visitor understands', () => {
    expect(newsletterSchema.safeParse({ email: 'not-an-email' }).error?.issues[0]?.message).toBe('Please enter a valid email address.');
    expect(newsletterSchema.safeParse({ email: '   ' }).error?.issues[0]?.message).toBe('Please enter your email address.');
    expect(newsletterSchema.safeParse({ email: `${'a'.repeat(250)}@x.io` }).error?.issues[0]?.message).toBe('That email address is too long.');
  });
});
