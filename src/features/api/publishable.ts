// The operations every collection in the publishing workflow has in the content API (pages, case
// studies; decision 087): read (the working copy with `draft=1`), change (a draft version), delete,
// publish, unpublish and the version history, made from its adapter (decision 085) and how it
// reads and shows a record. Its list and its create stay with the collection: they differ.
import 'server-only';
import { z } from 'zod';
import { keyActor } from '@/features/api-keys/keys';
import type { CrudActor } from '@/features/admin/crud/server';
import type { PublishableCollection } from '@/features/publishing/types';
import { listVersions } from '@/features/publishing/versions';
import { publish, saveDraft, unpublish, workingCopy } from '@/features/publishing/workflow';
import type { CacheTag } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { checkIfMatch, item, operation, type Context } from './operation';
import { ApiProblem, fieldProblems, invalid } from './problem';

type Doc = Record<string, unknown>;

export type PublishableApi<Row extends { id: string }, D extends Doc> = {
  /** '/pages' */
  path: string;
  tag: string;
  /** 'page', as sentences name it. */
  noun: string;
  collection: PublishableCollection<D>;
  /** The record's row, or null (also for an id that cannot be one). */
  rowOf(db: Database, id: string): Promise<Row | null>;
  isPublished(row: Row): boolean;
  /** The record as the API shows it: the published row, or with `doc` its working copy. */
  represent(row: Row, hasDraft: boolean, doc?: D): unknown;
  schema: z.ZodType;
  /** The fields a PATCH may send (partial, strict, without defaults). */
  patchBody: z.ZodType<Doc>;
  /** What a field sent as null becomes in the document ('' for a text). */
  cleared(field: string): unknown;
  remove(db: Database, actor: CrudActor, id: string): Promise<void>;
  /** Extra answers of unpublish (409 where a record cannot be unpublished). */
  unpublishProblems?: number[];
  /** The data cache tag its publishes invalidate (Cache-Tag of its reads). */
  cacheTag: CacheTag;
};

const draftQuery = z.object({ draft: z.enum(['0', '1', 'true', 'false'], 'draft is 1 or 0.').optional() });
const versionsSchema = z.object({
  data: z.array(
    z.object({ id: z.uuid(), number: z.number().int(), kind: z.string(), note: z.string().nullable(), authorName: z.string(), createdAt: z.string() }),
  ),
});

/** The editor's refusal as the API says it: a taken address is a conflict, anything else invalid input. */
export function refusal(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const problems = fieldProblems(issues);
  return problems.some((p) => p.path === 'slug' && /already used/.test(p.message)) ? new ApiProblem(409, problems[0]!.message, problems) : invalid(problems);
}

