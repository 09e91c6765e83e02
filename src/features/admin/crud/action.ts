// One shape for every staff write (a server action of the admin): check the role, parse the
// input with the form's own schema, run, and turn a refusal into the answer the screen shows.
// The action's body is then only its real work. e2e/admin-guards.spec.ts finds every server
// action of the build and proves each one made here refuses without the role it names.
import 'server-only';
import type { z } from 'zod';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import type { Role } from '@/server/auth/roles';
import type { GuardOptions, SessionUser } from '@/server/auth/session';
import { getDb, type Database } from '@/server/db/client';
import { actorOf, badFields, badInput, refused, type CrudActor } from './server';
import { deleteSchema, type SaveResult } from './schema-helpers';

/** What a staff action's work is given: the database, who acts (for the audit log) and the signed-in user. */
export type StaffContext = { db: Database; actor: CrudActor; user: SessionUser };

/** A problem zod found in the input. */
type Issue = z.core.$ZodIssue;

type Options = GuardOptions & {
  /** The sentence of an unexpected failure (a 500): 'Failed to save job'. Left out: guarded's generic sentence. */
  failure?: string;
  /** Each field's first problem by its name, for forms that show messages beside their fields. */
  fieldErrors?: boolean;
  /** The answer to input the schema refuses, for forms that place their problems in their own way (a block's field, a setting's key). */
  invalid?: (issues: Issue[], input: unknown) => ActionResult<never>;
  /** The answer to an error the work throws, for refusals that carry more than a CrudError (default: refused, which rethrows anything else). */
  refusal?: (error: unknown) => ActionResult<never>;
};

/**
 * A server action for staff of at least `role`: the input is parsed with `schema` (a 400 with its
 * first message otherwise, or `invalid`'s answer), `run` does the work; a CrudError it throws
 * becomes its refusal (404, 409...; or `refusal`'s answer), anything else a logged 500 with `failure`.
 */
export function staffAction<Schema extends z.ZodType, T = undefined>(
  role: Role,
  schema: Schema,
  run: (input: z.output<Schema>, context: StaffContext) => Promise<ActionResult<T>>,
  options: Options = {},
): (input: unknown) => Promise<ActionResult<T>> {
  return async (input: unknown) =>
    guarded(
      role,
      async (user): Promise<ActionResult<T>> => {
        const parsed = schema.safeParse(input);
        if (!parsed.success) return (options.invalid ?? (options.fieldErrors ? badFields : badInput))(parsed.error.issues, input);
        try {
          return await run(parsed.data, { db: await getDb(), actor: await actorOf(user), user });
        } catch (error) {
          return (options.refusal ?? refused)(error);
        }
      },
      options.failure,
      options,
    );
}

/**
 * The work of an action that only writes and answers with a toast: `write` (the feature's own
 * data function, which throws a CrudError to refuse), then `message`, a sentence or one made from
 * the input. The role stays with staffAction, in the action's own body, where the guard test reads it.
 */
export function writeThenSay<Input>(write: (db: Database, actor: CrudActor, input: Input) => Promise<unknown>, message: string | ((input: Input) => string)) {
  return async (input: Input, { db, actor }: StaffContext): Promise<ActionResult> => {
    await write(db, actor, input);
    return { ok: true, message: typeof message === 'string' ? message : message(input) };
  };
}

/** writeThenSay for a delete: the input is deleteSchema's `{ id }`, `remove` takes the id itself. */
export function removeThenSay(remove: (db: Database, actor: CrudActor, id: string) => Promise<void>, message: string) {
  return writeThenSay((db, actor, { id }: { id: string }) => remove(db, actor, id), message);
}

type Writable<Schema extends z.ZodType> = {
  noun: string;
  input: Schema;
  write(db: Database, actor: CrudActor, input: z.output<Schema>): Promise<SaveResult>;
  remove(db: Database, actor: CrudActor, id: string): Promise<void>;
};

/**
 * The save (create or update) and delete actions of a collection (collections/define.ts) for staff
 * of at least `role` (its writers), with the screen's toasts: 'Job created successfully' and
 * 'Failed to save job' unless `saved`, `deleted`, `saveFailed` and `deleteFailed` say otherwise
 * (an API key is created and revoked). The save answers with what the write returned (an API
 * key's carries the key). The role is named here again so that the guard test reads it where the
 * action is.
 */
export function saveAndDelete<Schema extends z.ZodType>(
  role: Role,
  collection: Writable<Schema>,
  options: { saved?: string; deleted?: string; saveFailed?: string; deleteFailed?: string; fieldErrors?: boolean } = {},
) {
  const { noun, input: schema } = collection;
  const name = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    save: staffAction(
      role,
      schema,
      async (input, { db, actor }): Promise<ActionResult<SaveResult>> => {
        const data = await collection.write(db, actor, input);
        return { ok: true, data, message: options.saved ?? `${name} ${data.created ? 'created' : 'updated'} successfully` };
      },
      { failure: options.saveFailed ?? `Failed to save ${noun}`, fieldErrors: options.fieldErrors },
    ),
    remove: staffAction(
      role,
      deleteSchema,
      async ({ id }, { db, actor }): Promise<ActionResult> => {
        await collection.remove(db, actor, id);
        return { ok: true, message: options.deleted ?? `${name} deleted successfully` };
      },
      { failure: options.deleteFailed ?? `Failed to delete ${noun}` },
    ),
  };
}
