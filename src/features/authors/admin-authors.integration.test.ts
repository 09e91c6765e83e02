import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CrudError, parseListParams, type CrudActor } from '@/features/admin/crud/server';
import { createAdministrator } from '@/server/auth/bootstrap';
import { cached } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { auditLog, authors, mediaFiles, pages, users } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { FC_PARAMS, hostileForm, prototypesUnpolluted, wrongType } from '@/test/hostile';
import { authorsCollection } from './collection';
import { listAdminAuthors, listLinkableAccounts } from './admin-queries';
import { authorInputSchema } from './admin-schema';
import { getAuthorsByIds, listAuthors } from './queries';

let db: Database;
let actor: CrudActor;
let editorId: string;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const editor = await createAdministrator(db, {
    email: 'eddie@axionlabs.dev',
    password: 'an editor with a long passphrase',
    name: 'Eddie Editor',
    role: 'editor',
  });
  editorId = editor.id;
  actor = { id: editor.id, email: 'eddie@axionlabs.dev', ipAddress: '203.0.113.7' };
});

const save = (input: Record<string, unknown>) => authorsCollection.write(db, actor, authorInputSchema.parse(input));
const authorCount = async () => (await db.select({ n: count() }).from(authors))[0]!.n;
const auditOf = async (id: string) =>
  (
    await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'author'), eq(auditLog.entityId, id)))
  ).map((entry) => entry.action);
