import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CrudError, type CrudActor } from '@/features/admin/crud/server';
import { databaseWithStaff } from '@/features/admin/crud/test-database';
import type { Database } from '@/server/db/client';
import { auditLog, estimatorSettings, projectFeatures, projectTypes, rateCards } from '@/server/db/schema';
import { writeEstimatorSettings } from './admin-data';
import { featuresCollection, projectTypesCollection, rateCardsCollection } from './collections';
import { getAdminEstimatorSettings, listPricedRoles } from './admin-queries';
import { estimatorSettingsInputSchema, featureInputSchema, projectTypeInputSchema, rateCardInputSchema } from './admin-schema';
import { priceChoices } from './estimates';
import { getEstimatorData } from './queries';
import { estimateChoicesFor } from './test-choices';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  ({ db, actor } = await databaseWithStaff('Ada', 'admin', '192.0.2.9', { seeded: true }));
});

const all = { page: 1, q: '', status: 'all' } as const;
const auditActions = async (entityType: string, id: string) =>
  (
    await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)))
  ).map((row) => row.action);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof CrudError ? { status: error.status, message: error.message } : Promise.reject(error)),
  );
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('project types', () => {
  it('create, edit, deactivate and delete: the wizard data follows each at once, each is audited', async () => {
    await getEstimatorData(); // warm the cache: every write must drop it
    const { id, created } = await projectTypesCollection.write(
      db,
      actor,
      projectTypeInputSchema.parse({ name: ' Browser Extension ', description: 'Chrome and Firefox add-ons.', baseHours: '120', isActive: true }),
    );
    expect(created).toBe(true);
    expect((await getEstimatorData()).projectTypes.find((type) => type.id === id)).toMatchObject({ name: 'Browser Extension', baseHours: 120 });

    await projectTypesCollection.write(
      db,
      actor,
      projectTypeInputSchema.parse({ id, name: 'Browser Extension', description: 'Add-ons.', baseHours: 150, isActive: true }),
    );
    expect((await getEstimatorData()).projectTypes.find((type) => type.id === id)?.baseHours).toBe(150);

    await projectTypesCollection.write(
      db,
      actor,
      projectTypeInputSchema.parse({ id, name: 'Browser Extension', description: 'Add-ons.', baseHours: 150, isActive: false }),
    );
    expect((await getEstimatorData()).projectTypes.map((type) => type.id)).not.toContain(id);
    expect((await projectTypesCollection.listAdmin(db, { ...all, status: 'inactive', q: 'browser' })).rows.map((type) => type.id)).toEqual([id]);

    await projectTypesCollection.remove(db, actor, id);
    expect(await db.select().from(projectTypes).where(eq(projectTypes.id, id))).toEqual([]);
    expect((await auditActions('project_type', id)).sort()).toEqual([
      'project_type.create',
      'project_type.delete',
      'project_type.update',
      'project_type.update',
    ]);
    expect(await refusal(projectTypesCollection.remove(db, actor, id))).toMatchObject({ status: 404 });
  });

  it('refuses a taken name, negative or fractional hours and a missing name, storing nothing', async () => {
    const before = await db.$count(projectTypes);
    expect(await refusal(projectTypesCollection.write(db, actor, projectTypeInputSchema.parse({ name: 'Web Application', baseHours: 10 })))).toEqual({
      status: 409,
      message: 'A project type with this name already exists.',
    });
    expect(firstIssue(projectTypeInputSchema.safeParse({ name: 'X', baseHours: -1 }))).toBe('The base hours must be at least 0.');
    expect(firstIssue(projectTypeInputSchema.safeParse({ name: 'X', baseHours: '12.5' }))).toBe('The base hours must be a whole number.');
    expect(firstIssue(projectTypeInputSchema.safeParse({ name: 'X', baseHours: 'lots' }))).toBe('The base hours must be a number.');
    expect(firstIssue(projectTypeInputSchema.safeParse({ name: '   ', baseHours: 1 }))).toBe('Please enter the project type name.');
    expect(firstIssue(projectTypeInputSchema.safeParse({ name: 'X', baseHours: '' }))).toBe('Please enter the base hours.');
    expect(await db.$count(projectTypes)).toBe(before);
  });
});

