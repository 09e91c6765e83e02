// The estimator data's writes beyond what collections/define.ts makes (collections.ts): rate
// cards, which compare the record with what it was, and the pricing settings. Each write is one
// transaction with its audit entry, then the wizard's cached data is dropped so the next visitor
// of /estimator prices with the change.
//
// The invariant kept here: every role an active feature names has an active rate card, because
// the server cannot price a feature whose role has no rate (the visitor would get 'Failed to
// generate estimate'). Feature saves check their roles under a share lock on the rate cards;
// rate card changes check the features after locking the card, so the two cannot race.
import 'server-only';
import { and, arrayContains, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { CrudError, isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { invalidateCacheTags } from '@/server/cache';
import type { Tx } from '@/features/collections/define';
import type { Database } from '@/server/db/client';
import { estimatorSettings, projectFeatures, rateCards } from '@/server/db/schema';
import type { EstimatorSettingsInput, RateCardInput } from './admin-schema';
import { PM_ROLE, QA_ROLE } from './pricing';

type Saved = { id: string; created: boolean };

const quoteList = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

/** Refuses when a role has no active rate card (the estimator could not price its hours). */
export async function assertRolesPriced(tx: Tx, roles: string[]) {
  const priced = await tx
    .select({ role: rateCards.role })
    .from(rateCards)
    .where(and(inArray(rateCards.role, roles), eq(rateCards.isActive, true)))
    .for('share');
  const missing = roles.filter((role) => !priced.some((card) => card.role === role));
  if (missing.length === 0) return;
  throw new CrudError(
    missing.length === 1
      ? `The role "${missing[0]}" has no active rate card. Add or activate it under Rate Cards first.`
      : `The roles ${quoteList(missing)} have no active rate card. Add or activate them under Rate Cards first.`,
    400,
  );
}

// --- Rate cards ------------------------------------------------------------------------------

/** Refuses when a QA or PM share in the settings adds hours to the role (the estimator could not price them). */
async function assertRoleNotShared(tx: Tx, role: string, change: 'deactivate' | 'delete' | 'rename') {
  if (role !== QA_ROLE && role !== PM_ROLE) return;
  const [settings] = await tx
    .select({ qa: estimatorSettings.qaSharePercent, pm: estimatorSettings.pmSharePercent })
    .from(estimatorSettings)
    .where(eq(estimatorSettings.id, 1))
    .for('share');
  const share = role === QA_ROLE ? settings?.qa : settings?.pm;
  if (!share) return;
  throw new CrudError(
    `You cannot ${change} the ${role} rate card: the estimator settings add a ${share}% share of hours to it. Set that share to 0 under Settings first.`,
    409,
  );
}

/** Refuses when active features still name the role (the estimator could not price them). */
async function assertRoleUnused(tx: Tx, role: string, change: 'deactivate' | 'delete') {
  await assertRoleNotShared(tx, role, change);
  const users = await tx
    .select({ name: projectFeatures.name })
    .from(projectFeatures)
    .where(and(arrayContains(projectFeatures.rolesRequired, [role]), eq(projectFeatures.isActive, true)))
    .orderBy(asc(projectFeatures.name));
  if (users.length === 0) return;
  const names = users.slice(0, 3).map((feature) => feature.name);
  const more = users.length > 3 ? ` and ${users.length - 3} more` : '';
  throw new CrudError(
    `You cannot ${change} the ${role} rate card: ${users.length === 1 ? 'the active feature' : `${users.length} active features`} ${quoteList(names)}${more} need it. Remove the role from ${users.length === 1 ? 'that feature' : 'those features'} or deactivate ${users.length === 1 ? 'it' : 'them'} first.`,
    409,
  );
}

export async function writeRateCard(db: Database, actor: CrudActor, input: RateCardInput): Promise<Saved> {
  const { id, ...values } = input;
  const result = await db.transaction(async (tx) => {
    if (id !== undefined && !isUuid(id)) throw notFound('rate card');
    const sameRole = id ? and(eq(rateCards.role, values.role), ne(rateCards.id, id)) : eq(rateCards.role, values.role);
    const [taken] = await tx.select({ id: rateCards.id }).from(rateCards).where(sameRole).limit(1);
    if (taken) throw new CrudError('A rate card for this role already exists.', 409);
    if (id === undefined) {
      const [row] = await tx.insert(rateCards).values(values).returning({ id: rateCards.id });
      await recordAudit(tx, {
        action: 'rate_card.create',
        actor,
        ipAddress: actor.ipAddress,
        entityType: 'rate_card',
        entityId: row!.id,
        details: { role: values.role, hourlyRate: values.hourlyRate },
      });
      return { id: row!.id, created: true };
    }
    const [before] = await tx.select().from(rateCards).where(eq(rateCards.id, id)).for('update');
    if (!before) throw notFound('rate card');
    if (before.isActive && !values.isActive) await assertRoleUnused(tx, before.role, 'deactivate');
    else if (before.isActive && before.role !== values.role) await assertRoleNotShared(tx, before.role, 'rename');
    await tx
      .update(rateCards)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(rateCards.id, id));
    // A renamed role is renamed in every feature that names it, so no feature loses its rate.
    if (before.role !== values.role) {
      await tx
        .update(projectFeatures)
        .set({ rolesRequired: sql`array_replace(${projectFeatures.rolesRequired}, ${before.role}, ${values.role})`, updatedAt: new Date() })
        .where(arrayContains(projectFeatures.rolesRequired, [before.role]));
    }
    await recordAudit(tx, {
      action: 'rate_card.update',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'rate_card',
      entityId: id,
      details: {
        role: values.role,
        hourlyRate: values.hourlyRate,
        isActive: values.isActive,
        ...(before.role !== values.role && { renamedFrom: before.role }),
        previousRate: before.hourlyRate,
      },
    });
    return { id, created: false };
  });
  invalidateCacheTags('estimator');
  return result;
}

export async function removeRateCard(db: Database, actor: CrudActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('rate card');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(rateCards).where(eq(rateCards.id, id)).for('update');
    if (!before) throw notFound('rate card');
    if (before.isActive) await assertRoleUnused(tx, before.role, 'delete');
    await tx.delete(rateCards).where(eq(rateCards.id, id));
    await recordAudit(tx, {
      action: 'rate_card.delete',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'rate_card',
      entityId: id,
      details: { role: before.role, hourlyRate: before.hourlyRate },
    });
  });
  invalidateCacheTags('estimator');
}

// --- Settings --------------------------------------------------------------------------------

/** JSON with the keys of objects sorted: jsonb returns them in its own order, not the one saved. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

export async function writeEstimatorSettings(db: Database, actor: CrudActor, input: EstimatorSettingsInput): Promise<void> {
  await db.transaction(async (tx) => {
    // A share adds hours to its role's row, which needs a rate like any other.
    const sharedRoles = [...(input.qaSharePercent > 0 ? [QA_ROLE] : []), ...(input.pmSharePercent > 0 ? [PM_ROLE] : [])];
    if (sharedRoles.length > 0) await assertRolesPriced(tx, sharedRoles);
    const [before] = await tx.select().from(estimatorSettings).where(eq(estimatorSettings.id, 1)).for('update');
    await tx
      .insert(estimatorSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: estimatorSettings.id, set: { ...input, updatedAt: new Date() } });
    const changed = Object.fromEntries(Object.entries(input).filter(([key, value]) => canonical(before?.[key as keyof typeof before]) !== canonical(value)));
    await recordAudit(tx, {
      action: 'estimator_settings.update',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'estimator_settings',
      entityId: '1',
      details: { changed },
    });
  });
  invalidateCacheTags('estimator');
}
