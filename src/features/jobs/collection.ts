// Jobs: what the careers pages list, managed under /admin/jobs and /api/v1/jobs (decision 103).
// Without a key the API gives the open positions as the careers page shows them; with a key, every job.
import 'server-only';
import { desc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { enumOptions } from '@/features/admin/crud/server';
import { booleanFilter, booleanWhere, timestamp } from '@/features/api/collection';
import { defineCollection } from '@/features/collections/define';
import { JOB_TYPES } from '@/server/db/enums';
import { jobs } from '@/server/db/schema';
import { jobInputSchema } from './admin-schema';

export type AdminJob = typeof jobs.$inferSelect;

export const apiJobSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  type: z.enum(JOB_TYPES),
  experienceLevel: z.string().nullable(),
  description: z.string(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  salaryRange: z.string().nullable(),
  isActive: z.boolean().describe('Shown on the careers page (open).'),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const jobsCollection = defineCollection({
  noun: 'job',
  plural: 'jobs',
  entityType: 'job',
  table: jobs,
  input: jobInputSchema,
  access: { read: 'public', write: 'editor' },
  cacheTag: 'jobs',
  audit: (job) => ({ title: job.title, isActive: job.isActive }),
  named: { title: jobs.title },
  event: (id, job) => ({ id, title: job.title, department: job.department, location: job.location, type: job.type, isActive: job.isActive }),
  list: {
    search: jobs.title,
    active: jobs.isActive,
    filters: [{ filter: { name: 'type', label: 'Type', options: enumOptions(JOB_TYPES) }, where: (type) => eq(jobs.type, type as (typeof JOB_TYPES)[number]) }],
    order: [desc(jobs.createdAt), desc(jobs.id)],
  },
  api: {
    path: '/jobs',
    tag: 'Jobs',
    item: apiJobSchema,
    represent: (row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }),
    // The careers page (queries.ts): active jobs, every field but the flag itself.
    public: {
      where: eq(jobs.isActive, true),
      fields: [
        'id',
        'title',
        'department',
        'location',
        'type',
        'experienceLevel',
        'description',
        'requirements',
        'benefits',
        'salaryRange',
        'createdAt',
        'updatedAt',
      ],
    },
    filters: {
      active: booleanFilter('active'),
      type: z.enum(JOB_TYPES, 'type is full-time, part-time, contract or internship.').optional(),
    },
    where: (query) => [booleanWhere(jobs.isActive, query.active), query.type && eq(jobs.type, query.type)],
    search: (pattern) => ilike(jobs.title, pattern),
  },
});