describe('features and their roles', () => {
  const feature = {
    name: 'Offline Sync',
    description: 'Works without a connection.',
    category: 'advanced',
    baseHours: '60',
    complexityMultiplier: '1.25',
    rolesRequired: ['Frontend', 'Backend', 'Frontend'],
    isActive: true,
  };

  it('creates a feature with its roles (duplicates dropped) and the wizard offers and prices it', async () => {
    const { id } = await featuresCollection.write(db, actor, featureInputSchema.parse(feature));
    const data = await getEstimatorData();
    expect(data.features.find((f) => f.id === id)).toMatchObject({
      name: 'Offline Sync',
      category: 'advanced',
      baseHours: 60,
      complexityMultiplier: 1.25,
      rolesRequired: ['Frontend', 'Backend'],
    });
    const choices = estimateChoicesFor(data, { features: [{ id, complexity: 2 }] });
    const rate = (role: string) => data.rates.find((r) => r.role === role)!.hourlyRate;
    // 60 h x 1.25 x 2 = 150 h, split evenly between the two roles, at their rate cards.
    expect(priceChoices(choices, data).breakdown.total).toBe(Math.round(75 * rate('Frontend')) + Math.round(75 * rate('Backend')));
  });

  it('refuses a role without an active rate card, naming it, and stores nothing', async () => {
    const before = await db.$count(projectFeatures);
    expect(
      await refusal(
        featuresCollection.write(db, actor, featureInputSchema.parse({ ...feature, name: 'Voice Control', rolesRequired: ['Backend', 'Astrology'] })),
      ),
    ).toEqual({
      status: 400,
      message: 'The role "Astrology" has no active rate card. Add or activate it under Rate Cards first.',
    });
    expect(await db.$count(projectFeatures)).toBe(before);
    expect(firstIssue(featureInputSchema.safeParse({ ...feature, rolesRequired: [] }))).toBe('Choose at least one role for this feature.');
    expect(firstIssue(featureInputSchema.safeParse({ ...feature, category: 'magic' }))).toBe('Choose a category: core, advanced, integration or design.');
    expect(firstIssue(featureInputSchema.safeParse({ ...feature, complexityMultiplier: '0' }))).toBe('The complexity multiplier must be greater than 0.');
    expect(firstIssue(featureInputSchema.safeParse({ ...feature, complexityMultiplier: '1.333' }))).toBe(
      'Use at most 2 decimals for the complexity multiplier.',
    );
    expect(await refusal(featuresCollection.write(db, actor, featureInputSchema.parse(feature)))).toEqual({
      status: 409,
      message: 'A feature with this name already exists in this category.',
    });
  });

  it('lists every feature for staff, filtered by status, search and category, grouped by category', async () => {
    const list = await featuresCollection.listAdmin(db, { ...all, q: 'offline sync' });
    expect(list.rows.map((f) => f.name)).toEqual(['Offline Sync']);
    expect((await featuresCollection.listAdmin(db, { ...all, q: 'offline sync', status: 'inactive' })).total).toBe(0);
    const everything = await featuresCollection.listAdmin(db, all);
    const categories = everything.rows.map((f) => f.category);
    expect(categories).toEqual([...categories].sort());
    const advanced = await featuresCollection.listAdmin(db, { ...all, filters: { category: 'advanced' } });
    expect(advanced.rows.every((f) => f.category === 'advanced')).toBe(true);
    expect(advanced.total).toBeLessThan(everything.total);
    expect((await featuresCollection.listAdmin(db, { ...all, filters: { category: 'astrology' } })).total).toBe(everything.total);
  });
});

