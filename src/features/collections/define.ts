// One definition per managed resource (decision 103): its table, the admin form's schema, who may
// read and write it, what the audit log and the webhooks say of a change, the cache tag its
// writes drop, how the admin lists it, and how the content API shows it. The writes, the admin
// list, the staff actions (admin/crud/action.ts) and the content API operations are all made from
// it, so a new manager is one folder with a definition and one line in collections/index.ts.
import 'server-only';
import { and, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  chosenFilter,
  containsPattern,
  CrudError,
  isUuid,
  notFound,
  PAGE_SIZE,
  type CrudActor,
  type ListFilter,
  type ListParams,
  type Paged,
} from '@/features/admin/crud/server';
import type { SaveResult } from '@/features/admin/crud/schema-helpers';
import type { Access } from '@/features/api/operation';
import type { ApiKeyRole } from '@/features/api-keys/keys';
import { recordAudit } from '@/features/audit/record';
import { emitWebhookEvent } from '@/features/webhooks/emit';
import type { WebhookEventName } from '@/features/webhooks/events';
import { invalidateCacheTags, type CacheTag } from '@/server/cache';
import type { Database } from '@/server/db/client';

/** A transaction: every check and write of a collection runs inside the caller's. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A table of records: an update sets updatedAt where it has one (an API key has none: it is made, then only revoked). */
export type RecordTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt?: PgColumn };
/** The form's fields, with the id of the record it updates; a form that only creates (an API key's) has no id. */
export type FormInput = z.ZodType<{ id?: string; [field: string]: unknown }>;
type Values<Input extends FormInput> = Omit<z.output<Input>, 'id'>;

/** An extra select filter of the admin list and the condition a chosen value makes. */
export type AdminFilter = { filter: ListFilter; where(value: string): SQL | undefined };

/** The content API's view of a collection (features/api/collection.ts builds its operations). */
export type ApiView<Row, Item extends z.ZodObject, Filters extends z.ZodRawShape> = {
  /** '/jobs' */
  path: string;
  /** The document's group: 'Jobs'. */
  tag: string;
  /** The record as a key reads it (the document's schema of an item). */
  item: Item;
  represent(row: Row): z.output<Item>;
  /** Reads without a key: the records the public site shows and the fields it shows of them. Absent: none. */
  public?: { where: SQL; fields: readonly (keyof z.output<Item> & string)[] };
  filters: Filters;
  where(query: z.output<z.ZodObject<Filters>>): (SQL | undefined)[];
  /** What `q` searches: a condition for a LIKE pattern. */
  search(pattern: string): SQL;
  /** More about the list for the document (its order for the site, say). */
  listDescription?: string;
};

export type CollectionConfig<Table extends RecordTable, Input extends FormInput, Item extends z.ZodObject, Filters extends z.ZodRawShape> = {
  /** 'job': sentences, 404s and toasts name a record so. */
  noun: string;
  /** 'jobs' */
  plural: string;
  /** The audit log's entity type and the start of its actions and webhook events: 'job' -> job.create, job.created. */
  entityType: string;
  table: Table;
  /** The admin form's schema (with its optional id): the one source of what is valid, for the admin and the API. */
  input: Input;
  /**
   * Who may read it through the API beyond its public part, and the least role that may write it,
   * in the admin and through the API (the admin's screens of it are for its writers).
   */
  access: { read: Access; write: ApiKeyRole };
  /** The data cache tag its writes drop (the public pages that show it); absent: no cached page shows it (webhook endpoints). */
  cacheTag?: CacheTag;
  /** What the audit log keeps of a create or an update. */
  audit(values: Values<Input>): Record<string, unknown>;
  /** The columns that name a deleted record in its audit entry and its webhook ({ title: jobs.title }). */
  named: Record<string, PgColumn>;
  /** What a new record gets beside the form's values: what the server makes for it (an endpoint's secret) and who made it. */
  createdWith?(actor: CrudActor): Partial<Table['$inferInsert']>;
  /**
   * The columns a save writes, where they are not the form's values as they are (an identity
   * provider's secret stored encrypted, kept when left blank); runs before the transaction.
   */
  stored?(values: Values<Input>, id: string | undefined): Promise<Record<string, unknown>>;
  /** What the webhooks say of a created or updated record (docs/operations.md, "Webhooks"); absent: no webhooks. */
  event?(id: string, values: Values<Input>): Record<string, unknown>;
  /** Another record that may not share these values (a name): the condition that finds it, and the refusal (409). */
  unique?: { same(values: Values<Input>): SQL | undefined; message: string };
  /** Refuses a write the schema cannot see (a taken name, a role without a rate) by throwing a CrudError. */
  check?(tx: Tx, values: Values<Input>, id: string | undefined): Promise<void>;
  /** The same, before the transaction opens: for a check that waits on the network (a DNS lookup), which must not hold the database. */
  checkFirst?(values: Values<Input>): Promise<void>;
  /** Refuses a delete (a record others still need) by throwing a CrudError; runs in the delete's transaction, before it. */
  beforeRemove?(tx: Tx, id: string): Promise<void>;
  /** The refusal of a write the database refused (a unique index a concurrent save won), if it is one. */
  conflict?(error: unknown, values: Values<Input>): CrudError | undefined;
  /** The admin list: what `q` searches, the active flag of the status filter, the extra filters, its order (default: newest first). */
  list?: { search?: PgColumn; active?: PgColumn; filters?: readonly AdminFilter[]; order?: SQL[] };
  api?: ApiView<Table['$inferSelect'], Item, Filters>;
  /** Writes of their own where the generic ones do not fit (rate cards lock and compare the record before). */
  writes?: Partial<Writes<Input>>;
};

