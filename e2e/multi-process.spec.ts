// Two app processes on one PostgreSQL server behave as one site: what one saves the other shows,
// a session made on one is valid on the other, inquiries spread across both each become one lead
// and two emails sent once, and a process killed mid-load loses no acknowledged inquiry (the
// other sends its claimed mail once the claims are stale). .ci/run starts a PostgreSQL server and
// runs these with TEST_DATABASE_URL set; each test works in a database of its own.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { openPostgres } from '../src/server/db/client';
import { seedDatabase } from '../src/seed/seed';
import { COMPANY } from '../src/seed/seed-data';
import { startTestSmtpServer, waitFor, type ReceivedMail } from '../src/test/smtp';
import { signedIn } from './support/admin';
import { hiddenInputs } from './support/forms';
import { makeDataDir, startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'multi-editor@axionlabs.dev', password: 'an editor passphrase for two', name: 'Multi Editor' };
const APP_SECRET = crypto.randomBytes(32).toString('hex');

let admin: Client | undefined;
let databaseName = '';
const running: RunningServer[] = [];

test.beforeEach(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  test.skip(!serverUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server): several app processes share one database server');
  const { default: pg } = await import('pg');
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  databaseName = `test_multi_${crypto.randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${databaseName}`);
});

test.afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  if (!admin) return;
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  admin = undefined;
});