export function publishableApi<Row extends { id: string }, D extends Doc>(api: PublishableApi<Row, D>) {
  const notFound = () => new ApiProblem(404, `There is no ${api.noun} with this id.`);
  const anyCollection = api.collection as unknown as PublishableCollection<Doc>;

  /** The record as the caller may read it: published only without a key; with a key and `draft`, its working copy. */
  async function read({ db, key }: Pick<Context<unknown, unknown>, 'db' | 'key'>, id: string, draft: boolean) {
    const row = await api.rowOf(db, id);
    if (!row || (!key && !api.isPublished(row))) throw notFound();
    if (!key) return api.represent(row, false);
    const copy = await workingCopy(db, api.collection, id);
    return api.represent(row, copy.hasDraft, draft ? copy.doc : undefined);
  }

  async function existing(db: Database, id: string) {
    const row = await api.rowOf(db, id);
    if (!row) throw notFound();
    return row;
  }

  const operations = [
    operation({
      method: 'GET',
      path: `${api.path}/{id}`,
      tag: api.tag,
      summary: `Read a ${api.noun}`,
      description: 'With a key and `draft=1`: the working copy (the draft, else what is published).',
      access: 'public',
      query: draftQuery,
      response: api.schema,
      status: 200,
      problems: [404],
      cacheTags: [api.cacheTag],
      async run(context) {
        return item(await read(context, context.params.id!, context.query.draft === '1' || context.query.draft === 'true'));
      },
    }),
    operation({
      method: 'PATCH',
      path: `${api.path}/{id}`,
      tag: api.tag,
      summary: `Change a ${api.noun} (saves its draft)`,
      description:
        'The fields sent replace those of the working copy, which is saved as a new version of the draft (the editor’s full checks); visitors see it once published. Send If-Match with the ETag you read to be sure nobody changed it meanwhile.',
      access: 'editor',
      body: api.patchBody,
      response: api.schema,
      status: 200,
      problems: [404, 409, 412],
      async run({ db, key, params, body, sent, ip, ifMatch }) {
        const row = await existing(db, params.id!);
        const copy = await workingCopy(db, api.collection, row.id);
        checkIfMatch(ifMatch, api.represent(row, copy.hasDraft, copy.doc));
        // Only the fields sent: the schema's defaults must not reset the others.
        const changes = Object.fromEntries(
          Object.entries(body)
            .filter(([name]) => sent.has(name))
            .map(([name, value]) => [name, value ?? api.cleared(name)]),
        );
        const merged = api.collection.draftSchema.safeParse({ ...copy.doc, ...changes });
        if (!merged.success) throw invalid(fieldProblems(merged.error.issues));
        const outcome = await saveDraft(db, anyCollection, keyActor(key!, ip), {
          id: row.id,
          baseRevision: copy.state.revision,
          data: merged.data,
          manual: true,
          note: 'Changed through the API',
        });
        if (!outcome.ok && 'conflict' in outcome)
          throw new ApiProblem(412, `${outcome.conflict.byName} saved this ${api.noun} meanwhile. Read it again, then repeat the change.`);
        if (!outcome.ok) throw refusal(outcome.issues);
        return item(await read({ db, key }, row.id, true));
      },
    }),
    operation({
      method: 'DELETE',
      path: `${api.path}/{id}`,
      tag: api.tag,
      summary: `Delete a ${api.noun}`,
      access: 'editor',
      status: 204,
      problems: [404, 409, 412],
      async run({ db, key, params, ip, ifMatch }) {
        checkIfMatch(ifMatch, await read({ db, key }, params.id!, true));
        await api.remove(db, keyActor(key!, ip), params.id!);
        return {};
      },
    }),
    operation({
      method: 'POST',
      path: `${api.path}/{id}/publish`,
      tag: api.tag,
      summary: `Publish a ${api.noun}`,
      description: 'Makes the working copy what visitors see (the editor’s full checks apply).',
      access: 'editor',
      response: api.schema,
      status: 200,
      problems: [400, 404, 409],
      async run({ db, key, params, ip }) {
        await existing(db, params.id!);
        const outcome = await publish(db, anyCollection, keyActor(key!, ip), { id: params.id!, note: 'Published through the API' });
        if (!outcome.ok) throw 'issues' in outcome ? refusal(outcome.issues) : new ApiProblem(409, `Someone saved this ${api.noun} meanwhile.`);
        return item(await read({ db, key }, params.id!, true));
      },
    }),
    operation({
      method: 'POST',
      path: `${api.path}/{id}/unpublish`,
      tag: api.tag,
      summary: `Unpublish a ${api.noun}`,
      description: 'Visitors get the 404 page; the record and its history stay.',
      access: 'editor',
      response: api.schema,
      status: 200,
      problems: [404, ...(api.unpublishProblems ?? [])],
      async run({ db, key, params, ip }) {
        await existing(db, params.id!);
        await unpublish(db, anyCollection, keyActor(key!, ip), params.id!);
        return item(await read({ db, key }, params.id!, true));
      },
    }),
    operation({
      method: 'GET',
      path: `${api.path}/{id}/versions`,
      tag: api.tag,
      summary: `A ${api.noun}’s version history`,
      description: 'Newest first: every save, publish and restore, with who and when.',
      access: 'editor',
      response: versionsSchema,
      status: 200,
      problems: [404],
      async run({ db, params }) {
        await existing(db, params.id!);
        const versions = await listVersions(db, api.collection.collection, params.id!);
        return {
          body: { data: versions.map((v) => ({ id: v.id, number: v.number, kind: v.kind, note: v.note, authorName: v.authorName, createdAt: v.createdAt })) },
        };
      },
    }),
  ];
  return { read, operations };
}
