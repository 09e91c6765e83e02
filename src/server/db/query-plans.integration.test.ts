// The admin's big lists read their pages from indexes, never by sorting or scanning a whole
// table: EXPLAIN of the queries the app runs, on PostgreSQL with enough rows that a scan would
// cost more than the index (PGlite plans the same way, but its tests run without a server).
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditConditions, parseAuditFilters, readEntries } from '@/features/audit/queries';
import { inboxRowsQuery } from '@/features/leads/admin-queries';
import { parseInboxParams } from '@/features/leads/list-params';
import type { Database } from '@/server/db/client';
import { createTestDatabase } from '@/test/database';

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let db: Database;

beforeAll(async () => {
  if (!onServer) return;
  db = (await createTestDatabase()).db;
  await db.execute(sql`
    insert into leads (kind, status, name, email, company, message, is_spam, is_read, created_at)
    select (array['contact','estimate','job_application'])[1 + g % 3],
           (array['new','contacted','qualified','proposal','won','lost','archived'])[1 + g % 7],
           'Person ' || g, 'person' || g || '@company' || (g % 50) || '.example', 'Company ' || (g % 50),
           'We would like help with project number ' || g, g % 40 = 0, g % 3 = 0,
           timestamptz '2024-01-01' + g * interval '7 minutes'
    from generate_series(1, 60000) g`);
  await db.execute(sql`
    insert into newsletter_subscribers (email, unsubscribe_token, created_at)
    select 'reader' || g || '@example.com', 'token' || g, timestamptz '2024-01-01' + g * interval '1 hour' from generate_series(1, 2000) g`);
  await db.execute(sql`
    insert into audit_log (action, actor_email, created_at)
    select (array['auth.sign_in','auth.sign_out','lead.status','page.update'])[1 + g % 4], 'staff' || (g % 30) || '@axionlabs.dev', timestamptz '2024-01-01' + g * interval '5 minutes'
    from generate_series(1, 60000) g`);
  await db.execute(sql`analyze`);
}, 120_000);

async function plan(query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  const pool = (db as unknown as { $client: Pool }).$client;
  const result = await pool.query(`explain (format json) ${text}`, params);
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk((result.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan);
  return nodes;
}

const indexesOf = (nodes: PlanNode[]) => nodes.map((node) => node['Index Name']).filter(Boolean);
const sorts = (nodes: PlanNode[]) => nodes.filter((node) => node['Node Type'] === 'Sort');
const scans = (nodes: PlanNode[]) => nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']);

const inbox = (query: Record<string, string>, limit = 51) => {
  const params = parseInboxParams(query);
  return inboxRowsQuery(db, params, params.page, limit)!;
};

describe.skipIf(!onServer)('query plans on PostgreSQL', () => {
  it('reads the inbox first, deeper and oldest pages from the newest-first indexes, without a sort', async () => {
    const pages: Record<string, string>[] = [{}, { after: '2024-06-01T00:00:00.000000Z_ffffffff-ffff-4fff-bfff-ffffffffffff' }, { oldest: '1' }];
    for (const query of pages) {
      const nodes = await plan(inbox(query));
      expect(sorts(nodes)).toEqual([]);
      expect(scans(nodes)).toEqual([]);
      expect(indexesOf(nodes)).toEqual(expect.arrayContaining(['leads_created_at_idx', 'newsletter_subscribers_created_at_idx']));
    }
  });

  it('a status filter walks the status index; a fragment search uses the trigram index', async () => {
    const status = await plan(inbox({ status: 'won' }));
    expect(sorts(status)).toEqual([]);
    expect(indexesOf(status)).toContain('leads_status_idx');
    const search = await plan(inbox({ q: 'person12345@' }));
    expect(scans(search)).not.toContain('leads');
    expect(indexesOf(search)).toContain('leads_search_idx');
  });

  it('the CSV export reads each batch from the index', async () => {
    const nodes = await plan(inbox({ spam: 'include', after: '2024-06-01T00:00:00.000000Z_ffffffff-ffff-4fff-bfff-ffffffffffff' }, 1000));
    expect(sorts(nodes)).toEqual([]);
    expect(indexesOf(nodes)).toContain('leads_created_at_idx');
  });

  it('pages the audit log from its indexes, filtered by action or an email fragment', async () => {
    for (const query of [{}, { oldest: '1' }, { action: 'lead.status' }]) {
      const filters = parseAuditFilters(query);
      const nodes = await plan(readEntries(db, auditConditions(filters), filters.page));
      expect(sorts(nodes)).toEqual([]);
      expect(scans(nodes)).toEqual([]);
    }
    const filters = parseAuditFilters({ email: 'staff17@' });
    expect(indexesOf(await plan(readEntries(db, auditConditions(filters), filters.page)))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^audit_log_(actor_email_trgm|created_at)_idx$/)]),
    );
  });
});
