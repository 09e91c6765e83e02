import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseListParams, type CrudActor } from '@/features/admin/crud/server';
import { databaseWithStaff } from '@/features/admin/crud/test-database';
import type { Database } from '@/server/db/client';
import { auditLog, caseStudies, contentVersions, drafts } from '@/server/db/schema';
import { addSchedule, pendingSchedules, runDueSchedules } from '@/features/publishing/schedules';
import type { Author } from '@/features/publishing/types';
import { listVersions } from '@/features/publishing/versions';
import { publish, saveDraft, unpublish } from '@/features/publishing/workflow';
import { CASE_STUDY_LIST_FILTERS, listAdminCaseStudies } from './admin-queries';
import { createCaseStudy, removeCaseStudy } from './admin-case-studies';
import { caseStudyInputSchema, slugify } from './admin-schema';
import { caseStudyCollection } from './publishing';
import { getActiveCaseStudyBySlug, listActiveCaseStudiesPage } from './queries';

let db: Database;
let actor: CrudActor;
let author: Author;
const collection = caseStudyCollection as never;
beforeAll(async () => {
  ({ db, actor } = await databaseWithStaff('Casey', 'editor', '192.0.2.9'));
  author = { ...actor, name: 'Casey' };
});

const form = {
  title: '  AI Claims Triage for Northwind Insurance! ',
  slug: '',
  client: 'Northwind Insurance',
  industry: 'Insurance',
  imageUrl: '',
  description: 'An LLM-assisted claims triage pipeline.',
  challenge: 'Adjusters spent hours sorting incoming claims.',
  solution: 'A retrieval-augmented classifier with human review.',
  results: ['62% faster triage', '   ', '', 'Zero missed SLAs'],
  technologies: ['\t', 'Python', 'PostgreSQL'],
  timeline: '',
  isFeatured: false,
  isActive: true,
};

const auditFor = (id: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'case_study'), eq(auditLog.entityId, id)));

describe('slugify', () => {
  it('lowercases, strips non-word characters and collapses separators', () => {
    expect(slugify('  Hello, World!  ')).toBe('hello-world');
    expect(slugify('--AI_&_ML -- Platform--')).toBe('ai-ml-platform');
    expect(slugify('!!!')).toBe('');
  });
});

/** The editor's document of a form: what its drafts and versions hold. */
const docOf = (values: typeof form) => {
  const doc: Partial<typeof form> = { ...values };
  delete doc.isActive;
  return doc as Omit<typeof form, 'isActive'>;
};