export type Writes<Input extends FormInput> = {
  /** Creates the record (no id) or updates it; 404 (CrudError) for an unknown id. One transaction with its audit entry and webhook. */
  write(db: Database, actor: CrudActor, input: z.output<Input>): Promise<SaveResult>;
  /** Deletes the record; 404 (CrudError) for an unknown id. */
  remove(db: Database, actor: CrudActor, id: string): Promise<void>;
};

export type Collection<
  Table extends RecordTable = RecordTable,
  Input extends FormInput = FormInput,
  Item extends z.ZodObject = z.ZodObject,
  Filters extends z.ZodRawShape = z.ZodRawShape,
> = CollectionConfig<Table, Input, Item, Filters> &
  Writes<Input> & {
    /** The admin list's extra filters, for its controls. */
    listFilters: readonly ListFilter[];
    /** One page of the admin list (every record, active or not), with its total. Not cached: staff see their change at once. */
    listAdmin(db: Database, params: ListParams): Promise<Paged<Table['$inferSelect']>>;
  };

export function defineCollection<Table extends RecordTable, Input extends FormInput, Item extends z.ZodObject, Filters extends z.ZodRawShape>(
  config: CollectionConfig<Table, Input, Item, Filters>,
): Collection<Table, Input, Item, Filters> {
  const { table, noun, entityType } = config;
  const event = (action: 'created' | 'updated' | 'deleted') => `${entityType}.${action}` as WebhookEventName;

  async function write(db: Database, actor: CrudActor, input: z.output<Input>): Promise<SaveResult> {
    const { id, ...values } = input as z.output<Input> & { id?: string };
    const data = values as Values<Input>;
    if (id !== undefined && !isUuid(id)) throw notFound(noun);
    await config.checkFirst?.(data);
    const columns = config.stored ? await config.stored(data, id) : data;
    const result = await db
      .transaction(async (tx) => {
        await config.check?.(tx, data, id);
        if (config.unique) {
          const [taken] = await tx
            .select({ id: table.id })
            .from(table as PgTable)
            .where(and(config.unique.same(data), id === undefined ? undefined : ne(table.id, id)))
            .limit(1);
          if (taken) throw new CrudError(config.unique.message, 409);
        }
        let saved: SaveResult;
        if (id === undefined) {
          const [row] = await tx
            .insert(table)
            .values({ ...columns, ...config.createdWith?.(actor) } as never)
            .returning({ id: table.id });
          saved = { id: row!.id as string, created: true };
        } else {
          const [row] = await tx
            .update(table)
            .set({ ...columns, updatedAt: new Date() } as never)
            .where(eq(table.id, id))
            .returning({ id: table.id });
          if (!row) throw notFound(noun);
          saved = { id, created: false };
        }
        const action = saved.created ? 'create' : 'update';
        await recordAudit(tx, {
          action: `${entityType}.${action}`,
          actor,
          ipAddress: actor.ipAddress,
          entityType,
          entityId: saved.id,
          details: config.audit(data),
        });
        if (config.event) await emitWebhookEvent(tx, event(saved.created ? 'created' : 'updated'), config.event(saved.id, data));
        return saved;
      })
      .catch((error: unknown) => {
        throw config.conflict?.(error, data) ?? error;
      });
    if (config.cacheTag) invalidateCacheTags(config.cacheTag);
    return result;
  }

  async function remove(db: Database, actor: CrudActor, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(noun);
    await db.transaction(async (tx) => {
      await config.beforeRemove?.(tx, id);
      const [row] = (await tx.delete(table).where(eq(table.id, id)).returning(config.named)) as Record<string, unknown>[];
      if (!row) throw notFound(noun);
      await recordAudit(tx, { action: `${entityType}.delete`, actor, ipAddress: actor.ipAddress, entityType, entityId: id, details: row });
      if (config.event) await emitWebhookEvent(tx, event('deleted'), { id, ...row });
    });
    if (config.cacheTag) invalidateCacheTags(config.cacheTag);
  }

  async function listAdmin(db: Database, params: ListParams): Promise<Paged<Table['$inferSelect']>> {
    const list = config.list ?? {};
    const conditions: (SQL | undefined)[] = [];
    if (params.q && list.search) conditions.push(ilike(list.search, containsPattern(params.q)));
    if (list.active && params.status !== 'all') conditions.push(eq(list.active, params.status === 'active'));
    for (const { filter, where } of list.filters ?? []) {
      const value = chosenFilter(
        params,
        filter.name,
        filter.options.map((option) => option.value),
      );
      if (value !== undefined) conditions.push(where(value));
    }
    const where = and(...conditions);
    const [[{ total } = { total: 0 }], rows] = await Promise.all([
      db
        .select({ total: count() })
        .from(table as PgTable)
        .where(where),
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...(list.order ?? [desc(table.createdAt), desc(table.id)]))
        .limit(PAGE_SIZE)
        .offset((params.page - 1) * PAGE_SIZE),
    ]);
    return { rows: rows as Table['$inferSelect'][], total, page: params.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), params };
  }

  return {
    ...config,
    write: config.writes?.write ?? write,
    remove: config.writes?.remove ?? remove,
    listFilters: (config.list?.filters ?? []).map(({ filter }) => filter),
    listAdmin,
  };
}
