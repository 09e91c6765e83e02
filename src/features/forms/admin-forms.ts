// The forms manager's write, as a plain function over the database (admin-actions.ts calls it
// after the role check; the integration tests call it directly): one transaction with its audit
// entry, then the 'site' cache is dropped so the public pages show the form, or the notice that
// it is closed, on the next request. Submissions do not wait for that: they read the database.
import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { forms } from '@/server/db/schema';
import type { FormStatusInput } from './admin-schema';

export async function writeFormStatus(db: Database, actor: CrudActor, input: FormStatusInput): Promise<{ name: string; isActive: boolean }> {
  if (!isUuid(input.id)) throw notFound('form');
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: forms.name, slug: forms.slug, isActive: forms.isActive }).from(forms).where(eq(forms.id, input.id)).for('update');
    if (!before) throw notFound('form');
    await tx.update(forms).set({ isActive: input.isActive, updatedAt: new Date() }).where(eq(forms.id, input.id));
    await recordAudit(tx, {
      action: input.isActive ? 'form.activate' : 'form.deactivate',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'form',
      entityId: input.id,
      details: { name: before.name, slug: before.slug, previous: before.isActive, isActive: input.isActive },
    });
    return { name: before.name, isActive: input.isActive };
  });
  invalidateCacheTags('site');
  return result;
}