describe('rate cards', () => {
  it('refuses a negative or zero rate with a message', () => {
    expect(firstIssue(rateCardInputSchema.safeParse({ role: 'Design', hourlyRate: -50 }))).toBe('The hourly rate must be greater than 0.');
    expect(firstIssue(rateCardInputSchema.safeParse({ role: 'Design', hourlyRate: '0' }))).toBe('The hourly rate must be greater than 0.');
    expect(firstIssue(rateCardInputSchema.safeParse({ role: '', hourlyRate: '90' }))).toBe('Please enter the role.');
  });

  it('will not deactivate or delete a rate card that active features need, and changes nothing', async () => {
    const [design] = await db.select().from(rateCards).where(eq(rateCards.role, 'Design'));
    expect(
      await refusal(rateCardsCollection.write(db, actor, { id: design!.id, role: 'Design', hourlyRate: design!.hourlyRate, isActive: false })),
    ).toMatchObject({
      status: 409,
      message: expect.stringMatching(/^You cannot deactivate the Design rate card: \d+ active features ".+", ".+", ".+" and \d+ more need it\./),
    });
    expect(await refusal(rateCardsCollection.remove(db, actor, design!.id))).toMatchObject({
      status: 409,
      message: expect.stringMatching(/^You cannot delete the Design rate card/),
    });
    expect(await db.select().from(rateCards).where(eq(rateCards.id, design!.id))).toEqual([design]);
  });

  it('a new role can be used by features; renaming it renames it in them; a new rate prices new estimates', async () => {
    const { id: cardId } = await rateCardsCollection.write(
      db,
      actor,
      rateCardInputSchema.parse({ role: 'Data Science', hourlyRate: '140.50', isActive: true }),
    );
    expect(await listPricedRoles(db)).toContain('Data Science');
    const { id: featureId } = await featuresCollection.write(
      db,
      actor,
      featureInputSchema.parse({
        name: 'Churn Model',
        category: 'advanced',
        baseHours: 80,
        complexityMultiplier: 1,
        rolesRequired: ['Data Science', 'Backend'],
        isActive: true,
      }),
    );

    await rateCardsCollection.write(db, actor, rateCardInputSchema.parse({ id: cardId, role: 'Machine Learning', hourlyRate: '150', isActive: true }));
    const [renamed] = await db.select().from(projectFeatures).where(eq(projectFeatures.id, featureId));
    expect(renamed!.rolesRequired).toEqual(['Machine Learning', 'Backend']);
    const data = await getEstimatorData();
    expect(data.rates.find((rate) => rate.role === 'Machine Learning')?.hourlyRate).toBe(150);
    expect(data.features.find((f) => f.id === featureId)?.rolesRequired).toEqual(['Machine Learning', 'Backend']);

    // Once the feature is gone the card may go too.
    await featuresCollection.remove(db, actor, featureId);
    await rateCardsCollection.write(db, actor, rateCardInputSchema.parse({ id: cardId, role: 'Machine Learning', hourlyRate: '150', isActive: false }));
    expect(await listPricedRoles(db)).not.toContain('Machine Learning');
    await rateCardsCollection.remove(db, actor, cardId);
    expect((await auditActions('rate_card', cardId)).sort()).toEqual(['rate_card.create', 'rate_card.delete', 'rate_card.update', 'rate_card.update']);
  });
});

