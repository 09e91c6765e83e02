// Jobs in the content API (/api/v1/jobs, decision 087): Jobs Management's schema and writes.
// Without a key, the open positions as the careers page shows them; with a key, every job.
import 'server-only';
import { eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { booleanFilter, booleanWhere, collectionOperations, timestamp } from '@/features/api/collection';
import { JOB_TYPES } from '@/server/db/enums';
import { jobs } from '@/server/db/schema';
import { removeJob, writeJob } from './admin-jobs';
import { jobInputSchema } from './admin-schema';

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

export const JOB_OPERATIONS = collectionOperations({
  path: '/jobs',
  tag: 'Jobs',
  noun: 'job',
  plural: 'jobs',
  table: jobs,
  columns: jobs,
  item: apiJobSchema,
  represent: (row: typeof jobs.$inferSelect) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }),
  // The careers page (queries.ts): active jobs, every field but the flag itself.
  public: { where: eq(jobs.isActive, true), fields: ['id', 'title', 'department', 'location', 'type', 'experienceLevel', 'description', 'requirements', 'benefits', 'salaryRange', 'createdAt', 'updatedAt'] },
  access: { read: 'public', write: 'editor' },
  changesWith: 'jobs',
  filters: {
    active: booleanFilter('active'),
    type: z.enum(JOB_TYPES, 'type is full-time, part-time, contract or internship.').optional(),
  },
  where: (query) => [booleanWhere(jobs.isActive, query.active), query.type && eq(jobs.type, query.type)],
  search: (pattern) => ilike(jobs.title, pattern),
  input: jobInputSchema,
  write: writeJob,
  remove: removeJob,
});
