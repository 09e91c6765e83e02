import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CrudError, parseListParams, type CrudActor } from '@/features/admin/crud/server';
import { databaseWithStaff } from '@/features/admin/crud/test-database';
import type { Database } from '@/server/db/client';
import { auditLog, jobs } from '@/server/db/schema';
import { jobsCollection } from './collection';
import { jobInputSchema } from './admin-schema';
import { getActiveJob, listActiveJobsPage } from './queries';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  ({ db, actor } = await databaseWithStaff('Eddie', 'editor', '192.0.2.7'));
});

const form = {
  title: '  Senior Platform Engineer ',
  department: 'Engineering',
  location: 'Remote (US)',
  type: 'full-time',
  experienceLevel: '',
  description: 'Own our cloud platform.',
  requirements: ['5+ years with TypeScript', '   ', '', 'Kubernetes in production'],
  benefits: ['\t', 'Fully remote'],
  salaryRange: '',
  isActive: true,
};

const auditFor = (id: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'job'), eq(auditLog.entityId, id)));

describe('jobs admin writes', () => {
  it('creates a job with blank rows dropped, audits it and shows it on the public list at once', async () => {
    await listActiveJobsPage(1); // warm the cache: the write must invalidate it
    const parsed = jobInputSchema.parse(form);
    const { id, created } = await jobsCollection.write(db, actor, parsed);
    expect(created).toBe(true);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({
      title: 'Senior Platform Engineer',
      requirements: ['5+ years with TypeScript', 'Kubernetes in production'],
      benefits: ['Fully remote'],
      experienceLevel: null,
      salaryRange: null,
      isActive: true,
    });
    expect((await listActiveJobsPage(1)).jobs.map((job) => job.id)).toContain(id);
    const entries = await auditFor(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'job.create', actorUserId: actor.id, actorEmail: actor.email });
  });

  it('updates and deactivates: the public reads reflect it, the admin list still has it', async () => {
    const { id } = await jobsCollection.write(db, actor, jobInputSchema.parse({ ...form, title: 'Data Engineer' }));
    expect(await getActiveJob(id)).not.toBeNull();
    await jobsCollection.write(db, actor, jobInputSchema.parse({ ...form, id, title: 'Lead Data Engineer', salaryRange: '$150k – $180k', isActive: false }));
    expect(await getActiveJob(id)).toBeNull();
    expect((await listActiveJobsPage(1)).jobs.map((job) => job.id)).not.toContain(id);
    const admin = await jobsCollection.listAdmin(db, { page: 1, q: 'lead data', status: 'inactive' });
    expect(admin.rows.map((job) => job.id)).toEqual([id]);
    expect(admin.rows[0]).toMatchObject({ title: 'Lead Data Engineer', salaryRange: '$150k – $180k' });
    expect((await auditFor(id)).map((entry) => entry.action).sort()).toEqual(['job.create', 'job.update']);
  });

  it('refuses a type outside the four and a missing title, changing nothing', async () => {
    const before = await db.select().from(jobs);
    const badType = jobInputSchema.safeParse({ ...form, type: 'freelance' });
    expect(badType.success).toBe(false);
    expect(badType.error?.issues[0]?.message).toBe('Choose a job type: full-time, part-time, contract or internship.');
    const noTitle = jobInputSchema.safeParse({ ...form, title: '   ' });
    expect(noTitle.error?.issues[0]?.message).toBe('Please enter the job title.');
    expect(jobInputSchema.safeParse({ ...form, title: 'x'.repeat(201) }).success).toBe(false);
    expect(await db.select().from(jobs)).toEqual(before);
  });

  it('answers 404 for an unknown id on update and delete, and deletes with an audit entry', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(jobsCollection.write(db, actor, jobInputSchema.parse({ ...form, id: unknown }))).rejects.toMatchObject({ status: 404 });
    await expect(jobsCollection.remove(db, actor, 'not-a-uuid')).rejects.toBeInstanceOf(CrudError);
    const { id } = await jobsCollection.write(db, actor, jobInputSchema.parse(form));
    await listActiveJobsPage(1);
    await jobsCollection.remove(db, actor, id);
    expect(await db.select().from(jobs).where(eq(jobs.id, id))).toEqual([]);
    expect((await listActiveJobsPage(1)).jobs.map((job) => job.id)).not.toContain(id);
    expect((await auditFor(id)).map((entry) => entry.action).sort()).toEqual(['job.create', 'job.delete']);
    await expect(jobsCollection.remove(db, actor, id)).rejects.toMatchObject({ status: 404 });
  });

  it('pages the admin list 50 at a time, newest first', async () => {
    await db.insert(jobs).values(
      Array.from({ length: 60 }, (_, i) => ({
        title: `Bulk role ${i}`,
        department: 'Ops',
        location: 'Remote',
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
      })),
    );
    const first = await jobsCollection.listAdmin(db, { page: 1, q: 'bulk role', status: 'all' });
    expect(first.total).toBe(60);
    expect(first.rows).toHaveLength(50);
    expect(first.pageCount).toBe(2);
    expect(first.rows[0]!.title).toBe('Bulk role 59');
    const second = await jobsCollection.listAdmin(db, { page: 2, q: 'bulk role', status: 'all' });
    expect(second.rows).toHaveLength(10);
  });

  it('filters by type from the URL: the rows, the total and the page count narrow; an unknown type lists everything', async () => {
    const types = [...Array.from({ length: 52 }, () => 'contract' as const), 'full-time' as const, 'part-time' as const, 'internship' as const];
    await db.insert(jobs).values(types.map((type, i) => ({ title: `Typed role ${i}`, department: 'Ops', location: 'Remote', type, isActive: i % 2 === 0 })));
    const list = (query: Record<string, string>) => jobsCollection.listAdmin(db, parseListParams({ q: 'typed role', ...query }, jobsCollection.listFilters));

    const contract = await list({ type: 'contract' });
    expect(contract.total).toBe(52);
    expect(contract.pageCount).toBe(2);
    expect(new Set(contract.rows.map((job) => job.type))).toEqual(new Set(['contract']));
    const secondPage = await list({ type: 'contract', page: '2' });
    expect(secondPage.rows.map((job) => job.type)).toEqual(['contract', 'contract']);

    const internship = await list({ type: 'internship' });
    expect(internship.total).toBe(1);
    expect(internship.rows.map((job) => job.title)).toEqual(['Typed role 54']);
    // With the status filter: both apply.
    expect((await list({ type: 'contract', status: 'inactive' })).total).toBe(26);

    for (const type of ['all', 'freelance', 'CONTRACT', '']) {
      const everything = await list({ type });
      expect(everything.total).toBe(55);
      expect(everything.params.filters).toEqual({});
    }
    // A hand-built ListParams with a value outside the four lists everything too, never an error.
    expect((await jobsCollection.listAdmin(db, { page: 1, q: 'typed role', status: 'all', filters: { type: "contract' or 1=1" } })).total).toBe(55);
  });
});
