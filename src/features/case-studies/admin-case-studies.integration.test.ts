import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseListParams, type CrudActor } from '@/features/admin/crud/server';
import { createTestDatabase } from '@/test/database';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Database } from '@/server/db/client';
import { auditLog, caseStudies } from '@/server/db/schema';
import { CASE_STUDY_LIST_FILTERS, listAdminCaseStudies } from './admin-queries';
import { removeCaseStudy, writeCaseStudy } from './admin-case-studies';
import { caseStudyInputSchema, slugify } from './admin-schema';
import { getActiveCaseStudyBySlug, listActiveCaseStudiesPage } from './queries';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const editor = await createAdministrator(db, { email: 'casey@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Casey', role: 'editor' });
  actor = { id: editor.id, email: 'casey@axionlabs.dev', ipAddress: '192.0.2.9' };
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

const auditFor = (id: string) => db.select().from(auditLog).where(and(eq(auditLog.entityType, 'case_study'), eq(auditLog.entityId, id)));

describe('slugify', () => {
  it('lowercases, strips non-word characters and collapses separators', () => {
    expect(slugify('  Hello, World!  ')).toBe('hello-world');
    expect(slugify('--AI_&_ML -- Platform--')).toBe('ai-ml-platform');
    expect(slugify('!!!')).toBe('');
  });
});

describe('case studies admin writes', () => {
  it('creates with a generated slug and blank rows dropped, audits it and shows it publicly at once', async () => {
    await listActiveCaseStudiesPage(1); // warm the cache: the write must invalidate it
    expect(await getActiveCaseStudyBySlug('ai-claims-triage-for-northwind-insurance')).toBeNull();
    const { id, created } = await writeCaseStudy(db, actor, caseStudyInputSchema.parse(form));
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
      isActive: true,
    });
    expect((await listActiveCaseStudiesPage(1)).studies.map((study) => study.id)).toContain(id);
    expect((await getActiveCaseStudyBySlug(row!.slug))?.id).toBe(id);
    const entries = await auditFor(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'case_study.create', actorUserId: actor.id, actorEmail: actor.email });
  });

  it('refuses a slug used by another case study, changing nothing', async () => {
    const { id } = await writeCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, title: 'Fleet Telemetry Platform', slug: 'fleet-telemetry' }));
    const before = await db.select().from(caseStudies);
    const auditBefore = await db.select().from(auditLog);
    await expect(writeCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, title: 'Another', slug: 'fleet-telemetry' }))).rejects.toMatchObject({
      status: 409,
      message: 'This slug is already used by another case study.',
    });
    await expect(writeCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, id, slug: 'ai-claims-triage-for-northwind-insurance' }))).rejects.toMatchObject({ status: 409 });
    expect(await db.select().from(caseStudies)).toEqual(before);
    expect(await db.select().from(auditLog)).toEqual(auditBefore);
    // Keeping its own slug on update is fine.
    await writeCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, id, title: 'Fleet Telemetry Platform v2', slug: 'fleet-telemetry' }));
  });

  it('validates the slug format, required fields and the image URL', () => {
    expect(caseStudyInputSchema.safeParse({ ...form, slug: 'Not A Slug' }).success).toBe(false);
    expect(caseStudyInputSchema.safeParse({ ...form, client: ' ' }).error?.issues[0]?.message).toBe('Please enter the client.');
    expect(caseStudyInputSchema.safeParse({ ...form, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(caseStudyInputSchema.safeParse({ ...form, imageUrl: '/images/case-studies/claims.jpg' }).success).toBe(true);
    expect(caseStudyInputSchema.safeParse({ ...form, title: '???', slug: '' }).error?.issues[0]?.message).toBe('Please enter the slug.');
  });

  it('deactivates: gone from the public reads, still in the admin list; deletes with an audit entry', async () => {
    const { id } = await writeCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, title: 'Retail Demand Forecasting', isFeatured: true }));
    expect(await getActiveCaseStudyBySlug('retail-demand-forecasting')).not.toBeNull();
    await writeCaseStudy(db, actor, caseStudyInputSchema.parse({ ...form, id, title: 'Retail Demand Forecasting', isActive: false }));
    expect(await getActiveCaseStudyBySlug('retail-demand-forecasting')).toBeNull();
    expect((await listActiveCaseStudiesPage(1)).studies.map((study) => study.id)).not.toContain(id);
    const admin = await listAdminCaseStudies(db, { page: 1, q: 'retail demand', status: 'inactive' });
    expect(admin.rows.map((study) => study.id)).toEqual([id]);
    await removeCaseStudy(db, actor, id);
    expect(await db.select().from(caseStudies).where(eq(caseStudies.id, id))).toEqual([]);
    expect((await auditFor(id)).map((entry) => entry.action).sort()).toEqual(['case_study.create', 'case_study.delete', 'case_study.update']);
    await expect(removeCaseStudy(db, actor, id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('case studies admin list', () => {
  it('filters the admin list by featured from the URL: rows and total narrow; an unknown value lists everything', async () => {
    const study = (title: string, isFeatured: boolean, isActive = true) => ({ title, slug: slugify(title), client: 'Filter Client', industry: 'Retail', isFeatured, isActive });
    await db.insert(caseStudies).values([study('Featured One', true), study('Featured Two', true, false), study('Plain One', false), study('Plain Two', false), study('Plain Three', false)]);
    const list = async (query: Record<string, string>) => {
      const result = await listAdminCaseStudies(db, parseListParams({ q: 'filter client', ...query }, CASE_STUDY_LIST_FILTERS));
      return { total: result.total, titles: result.rows.map((row) => row.title).sort() };
    };
    expect(await list({ featured: 'yes' })).toEqual({ total: 2, titles: ['Featured One', 'Featured Two'] });
    expect(await list({ featured: 'no' })).toEqual({ total: 3, titles: ['Plain One', 'Plain Three', 'Plain Two'] });
    expect(await list({ featured: 'yes', status: 'inactive' })).toEqual({ total: 1, titles: ['Featured Two'] });
    for (const featured of ['all', 'true', '1', '']) expect((await list({ featured })).total).toBe(5);
  });
});
