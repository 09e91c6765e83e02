// Property-based: whatever a client posts to the newsletter sign-up, it answers with a clear
// message and stores no subscriber unless the address is valid.
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { prototypesUnpolluted, FC_PARAMS, hostileForm, hostileString, toFormData } from '@/test/hostile';
import { subscribeToNewsletter } from './actions';
import { newsletterSchema } from './schema';
import { subscribeEmail } from './subscribers';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

const subscriberCount = async () => (await db.select({ n: count() }).from(newsletterSubscribers))[0]!.n;
const CLEAR_MESSAGE = /^(Please enter your email address\.|That email address is too long\.|Please enter a valid email address\.)$/;

// Hostile whole forms, and hostile text around a real address (which may still be valid).
const payload = fc.oneof(
  hostileForm({ email: 'ada@example.com' }),
  fc.tuple(hostileString, hostileString).map(([before, after]) => ({ email: `${before}ada@example.com${after}` })),
);

describe('the newsletter sign-up under hostile input', () => {
  it('refuses an invalid address with a clear message and stores nothing', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (values) => {
        const form = toFormData(values);
        const before = await subscriberCount();
        const result = await subscribeToNewsletter({ status: 'idle' }, form);
        expect(prototypesUnpolluted()).toBe(true);
        const parsed = newsletterSchema.safeParse({ email: form.get('email') ?? '' });
        if (!parsed.success) {
          refused++;
          expect(result).toEqual({ status: 'error', message: expect.stringMatching(CLEAR_MESSAGE) });
          expect(await subscriberCount()).toBe(before);
          return;
        }
        // Valid: outside a request the action stops at the rate limit; store it as the action would.
        expect(result.status).toBe('error');
        await subscribeEmail(db, parsed.data.email, null);
        expect(
          await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, parsed.data.email)),
        ).toHaveLength(1);
      }),
      {
        ...FC_PARAMS,
        examples: [[{ email: new Blob(['ada@example.com']) }], [{ email: ['ada@example.com', '<script>'] }], [{ email: 'ada@example.com\u0000' }]],
      },
    );
    expect(refused).toBeGreaterThan(10);
  });
});