function databaseUrl() {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Migrated, seeded, with an editor, before any app process starts; the handle stays open for checks. */
async function prepareDatabase() {
  const handle = await openPostgres(databaseUrl());
  await handle.migrate();
  await seedDatabase(handle.db);
  await createAdministrator(handle.db, { ...EDITOR, role: 'editor' });
  return handle;
}

/** Two processes on the same database, secret and SMTP server, both started at once. */
async function startTwo(smtpUrl: string) {
  const options = { databaseUrl: databaseUrl(), env: { SMTP_URL: smtpUrl, TRUST_PROXY: 'true', APP_SECRET } };
  const servers = await Promise.all([startServer(makeDataDir(), options), startServer(makeDataDir(), options)]);
  running.push(...servers);
  return servers as [RunningServer, RunningServer];
}

async function query<T>(sql: string): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

type Inquiry = { name: string; email: string };

/**
 * Sends the contact form the way a browser without JavaScript does, from its own address, after
 * the 2 s a person needs (the spam check counts on it). True when the site said it was sent.
 */
async function sendInquiry(baseUrl: string, inquiry: Inquiry, ip: string): Promise<boolean> {
  const headers = { 'x-forwarded-for': ip };
  const html = await (await fetch(`${baseUrl}/contact`, { headers })).text();
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const body = new FormData();
  for (const [name, value] of hiddenInputs(html, 'aria-labelledby="inquiry-heading"')) body.append(name, value);
  body.append('name', inquiry.name);
  body.append('email', inquiry.email);
  body.append('company', 'Two Process Labs');
  body.append('message', 'We would like an estimate for a small data platform.');
  body.append('consent', 'on');
  const answer = await fetch(`${baseUrl}/contact`, { method: 'POST', body, headers });
  return answer.ok && (await answer.text()).includes('Message Sent Successfully!');
}

/** Runs `work` over the items, `parallel` at a time. */
async function inBatches<T>(items: T[], parallel: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(mail.raw)?.[1]?.trim() ?? '';

/** Every lead's two emails, each exactly once: the notice to the company and the confirmation to the sender. */
function expectEachEmailOnce(received: ReceivedMail[], inquiries: Inquiry[]) {
  const messageIds = received.map((mail) => header(mail, 'Message-ID'));
  expect(messageIds.every(Boolean), 'every email has a Message-ID').toBe(true);
  expect(new Set(messageIds).size, 'no Message-ID twice').toBe(received.length);
  const keys = received.map((mail) => `${mail.to.join(',')} | ${header(mail, 'Subject')}`);
  expect(new Set(keys).size, 'no subject and recipient twice').toBe(received.length);
  for (const inquiry of inquiries) {
    expect(
      received.filter((mail) => mail.to.includes(inquiry.email)),
      inquiry.email,
    ).toHaveLength(1);
    expect(
      keys.filter((key) => key === `${COMPANY.email} | New inquiry: ${inquiry.name} (Two Process Labs)`),
      inquiry.name,
    ).toHaveLength(1);
  }
}

function saveJobActionId() {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.exportedName === 'saveJob' && entry.filename.endsWith('features/jobs/admin-actions.ts'),
  );
  expect(found, 'saveJob in the build').toBeTruthy();
  return found![0];
}

test('two processes are one site: saved jobs, sessions, and 100 inquiries with 200 emails sent once (and the sign-in notice) @postgres', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const smtp = await startTestSmtpServer();
  const handle = await prepareDatabase();
  try {
    const [a, b] = await startTwo(smtp.url);

    // B renders (and caches) the careers page before the job exists.
    const title = `Site Reliability Engineer ${crypto.randomBytes(3).toString('hex')}`;
    expect((await (await request.get(`${b.url}/careers`)).text()).includes(title), 'no such job yet').toBe(false);

    const page = await signedIn(browser, a.url, EDITOR, '/admin/jobs');
    // A browser new to the account tells its owner: that email first, then only the inquiries' below.
    await waitFor(() => expect(smtp.received.map((mail) => header(mail, 'Subject'))).toEqual([expect.stringMatching(/signed in on a new browser$/)]), 15_000);
    smtp.received.length = 0;
    const cookie = (await page.context().cookies(a.url)).map((c) => `${c.name}=${c.value}`).join('; ');
    const saved = await request.post(`${a.url}/admin/jobs`, {
      headers: { 'Next-Action': saveJobActionId(), 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', cookie },
      data: JSON.stringify([{ title, department: 'Engineering', location: 'Remote', type: 'full-time', description: 'Keeps two processes honest.' }]),
      maxRedirects: 0,
    });
    expect(await saved.text()).toContain('Job created successfully');
    // B shows it as soon as A's notification has arrived (A answered after sending it; B reads it
    // from its own connection, a moment later): the page B had cached is gone.
    await expect
      .poll(async () => (await (await request.get(`${b.url}/careers`)).text()).includes(title), {
        message: 'B shows the job saved on A',
        timeout: 5_000,
        intervals: [20, 50, 100],
      })
      .toBe(true);

    // The session made on A is valid on B.
    const onB = await request.get(`${b.url}/admin/jobs`, { headers: { cookie }, maxRedirects: 0 });
    expect(onB.status()).toBe(200);
    expect((await onB.text()).includes(title), "B's admin lists the job").toBe(true);
    const withoutSession = await request.get(`${b.url}/admin/jobs`, { maxRedirects: 0 });
    expect(withoutSession.status(), 'without the cookie B sends the visitor to sign in').toBeGreaterThanOrEqual(300);

    const inquiries = Array.from({ length: 100 }, (_, n) => ({ name: `Multi ${String(n).padStart(3, '0')}`, email: `multi-${n}@example.com` }));
    const answers: boolean[] = [];
    await inBatches(inquiries, 10, async (inquiry, n) => {
      answers[n] = await sendInquiry(n % 2 === 0 ? a.url : b.url, inquiry, `198.18.${Math.floor(n / 200)}.${(n % 200) + 1}`);
    });
    expect(answers.filter(Boolean)).toHaveLength(100);

    const leads = await query<{ email: string }>('select email from leads');
    expect(leads.map((lead) => lead.email).sort()).toEqual(inquiries.map((inquiry) => inquiry.email).sort());

    await waitFor(() => expect(smtp.received).toHaveLength(200), 120_000);
    // A row is marked sent just after the SMTP server's answer, so the last one may lag the mail.
    // Once nothing is left to send, no further (duplicate) email can come.
    await waitFor(
      async () =>
        expect(await query(`select status, count(*)::int as n from mail_outbox where channel = 'email' group by status`)).toEqual([{ status: 'sent', n: 201 }]),
      10_000,
    );
    expect(smtp.received).toHaveLength(200);
    expectEachEmailOnce(smtp.received, inquiries);
  } finally {
    await handle.close();
    await smtp.stop();
  }
});

/**
 * An SMTP server that takes `delayMs` to accept each email, so that a process holds claimed
 * rows for a while. Like a real one, it keeps only what it acknowledged: an email whose sender
 * hung up before the answer was never delivered.
 */
async function startSlowSmtpServer(delayMs: number) {
  const received: ReceivedMail[] = [];
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        setTimeout(() => {
          if (closed.has(session.id)) return callback(new Error('the sender has gone'));
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        }, delayMs);
      });
    },
  });
  // A sender that dies mid-message (the fault tests kill the app on purpose) resets its socket;
  // smtp-server emits that as an 'error' event, which without a listener would crash the test run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as import('node:net').AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('a post published on one process shows on the other within a second (Insights, the post, its feed, the API), a draft never @postgres', async () => {
  test.setTimeout(120_000);
  const handle = await prepareDatabase();
  try {
    // As an operator makes one (README, API keys), on the same database.
    const printed = execFileSync('npm', ['run', '--silent', 'api-key:create', '--', '--name', 'Two-process pipeline', '--role', 'editor'], {
      env: { ...process.env, DATABASE_URL: databaseUrl(), APP_SECRET },
      encoding: 'utf8',
    });
    const key = { authorization: `Bearer ${/^(ak_\S+)$/m.exec(printed)![1]}` };
    const [a, b] = await startTwo('');
    const posts = (await (await fetch(`${b.url}/api/v1/pages?kind=post&limit=1`)).json()) as { data: { id: string; slug: string }[] };
    const post = posts.data[0]!;
    const addresses = ['/insights', `/insights/${post.slug}`, '/insights/rss.xml', `/api/v1/pages/${post.id}`];
    // B keeps each in memory (a route's first answer teaches it the policy, the next fills the cache).
    const onB = (address: string) =>
      fetch(`${b.url}${address}`).then(async (response) => ({ cache: response.headers.get('x-page-cache'), text: await response.text() }));
    for (const address of addresses) {
      let answer = await onB(address);
      for (let attempt = 0; attempt < 3 && answer.cache !== 'hit'; attempt++) answer = await onB(address);
      expect(answer.cache, address).toBe('hit');
    }

    const title = `Two processes, one blog ${crypto.randomBytes(3).toString('hex')}`;
    const patched = await fetch(`${a.url}/api/v1/pages/${post.id}`, {
      method: 'PATCH',
      headers: { ...key, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    expect(patched.status).toBe(200);
    for (const address of addresses) expect((await onB(address)).text, `${address}: the draft is not shown`).not.toContain(title);

    expect((await fetch(`${a.url}/api/v1/pages/${post.id}/publish`, { method: 'POST', headers: key })).status).toBe(200);
    const notShowing = async () =>
      (await Promise.all(addresses.map(async (address) => ((await onB(address)).text.includes(title) ? null : address)))).filter(Boolean);
    await expect.poll(notShowing, { message: 'B shows the post published on A', timeout: 1_000, intervals: [20, 50, 100] }).toEqual([]);
  } finally {
    await handle.close();
  }
});

test('a process killed with SIGKILL mid-load loses no acknowledged inquiry; the other sends its claimed mail @postgres', async () => {
  test.setTimeout(300_000);
  const smtp = await startSlowSmtpServer(200);
  const handle = await prepareDatabase();
  try {
    const [a, b] = await startTwo(smtp.url);
    const inquiries = Array.from({ length: 60 }, (_, n) => ({ name: `Crash ${String(n).padStart(3, '0')}`, email: `crash-${n}@example.com` }));
    const acknowledged: Inquiry[] = [];
    let killed: Promise<number | null> | undefined;
    await inBatches(inquiries, 16, async (inquiry, n) => {
      const ok = await sendInquiry(n % 2 === 0 ? a.url : b.url, inquiry, `198.18.100.${n + 1}`).catch(() => false);
      if (ok) acknowledged.push(inquiry);
      // Mid-load, while inquiries to A are in flight and A's worker holds claimed rows.
      if (acknowledged.length === 24 && !killed) killed = a.kill('SIGKILL');
    });
    expect(killed, 'A was killed during the load').toBeTruthy();
    await killed;
    const [{ now: killedAt }] = (await query<{ now: string }>(`select now()::text as now`)) as [{ now: string }];
    expect(acknowledged.length).toBeGreaterThan(24);
    expect(acknowledged.length).toBeLessThan(60);

    const leads = await query<{ name: string; email: string }>('select name, email from leads');
    const stored = new Set(leads.map((lead) => lead.email));
    expect(
      acknowledged.filter((inquiry) => !stored.has(inquiry.email)),
      'acknowledged but not stored',
    ).toEqual([]);

    // The claims A left behind: once B has sent everything else, only rows claimed before the
    // kill are still 'sending'.
    await waitFor(async () => {
      expect(await query(`select id from mail_outbox where status = 'pending'`)).toEqual([]);
      expect(await query(`select id from mail_outbox where status = 'sending' and updated_at > '${killedAt}'`)).toEqual([]);
    }, 120_000);
    const orphaned = await query<{ id: string }>(`select id from mail_outbox where status = 'sending'`);
    expect(orphaned.length, 'A died holding claimed rows').toBeGreaterThan(0);
    // The lease is 5 minutes (STALE_SENDING_MS in src/server/mail/worker.ts): let it run out by
    // moving the claims into the past instead of waiting. B's worker only looks at stale rows
    // between its own batches, so a row B itself is sending right now is not affected.
    await query(`update mail_outbox set updated_at = now() - interval '6 minutes' where status = 'sending'`);

    await waitFor(
      async () =>
        expect(await query(`select status, count(*)::int as n from mail_outbox where channel = 'email' group by status`)).toEqual([
          { status: 'sent', n: leads.length * 2 },
        ]),
      120_000,
    );
    const storedInquiries = leads.map((lead) => ({ name: lead.name, email: lead.email }));
    // A mail the SMTP server accepted in the instant before the kill, before A could write 'sent',
    // is sent again by B: SMTP cannot tell a dead sender it arrived. Such a resend carries the
    // Message-ID of its outbox row, so it is the same message twice, never a second one, and only
    // a row A had claimed can be resent.
    const firstOfEach = smtp.received.filter(
      (mail, index) => smtp.received.findIndex((other) => header(other, 'Message-ID') === header(mail, 'Message-ID')) === index,
    );
    const resent = smtp.received.length - firstOfEach.length;
    expect(resent, 'resent after the kill').toBeLessThanOrEqual(orphaned.length);
    expect(firstOfEach).toHaveLength(leads.length * 2);
    expectEachEmailOnce(firstOfEach, storedInquiries);
    test.info().annotations.push({
      type: 'load',
      description: `${acknowledged.length} acknowledged, ${leads.length} stored, ${orphaned.length} claims taken over from A, ${resent} resent`,
    });
    expect(b.output()).not.toContain('outbox run failed');
  } finally {
    await handle.close();
    await smtp.stop();
  }
});
