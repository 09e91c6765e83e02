// Shared by the fault scripts (fault-kill.ts, fault-smtp.ts): contact inquiries posted the way a
// browser without JavaScript posts them, and the check afterwards of the database against what
// the SMTP server received: every acknowledged inquiry is one lead, every outbox mail arrived once.
import { eq } from 'drizzle-orm';
import { hiddenInputs } from '../e2e/support/forms';
import { openPglite } from '../src/server/db/client';
import { leads, mailOutbox } from '../src/server/db/schema';
import type { ReceivedMail } from '../src/test/smtp';

export type FaultReport = {
  name: string;
  inquiries: number;
  acknowledged: number;
  /** Leads stored for the inquiries. */
  leads: number;
  /** Acknowledged inquiries with no lead: must be 0. */
  missingLeads: number;
  /** Inquiries stored as more than one lead: must be 0. */
  duplicateLeads: number;
  outboxRows: number;
  /** Outbox mails not 'sent' at the end, or 'sent' but never received: must be 0. */
  notDelivered: number;
  mailsReceived: number;
  /** Distinct Message-IDs received. */
  distinctMails: number;
  /** Copies received beyond the first, allowed or not. */
  duplicates: number;
  /** The allowed duplicates: mails the killed process was sending, sent again with the same Message-ID. */
  resentAfterKill: number;
  /** Outbox mails that failed at least once and went out on a retry. */
  retried: number;
  seconds: number;
  /** What the fault did, in words (how many requests it cut, how long SMTP was down...). */
  notes: string[];
  failures: string[];
  pass: boolean;
};