describe('case studies admin writes', () => {
  it('creates a draft with a generated slug and blank rows dropped: audited, not on the portfolio until published', async () => {
    await listActiveCaseStudiesPage(1); // warm the cache: publishing must invalidate it
    const { id, created } = await createCaseStudy(db, actor, caseStudyInputSchema.parse(form));
    expect(created).toBe(true);
    const [row] = await db.select().from(caseStudies).where(eq(caseStudies.id, id));
    expect(row).toMatchObject({
      title: 'AI Claims Triage for Northwind Insurance!',
      slug: 'ai-claims-triage-for-northwind-insurance',
      results: ['62% faster triage', 'Zero missed SLAs'],
      technologies: ['Python', 'PostgreSQL'],
      imageUrl: null,
      timeline: null,
      isFeatured: false,
      isActive: false,
    });
    expect(await getActiveCaseStudyBySlug(row!.slug)).toBeNull();
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual(['case_study.create']);

    const published = await publish(db, collection, author, { id });
    expect(published).toMatchObject({ ok: true, version: 1 });
    expect((await listActiveCaseStudiesPage(1)).studies.map((study) => study.id)).toContain(id);
    expect((await getActiveCaseStudyBySlug(row!.slug))?.id).toBe(id);
    expect((await auditFor(id)).map((entry) => entry.action).sort()).toEqual(['case_study.create', 'case_study.publish']);
  });

  it('a change is a draft: the portfolio keeps the published text until Publish; the history names the fields changed', async () => {
    const { id } = await createCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, title: 'Warehouse Vision QA', slug: 'warehouse-vision-qa' }));
    await publish(db, collection, author, { id });
    const doc = { ...docOf(form), title: 'Warehouse Vision QA', slug: 'warehouse-vision-qa' };
    const saved = await saveDraft(db, collection, author, {
      id,
      baseRevision: 1,
      data: { ...doc, challenge: 'Manual checks missed one defect in twenty.' },
      manual: true,
      note: 'Sharper challenge',
    });
    expect(saved).toMatchObject({ ok: true, version: 2 });
    expect((await getActiveCaseStudyBySlug('warehouse-vision-qa'))?.challenge).toBe('Adjusters spent hours sorting incoming claims.');
    expect(await listAdminCaseStudies(db, parseListParams({ q: 'warehouse vision', status: 'changed' }, CASE_STUDY_LIST_FILTERS))).toMatchObject({
      total: 1,
      rows: [{ id, hasDraft: true, isActive: true }],
    });

    expect(await publish(db, collection, author, { id })).toMatchObject({ ok: true, version: 3 });
    expect((await getActiveCaseStudyBySlug('warehouse-vision-qa'))?.challenge).toBe('Manual checks missed one defect in twenty.');
    const history = await listVersions(db, 'case_study', id);
    expect(history.map((version) => [version.number, version.kind, version.authorName])).toEqual([
      [3, 'publish', 'Casey'],
      [2, 'save', 'Casey'],
      [1, 'publish', 'Casey'],
    ]);
    expect(history[1]!.changes).toEqual({ changed: [], added: [], removed: [], fields: ['challenge'] });

    // Unpublish: off the portfolio, its page 404s; listed as a draft; the history stays.
    await unpublish(db, collection, author, id);
    expect(await getActiveCaseStudyBySlug('warehouse-vision-qa')).toBeNull();
    expect(await listAdminCaseStudies(db, parseListParams({ q: 'warehouse vision', status: 'draft' }, CASE_STUDY_LIST_FILTERS))).toMatchObject({ total: 1 });
    expect(await listVersions(db, 'case_study', id)).toHaveLength(3);
  });

  it('refuses a taken slug at create, at a saved version and at publish, changing nothing', async () => {
    const { id } = await createCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, title: 'Fleet Telemetry Platform', slug: 'fleet-telemetry' }));
    const before = await db.select().from(caseStudies);
    const auditBefore = await db.select().from(auditLog);
    await expect(createCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, title: 'Another', slug: 'fleet-telemetry' }))).rejects.toMatchObject({
      status: 409,
      message: 'This slug is already used by another case study.',
    });
    const taken = { ...docOf(form), title: 'Fleet Telemetry Platform', slug: 'ai-claims-triage-for-northwind-insurance' };
    expect(await saveDraft(db, collection, author, { id, baseRevision: 0, data: taken, manual: true })).toEqual({
      ok: false,
      issues: [{ message: 'This slug is already used by another case study.', path: ['slug'] }],
    });
    expect(await publish(db, collection, author, { id, baseRevision: 0, data: taken })).toMatchObject({ ok: false, issues: [{ path: ['slug'] }] });
    expect(await db.select().from(caseStudies)).toEqual(before);
    expect(await db.select().from(auditLog)).toEqual(auditBefore);
    // Its own slug is fine; a required field left empty is refused with the manager's sentence.
    expect(
      await saveDraft(db, collection, author, { id, baseRevision: 0, data: { ...taken, slug: 'fleet-telemetry', industry: ' ' }, manual: true }),
    ).toMatchObject({ ok: false, issues: [{ message: 'Please enter the industry.' }] });
    expect(await saveDraft(db, collection, author, { id, baseRevision: 0, data: { ...taken, slug: 'fleet-telemetry' }, manual: true })).toMatchObject({
      ok: true,
      version: 1,
    });
  });

  it('validates the slug format, required fields and the image URL', () => {
    expect(caseStudyInputSchema.safeParse({ ...form, slug: 'Not A Slug' }).success).toBe(false);
    expect(caseStudyInputSchema.safeParse({ ...form, client: ' ' }).error?.issues[0]?.message).toBe('Please enter the client.');
    expect(caseStudyInputSchema.safeParse({ ...form, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(caseStudyInputSchema.safeParse({ ...form, imageUrl: '/images/case-studies/claims.jpg' }).success).toBe(true);
    expect(caseStudyInputSchema.safeParse({ ...form, title: '???', slug: '' }).error?.issues[0]?.message).toBe('Please enter the slug.');
  });

  it('a scheduled publish puts it on the portfolio with no request from staff', async () => {
    const { id } = await createCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, title: 'Retail Demand Forecasting', isFeatured: true }));
    const now = new Date();
    await addSchedule(db, author, { collection: 'case_study', id, action: 'publish', runAt: new Date(now.getTime() + 60_000) }, now);
    expect(await getActiveCaseStudyBySlug('retail-demand-forecasting')).toBeNull();
    expect(await runDueSchedules(db, new Date(now.getTime() + 61_000))).toEqual({ done: 1, failed: 0 });
    expect((await getActiveCaseStudyBySlug('retail-demand-forecasting'))?.id).toBe(id);
  });

  it('deletes with an audit entry, and its drafts, versions and schedules go with it', async () => {
    const { id } = await createCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, title: 'Short-lived Study' }));
    await saveDraft(db, collection, author, { id, baseRevision: 0, data: { ...docOf(form), title: 'Short-lived Study' }, manual: true });
    await addSchedule(db, author, { collection: 'case_study', id, action: 'publish', runAt: new Date(Date.now() + 3_600_000) });
    await removeCaseStudy(db, actor, id);
    expect(await db.select().from(caseStudies).where(eq(caseStudies.id, id))).toEqual([]);
    expect(await db.select().from(contentVersions).where(eq(contentVersions.recordId, id))).toEqual([]);
    expect(await db.select().from(drafts).where(eq(drafts.recordId, id))).toEqual([]);
    expect(await pendingSchedules(db, 'case_study', id)).toEqual([]);
    expect((await auditFor(id)).map((entry) => entry.action).sort()).toEqual([
      'case_study.create',
      'case_study.delete',
      'case_study.save',
      'case_study.schedule',
    ]);
    await expect(removeCaseStudy(db, actor, id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('case studies admin list', () => {
  it('filters the admin list by featured from the URL: rows and total narrow; an unknown value lists everything', async () => {
    const study = (title: string, isFeatured: boolean, isActive = true) => ({
      title,
      slug: slugify(title),
      client: 'Filter Client',
      industry: 'Retail',
      isFeatured,
      isActive,
    });
    await db
      .insert(caseStudies)
      .values([
        study('Featured One', true),
        study('Featured Two', true, false),
        study('Plain One', false),
        study('Plain Two', false),
        study('Plain Three', false),
      ]);
    const list = async (query: Record<string, string>) => {
      const result = await listAdminCaseStudies(db, parseListParams({ q: 'filter client', ...query }, CASE_STUDY_LIST_FILTERS));
      return { total: result.total, titles: result.rows.map((row) => row.title).sort() };
    };
    expect(await list({ featured: 'yes' })).toEqual({ total: 2, titles: ['Featured One', 'Featured Two'] });
    expect(await list({ featured: 'no' })).toEqual({ total: 3, titles: ['Plain One', 'Plain Three', 'Plain Two'] });
    expect(await list({ featured: 'yes', status: 'draft' })).toEqual({ total: 1, titles: ['Featured Two'] });
    for (const featured of ['all', 'true', '1', '']) expect((await list({ featured })).total).toBe(5);
  });
});