/** What a save or delete refused with: its status, message and field. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: unknown) => (error instanceof CrudError ? { status: error.status, message: error.message, field: error.field } : error),
  );

async function libraryFile(values: Partial<typeof mediaFiles.$inferInsert> = {}) {
  const id = randomUUID();
  const [row] = await db
    .insert(mediaFiles)
    .values({
      filename: `${id}.webp`,
      originalFilename: 'portrait.webp',
      filePath: `public/media/uploads/${id}.webp`,
      fileSize: 1000,
      mimeType: 'image/webp',
      width: 400,
      height: 400,
      altText: 'Ana smiling',
      ...values,
    })
    .returning({ id: mediaFiles.id });
  return row!.id;
}

async function post(slug: string, authorId: string | null, kind: 'post' | 'page' = 'post') {
  const [row] = await db.insert(pages).values({ title: slug, slug, kind, authorId }).returning({ id: pages.id });
  return row!.id;
}

describe('saving an author', () => {
  it('creates an author with the slug made from the name, edits it, and audits each write', async () => {
    const photoId = await libraryFile();
    const { id, created } = await save({
      name: '  Ana García  ',
      slug: '',
      jobTitle: 'Head of AI Engineering',
      bio: 'Builds retrieval systems.\nRuns the AI guild.',
      photoId,
      userId: editorId,
    });
    expect(created).toBe(true);
    const [row] = await db.select().from(authors).where(eq(authors.id, id));
    expect(row).toMatchObject({
      name: 'Ana García',
      slug: 'ana-garcia',
      jobTitle: 'Head of AI Engineering',
      bio: 'Builds retrieval systems.\nRuns the AI guild.',
      photoId,
      userId: editorId,
    });

    // The list shows the photo, the account and the posts that name her.
    await post('shipping-rag', id);
    await post('evals-in-practice', id);
    await post('an-about-page', id, 'page');
    const [listed] = (await listAdminAuthors(db, parseListParams({ q: 'garcía' }))).rows;
    expect(listed).toMatchObject({ id, name: 'Ana García', posts: 2, user: { id: editorId, name: 'Eddie Editor', email: 'eddie@axionlabs.dev' } });
    expect(listed!.photoUrl).toMatch(/^\/media\/uploads\/[0-9a-f-]+\.webp$/);

    // Edit: a slug typed by hand is kept; blank optional fields empty out.
    expect(await save({ id, name: 'Ana García López', slug: 'ana', jobTitle: '', bio: '', photoId: '', userId: '' })).toEqual({ id, created: false });
    const [edited] = await db.select().from(authors).where(eq(authors.id, id));
    expect(edited).toMatchObject({ name: 'Ana García López', slug: 'ana', jobTitle: '', bio: '', photoId: null, userId: null });

    expect((await auditOf(id)).sort()).toEqual(['author.create', 'author.update']);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'author.create')));
    expect(entry).toMatchObject({
      actorUserId: editorId,
      actorEmail: 'eddie@axionlabs.dev',
      ipAddress: '203.0.113.7',
      details: { name: 'Ana García', slug: 'ana-garcia' },
    });
  });

  it('refuses a slug another author has, beside the slug field, and stores nothing', async () => {
    const { id: first } = await save({ name: 'Ben Okafor' });
    const before = await authorCount();
    expect(await refusal(save({ name: 'Ben Okafor' }))).toEqual({
      status: 409,
      field: 'slug',
      message: 'The slug "ben-okafor" is already used by the author "Ben Okafor". Choose another slug.',
    });
    expect(await refusal(save({ name: 'Benjamin', slug: 'ben-okafor' }))).toMatchObject({ status: 409, field: 'slug' });
    expect(await authorCount()).toBe(before);
    // Saving an author under its own slug is no conflict; another's is.
    expect(await save({ id: first, name: 'Ben Okafor', slug: 'ben-okafor', jobTitle: 'CTO' })).toEqual({ id: first, created: false });
    const { id: second } = await save({ name: 'Benedikt' });
    expect(await refusal(save({ id: second, name: 'Benedikt', slug: 'ben-okafor' }))).toMatchObject({ status: 409, field: 'slug' });
    expect((await db.select({ slug: authors.slug }).from(authors).where(eq(authors.id, second)))[0]!.slug).toBe('benedikt');
  });

  it('explains a slug it cannot use, beside the slug field', () => {
    const issue = (input: Record<string, unknown>) => {
      const parsed = authorInputSchema.safeParse(input);
      return parsed.success ? 'accepted' : { path: parsed.error.issues[0]!.path.join('.'), message: parsed.error.issues[0]!.message };
    };
    const format = 'The slug may only contain lowercase letters, numbers and single hyphens (e.g. ana-garcia).';
    expect(issue({ name: 'Ana', slug: 'Ana García' })).toEqual({ path: 'slug', message: format });
    expect(issue({ name: 'Ana', slug: 'ana--garcia' })).toEqual({ path: 'slug', message: format });
    expect(issue({ name: 'Ana', slug: '../admin' })).toEqual({ path: 'slug', message: format });
    expect(issue({ name: '王小明' })).toEqual({ path: 'slug', message: 'Please enter a slug: the name has no letters a-z or digits to make one from.' });
    expect(issue({ name: '王小明', slug: 'wang-xiaoming' })).toBe('accepted');
    expect(issue({ name: 'Ana', slug: 'a'.repeat(101) })).toEqual({ path: 'slug', message: 'Use at most 100 characters for the slug.' });
    // A long name still makes a slug the form accepts (cut at 100, no hyphen left at the end).
    expect(authorInputSchema.parse({ name: `${'ß'.repeat(49)}a ${'b'.repeat(10)}` }).slug).toBe(`${'s'.repeat(98)}a`);
  });

  it('refuses hostile input with a clear message and stores nothing', async () => {
    const before = await authorCount();
    const message = (input: unknown) => authorInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ name: 'Ana\u0000García' })).toBe('Please remove control characters (such as NUL) from the name.');
    expect(message({ name: 'Ana', bio: 'Hello\u0000' })).toBe('Please remove control characters (such as NUL) from the bio.');
    expect(message({ name: 'Ana', jobTitle: '\u001b[31mCTO' })).toBe('Please remove control characters (such as NUL) from the role.');
    expect(message({ name: 'a'.repeat(300_000) })).toBe('Use at most 100 characters for the name.');
    expect(message({ name: 'Ana', bio: 'b'.repeat(601) })).toBe('Use at most 600 characters for the bio.');
    expect(message({ name: 'Ana', jobTitle: 'c'.repeat(101) })).toBe('Use at most 100 characters for the role.');
    expect(message({ name: '   ' })).toBe('Please enter the name.');
    expect(message({})).toBe('Please enter the name.');
    expect(message({ name: 42 })).toBe('Please enter the name as text.');
    expect(message({ name: ['Ana'] })).toBe('Please enter the name as text.');
    expect(message({ name: 'Ana', bio: { text: 'hi' } })).toBe('Please enter the bio as text.');
    expect(message({ name: 'Ana', photoId: 'not-a-uuid' })).toBe('Choose the photo from the media library.');
    expect(message({ name: 'Ana', photoId: 7 })).toBe('Choose the photo from the media library.');
    expect(message({ name: 'Ana', userId: "x' or 1=1 --" })).toBe('Choose the linked account from the list.');
    expect(message({ name: 'Ana', userId: {} })).toBe('Choose the linked account from the list.');
    expect(message(null)).toBe('The author form could not be read. Reload the page and try again.');
    expect(message('name=Ana')).toBe('The author form could not be read. Reload the page and try again.');
    // A bio of 600 characters and line breaks is fine.
    expect(authorInputSchema.safeParse({ name: 'Ana', bio: `${'b'.repeat(298)}\r\n${'b'.repeat(300)}` }).success).toBe(true);
    expect(await authorCount()).toBe(before);
  });

  it('whatever is posted, answers with a message or a refusal the form shows, never a database error', async () => {
    const existing = new Set((await db.select({ id: authors.id }).from(authors)).map((row) => row.id));
    const photoId = await libraryFile();
    // A valid form with one to three fields (or id, __proto__...) replaced by hostile values, or no form at all.
    const input = fc.oneof(
      { arbitrary: hostileForm({ name: 'Ana García', slug: '', jobTitle: 'CTO', bio: 'Writes about AI.', photoId, userId: '' }, ['id']), weight: 5 },
      { arbitrary: wrongType, weight: 1 },
    );
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(input, async (posted) => {
        const before = await authorCount();
        const parsed = authorInputSchema.safeParse(posted);
        expect(prototypesUnpolluted()).toBe(true);
        if (!parsed.success) {
          // Our messages, not zod's defaults ('Invalid input: expected string, received number').
          expect(parsed.error.issues[0]!.message).not.toMatch(/^Invalid|expected/);
          expect(await authorCount()).toBe(before);
          return;
        }
        const outcome = await refusal(authorsCollection.write(db, actor, parsed.data));
        if (outcome === 'saved') return void stored++;
        expect(outcome).toMatchObject({ status: expect.any(Number), message: expect.any(String) });
        expect(await authorCount()).toBe(before);
      }),
      // Cases the random ones may miss: text the database itself would refuse (NUL), beside valid fields.
      {
        ...FC_PARAMS,
        examples: [
          [{ name: 'Ana\u0000García' }],
          [{ name: 'Ana García', slug: 'ana-garcia-2', bio: 'NUL\u0000' }],
          [{ name: 'Ana García', slug: 'ana-garcia-3', jobTitle: '\u0000' }],
        ],
      },
    );
    // The property reached the database, not only the schema.
    expect(stored).toBeGreaterThan(0);
    // What the valid inputs stored would crowd the lists the later tests read.
    for (const { id } of await db.select({ id: authors.id }).from(authors)) if (!existing.has(id)) await db.delete(authors).where(eq(authors.id, id));
  });

  it('takes a photo only from the public images of the library', async () => {
    const pdf = await libraryFile({ mimeType: 'application/pdf', filePath: `public/media/uploads/${randomUUID()}.pdf`, width: null, height: null });
    const cv = await libraryFile({ mimeType: 'image/png', filePath: `private/applications/${randomUUID()}.png`, isPrivate: true });
    const gone = randomUUID();
    const message = { status: 400, field: 'photoId', message: 'The photo is not in the media library any more: choose another one.' };
    const before = await authorCount();
    for (const photoId of [pdf, cv, gone]) expect(await refusal(save({ name: `Photo ${photoId}`, photoId }))).toEqual(message);
    expect(await authorCount()).toBe(before);
  });

  it('links staff accounts only, one profile each; an account deleted later leaves the author on its posts', async () => {
    await db.insert(users).values([
      { id: 'u-pending', name: 'Pat Pending', email: 'pat@example.com', role: null },
      { id: 'u-writer', name: 'Wren Writer', email: 'wren@axionlabs.dev', role: 'editor' },
    ]);
    expect(await refusal(save({ name: 'Pat', userId: 'u-pending' }))).toMatchObject({ status: 400, field: 'userId' });
    expect(await refusal(save({ name: 'Nobody', userId: 'u-unknown' }))).toMatchObject({ status: 400, field: 'userId' });
    const { id } = await save({ name: 'Wren Writer', userId: 'u-writer' });
    expect(await refusal(save({ name: 'Wren Again', userId: 'u-writer' }))).toEqual({
      status: 409,
      field: 'userId',
      message: 'This account is already linked to the author "Wren Writer". An account has one author profile.',
    });
    expect((await listLinkableAccounts(db)).map((account) => account.id)).toEqual(expect.arrayContaining(['u-writer', editorId]));
    expect((await listLinkableAccounts(db)).map((account) => account.id)).not.toContain('u-pending');

    // Losing the role keeps the link (and the account in the form's select), so the profile can still be saved.
    await db.update(users).set({ role: null }).where(eq(users.id, 'u-writer'));
    expect((await listLinkableAccounts(db)).map((account) => account.id)).toContain('u-writer');
    expect(await save({ id, name: 'Wren Writer', jobTitle: 'Former editor', userId: 'u-writer' })).toEqual({ id, created: false });

    const postId = await post('wren-on-writing', id);
    await db.delete(users).where(eq(users.id, 'u-writer'));
    expect((await db.select({ userId: authors.userId }).from(authors).where(eq(authors.id, id)))[0]).toEqual({ userId: null });
    expect((await db.select({ authorId: pages.authorId }).from(pages).where(eq(pages.id, postId)))[0]).toEqual({ authorId: id });
  });

  it('answers 404 for an unknown author', async () => {
    expect(await refusal(save({ id: randomUUID(), name: 'Ghost' }))).toMatchObject({ status: 404 });
    expect(await refusal(save({ id: 'not-a-uuid', name: 'Ghost' }))).toMatchObject({ status: 404 });
    expect(await refusal(authorsCollection.remove(db, actor, randomUUID()))).toMatchObject({ status: 404 });
    expect(await refusal(authorsCollection.remove(db, actor, "1' or '1'='1"))).toMatchObject({ status: 404 });
  });
});

describe('deleting an author', () => {
  it('is refused while posts name them, saying how many, and changes nothing; allowed once they have another author', async () => {
    const { id } = await save({ name: 'Chidi Anagonye', jobTitle: 'Ethics lead' });
    const posts = [await post('on-moral-particularism', id)];
    expect(await refusal(authorsCollection.remove(db, actor, id))).toEqual({
      status: 409,
      field: undefined,
      message: 'Chidi Anagonye is the author of 1 post. Give its post another author first.',
    });
    // Drafts count: an unpublished post names them too.
    posts.push(await post('draft-on-contractualism', id), await post('what-we-owe', id));
    expect(await refusal(authorsCollection.remove(db, actor, id))).toMatchObject({
      status: 409,
      message: 'Chidi Anagonye is the author of 3 posts. Give its 3 posts another author first.',
    });
    expect(await db.select({ id: authors.id }).from(authors).where(eq(authors.id, id))).toHaveLength(1);
    expect(await auditOf(id)).toEqual(['author.create']);

    const { id: other } = await save({ name: 'Eleanor Shellstrop' });
    await db.update(pages).set({ authorId: other }).where(eq(pages.authorId, id));
    await authorsCollection.remove(db, actor, id);
    expect(await db.select({ id: authors.id }).from(authors).where(eq(authors.id, id))).toHaveLength(0);
    expect((await auditOf(id)).sort()).toEqual(['author.create', 'author.delete']);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'author.delete')));
    expect(entry).toMatchObject({ actorUserId: editorId, details: { name: 'Chidi Anagonye', slug: 'chidi-anagonye' } });
  });
});

describe('authors as posts read them', () => {
  it('lists every author for the post editor with the photo as an image reference, by name', async () => {
    const photoId = await libraryFile({ altText: null, blurDataUrl: 'data:image/webp;base64,AAAA' });
    const { id } = await save({ name: 'aaron Abbott', jobTitle: 'Designer', photoId });
    const options = await listAuthors(db);
    expect(options[0]).toEqual({
      id,
      name: 'aaron Abbott',
      jobTitle: 'Designer',
      photo: {
        url: expect.stringMatching(/^\/media\/uploads\/.+\.webp$/),
        width: 400,
        height: 400,
        alt: 'aaron Abbott',
        blurDataUrl: 'data:image/webp;base64,AAAA',
      },
    });
    // By name whatever the case: 'aaron' before 'Ana' and 'Ben'.
    const names = options.map((option) => option.name);
    expect(names.indexOf('aaron Abbott')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('aaron Abbott')).toBeLessThan(names.indexOf('Ana García López'));
    expect(names.indexOf('Ana García López')).toBeLessThan(names.indexOf('Ben Okafor'));
    expect(options.find((option) => option.name === 'Ben Okafor')).toMatchObject({ jobTitle: 'CTO', photo: null });
  });

  it('gives the profiles of the ids asked for, and a cached post read sees an edit at once', async () => {
    const { id } = await save({ name: 'Dana Scully', jobTitle: 'Data scientist', bio: 'Trusts no model.' });
    expect(await getAuthorsByIds([id, randomUUID(), 'not-a-uuid', id])).toEqual([
      { id, name: 'Dana Scully', slug: 'dana-scully', jobTitle: 'Data scientist', bio: 'Trusts no model.', photo: null },
    ]);
    expect(await getAuthorsByIds([])).toEqual([]);

    // A post page reads its author through the 'pages' cache tag, which every author write drops.
    const authorOfPost = cached('test:authorOfPost', ['pages'], async (authorId: string) => (await getAuthorsByIds([authorId]))[0]?.name ?? null);
    expect(await authorOfPost(id)).toBe('Dana Scully');
    await save({ id, name: 'Dana Katherine Scully' });
    expect(await authorOfPost(id)).toBe('Dana Katherine Scully');
  });
});