export function printFaultReport(report: FaultReport) {
  const resent = report.resentAfterKill > 0 ? ` (${report.resentAfterKill} resent after the kill (same Message-ID))` : '';
  console.log(
    `${report.name}: ${report.acknowledged}/${report.inquiries} acknowledged, ${report.leads} leads stored, ` +
      `${report.missingLeads} acknowledged missing, ${report.duplicateLeads} stored twice; ` +
      `${report.outboxRows} outbox mails, ${report.notDelivered} not delivered; ` +
      `${report.mailsReceived} received, ${report.distinctMails} distinct, ${report.duplicates} duplicate${resent}; ` +
      `${report.seconds.toFixed(1)} s: ${report.pass ? 'PASS' : 'FAIL'}`,
  );
  for (const note of report.notes) console.log(`  ${note}`);
  for (const failure of report.failures) console.error(`  FAIL: ${failure}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ip = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
export const inquiryEmail = (i: number) => `fault${i}@example.com`;

/**
 * Loads /contact once per inquiry (its hidden form token) and waits until a person could have
 * filled the form. The forms stay valid across a restart on the same data directory (the token's
 * key is kept there), and posting one again is a retry: its token is its idempotency key.
 */
export async function prepareInquiries(url: string, total: number): Promise<FormData[]> {
  const pages = await Promise.all(
    Array.from({ length: total }, (_, i) => fetch(`${url}/contact`, { headers: { 'x-forwarded-for': ip(i) } }).then((r) => r.text())),
  );
  const forms = pages.map((page, i) => {
    const body = new FormData();
    for (const [name, value] of hiddenInputs(page, 'aria-labelledby="inquiry-heading"')) body.append(name, value);
    body.append('name', `Fault Test ${i}`);
    body.append('email', inquiryEmail(i));
    body.append('message', 'Fault test inquiry: please ignore.');
    body.append('consent', 'on');
    return body;
  });
  // Faster answers are stored as spam (src/features/contact/form-token.ts).
  await sleep(2_100);
  return forms;
}

/** Posts inquiry `i`; true when the visitor was told it was sent. */
export async function postInquiry(url: string, form: FormData, i: number): Promise<boolean> {
  try {
    const response = await fetch(`${url}/contact`, { method: 'POST', body: form, headers: { 'x-forwarded-for': ip(i) } });
    return response.ok && (await response.text()).includes('Message Sent Successfully!');
  } catch {
    return false;
  }
}

/** Runs `call` for each index, `concurrency` at a time, until `stop()` says to start no more. Returns the indices started. */
export async function inPool(indices: number[], concurrency: number, call: (i: number) => Promise<void>, stop: () => boolean = () => false) {
  const started: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < indices.length && !stop()) {
        const i = indices[next++]!;
        started.push(i);
        await call(i);
      }
    }),
  );
  return started;
}

export function messageIdOf(mail: ReceivedMail) {
  return /^Message-ID:\s*(<[^>]*>)/im.exec(mail.raw)?.[1];
}

/** Waits until `count()` reaches `target` and then nothing new comes for a moment; false when `timeoutMs` ran out first. */
export async function waitForMail(count: () => number, target: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (count() < target) {
    if (Date.now() > deadline) return false;
    await sleep(200);
  }
  // A copy sent twice would come right after the first.
  let seen = count();
  do {
    seen = count();
    await sleep(1_500);
  } while (count() !== seen);
  return true;
}

/**
 * Opens the stopped server's database and checks it against the mail received. `allowedResends`:
 * outbox rows that may arrive twice, once before `receivedBeforeKill` mails had arrived and once after.
 */
export async function checkOutcome(options: {
  dataDir: string;
  inquiries: number;
  acknowledged: Set<number>;
  received: ReceivedMail[];
  allowedResends?: Set<string>;
  receivedBeforeKill?: number;
}) {
  const failures: string[] = [];
  const database = await openPglite(options.dataDir);
  const storedLeads = await database.db.select({ id: leads.id, email: leads.email, isSpam: leads.isSpam }).from(leads);
  const rows = await database.db
    .select({ id: mailOutbox.id, status: mailOutbox.status, toAddress: mailOutbox.toAddress, leadId: mailOutbox.leadId, attempts: mailOutbox.attempts })
    .from(mailOutbox)
    .where(eq(mailOutbox.channel, 'email'));
  await database.close();

  const leadsByEmail = new Map<string, typeof storedLeads>();
  for (const lead of storedLeads) leadsByEmail.set(lead.email, [...(leadsByEmail.get(lead.email) ?? []), lead]);
  const ours = Array.from({ length: options.inquiries }, (_, i) => leadsByEmail.get(inquiryEmail(i)) ?? []);
  const missing = [...options.acknowledged].filter((i) => ours[i]!.length === 0);
  if (missing.length > 0) failures.push(`${missing.length} acknowledged inquiries are not leads: ${missing.slice(0, 5).map(inquiryEmail).join(', ')}`);
  const twice = ours.filter((l) => l.length > 1).length;
  if (twice > 0) failures.push(`${twice} inquiries were stored as more than one lead`);
  const spam = storedLeads.filter((l) => l.isSpam).length;
  if (spam > 0) failures.push(`${spam} inquiries were stored as spam (no mail sent)`);
  for (const lead of ours.flat()) {
    const mails = rows.filter((r) => r.leadId === lead.id);
    if (mails.length !== 2 || !mails.some((m) => m.toAddress === lead.email) || mails.every((m) => m.toAddress === lead.email)) {
      failures.push(`lead ${lead.email} has ${mails.length} outbox mails, not a team notification and a confirmation`);
      break;
    }
  }

  // Which received mail is which row: the worker gives each one the Message-ID <outbox-ROW_ID@...>.
  const copies = new Map<string, number[]>();
  options.received.forEach((mail, index) => {
    const rowId = /^<outbox-([^@>]+)@/.exec(messageIdOf(mail) ?? '')?.[1] ?? `(no outbox Message-ID: ${messageIdOf(mail)})`;
    copies.set(rowId, [...(copies.get(rowId) ?? []), index]);
  });
  const unsent = rows.filter((r) => r.status !== 'sent');
  if (unsent.length > 0)
    failures.push(
      `${unsent.length} outbox mails are not sent: ${unsent
        .slice(0, 5)
        .map((r) => `${r.status} after ${r.attempts} attempts`)
        .join(', ')}`,
    );
  const notReceived = rows.filter((r) => r.status === 'sent' && !copies.has(r.id));
  if (notReceived.length > 0) failures.push(`${notReceived.length} outbox mails marked sent never arrived`);
  const rowIds = new Set(rows.map((r) => r.id));
  const strangers = [...copies.keys()].filter((id) => !rowIds.has(id));
  if (strangers.length > 0) failures.push(`${strangers.length} received mails match no outbox row: ${strangers.slice(0, 3).join(', ')}`);

  let resentAfterKill = 0;
  let badDuplicates = 0;
  for (const [rowId, indices] of copies) {
    if (indices.length < 2) continue;
    const before = options.receivedBeforeKill ?? 0;
    const resent = indices.length === 2 && options.allowedResends?.has(rowId) && indices[0]! < before && indices[1]! >= before;
    if (resent) resentAfterKill++;
    else badDuplicates += indices.length - 1;
  }
  if (badDuplicates > 0)
    failures.push(`${badDuplicates} mails arrived twice${options.allowedResends ? ' (beyond resends of mails in flight at the kill)' : ''}`);

  return {
    leads: ours.flat().length,
    missingLeads: missing.length,
    duplicateLeads: twice,
    outboxRows: rows.length,
    notDelivered: unsent.length + notReceived.length,
    mailsReceived: options.received.length,
    distinctMails: copies.size,
    duplicates: options.received.length - copies.size,
    resentAfterKill,
    retried: rows.filter((r) => r.attempts > 1).length,
    failures,
  };
}