describe('estimator settings', () => {
  it('refuses values out of bounds and stores nothing', async () => {
    const current = await getAdminEstimatorSettings(db);
    const form = { ...current, designMultipliers: { ...current.designMultipliers } };
    expect(firstIssue(estimatorSettingsInputSchema.safeParse({ ...form, designMultipliers: { ...form.designMultipliers, premium: '-1' } }))).toBe(
      'The premium multiplier must be greater than 0.',
    );
    expect(firstIssue(estimatorSettingsInputSchema.safeParse({ ...form, rangeLowPercent: 95 }))).toBe('The range below the total (%) must be at most 90.');
    expect(firstIssue(estimatorSettingsInputSchema.safeParse({ ...form, validityDays: 0 }))).toBe('The validity (days) must be at least 1.');
    expect(firstIssue(estimatorSettingsInputSchema.safeParse({ ...form, applyRushFee: 'yes' }))).toBe('Say whether the rush fee is applied.');
    expect(await getAdminEstimatorSettings(db)).toEqual(current);
  });

  it('saved settings price the next estimate: the rush fee applied and a new design multiplier', async () => {
    const current = await getAdminEstimatorSettings(db);
    await writeEstimatorSettings(
      db,
      actor,
      estimatorSettingsInputSchema.parse({
        ...current,
        designMultipliers: { ...current.designMultipliers, premium: '2' },
        applyRushFee: true,
        rushFeePercent: '30',
      }),
    );
    const data = await getEstimatorData();
    expect(data.settings).toMatchObject({ applyRushFee: true, rushFeePercent: 30, designMultipliers: { premium: 2 } });
    const base = estimateChoicesFor(data, { designLevel: 'premium' });
    const standard = priceChoices(base, data).breakdown;
    const rush = priceChoices({ ...base, delivery: { ...base.delivery, timeline: 'asap' } }, data).breakdown;
    expect(standard.designMultiplier).toBe(2);
    expect(rush.timelineAdjustmentPercent).toBe(30);
    expect(rush.total).toBeCloseTo(standard.total * 1.3, -1);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'estimator_settings.update'));
    expect(entry!.details).toEqual({ changed: { designMultipliers: { ...current.designMultipliers, premium: 2 }, applyRushFee: true, rushFeePercent: 30 } });
    expect((await db.select().from(estimatorSettings)).length).toBe(1);
  });

  it('QA and PM shares: bounded, need an active rate card, add their rows, guard their cards, and are audited', async () => {
    const current = await getAdminEstimatorSettings(db);
    expect(current).toMatchObject({ qaSharePercent: 0, pmSharePercent: 0 });
    expect(firstIssue(estimatorSettingsInputSchema.safeParse({ ...current, qaSharePercent: '101' }))).toBe(
      'The quality assurance share (%) must be at most 100.',
    );
    expect(firstIssue(estimatorSettingsInputSchema.safeParse({ ...current, pmSharePercent: '2.5' }))).toBe(
      'The project management share (%) must be a whole number.',
    );

    // Without an active Quality Assurance card the share is refused and nothing changes.
    const [qa] = await db.select().from(rateCards).where(eq(rateCards.role, 'Quality Assurance'));
    await db.update(rateCards).set({ isActive: false }).where(eq(rateCards.id, qa!.id));
    expect(await refusal(writeEstimatorSettings(db, actor, estimatorSettingsInputSchema.parse({ ...current, qaSharePercent: 10 })))).toEqual({
      status: 400,
      message: 'The role "Quality Assurance" has no active rate card. Add or activate it under Rate Cards first.',
    });
    expect(await getAdminEstimatorSettings(db)).toEqual(current);
    await db.update(rateCards).set({ isActive: true }).where(eq(rateCards.id, qa!.id));

    await writeEstimatorSettings(db, actor, estimatorSettingsInputSchema.parse({ ...current, qaSharePercent: '10', pmSharePercent: '5' }));
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'estimator_settings.update')).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry!.details).toEqual({ changed: { qaSharePercent: 10, pmSharePercent: 5 } });
    const data = await getEstimatorData();
    expect(data.settings).toMatchObject({ qaSharePercent: 10, pmSharePercent: 5 });
    const backendOnly = data.features.find((f) => f.rolesRequired.length === 1 && f.rolesRequired[0] === 'Backend')!;
    const { breakdown } = priceChoices(estimateChoicesFor(data, { features: [{ id: backendOnly.id, complexity: 1 }] }), data);
    const featureHours = backendOnly.baseHours * backendOnly.complexityMultiplier;
    expect(breakdown.roles.map((r) => [r.role, r.hours])).toEqual([
      ['Backend', Math.round(featureHours)],
      ['Project Management', Math.round(featureHours * 0.05)],
      ['Quality Assurance', Math.round(featureHours * 0.1)],
    ]);

    // While a share adds hours to it, a card can be neither switched off, renamed nor deleted.
    const [pm] = await db.select().from(rateCards).where(eq(rateCards.role, 'Project Management'));
    const sharedMessage = (change: string, role: string, share: number) =>
      `You cannot ${change} the ${role} rate card: the estimator settings add a ${share}% share of hours to it. Set that share to 0 under Settings first.`;
    expect(
      await refusal(
        rateCardsCollection.write(
          db,
          actor,
          rateCardInputSchema.parse({ id: pm!.id, role: 'Project Management', hourlyRate: pm!.hourlyRate, isActive: false }),
        ),
      ),
    ).toEqual({
      status: 409,
      message: expect.stringMatching(/^You cannot deactivate the Project Management rate card: /),
    });
    expect(
      await refusal(rateCardsCollection.write(db, actor, rateCardInputSchema.parse({ id: qa!.id, role: 'QA', hourlyRate: qa!.hourlyRate, isActive: true }))),
    ).toEqual({ status: 409, message: sharedMessage('rename', 'Quality Assurance', 10) });
    expect(await listPricedRoles(db)).toEqual(expect.arrayContaining(['Project Management', 'Quality Assurance']));

    await writeEstimatorSettings(db, actor, estimatorSettingsInputSchema.parse({ ...current, qaSharePercent: 0, pmSharePercent: 0 }));
    expect((await getEstimatorData()).settings).toMatchObject({ qaSharePercent: 0, pmSharePercent: 0 });
  });
});
