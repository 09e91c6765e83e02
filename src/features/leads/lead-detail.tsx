// /admin/leads/[id]: everything about one lead. A server component; the writes are the small
// client controls of lead-controls.tsx.
import Link from 'next/link';
import { BackLink } from '@/components/ui/back-link';
import type { ReactNode } from 'react';
import { formatRoleHours, formatWeeks } from '@/features/estimator/breakdown';
import { BreakdownTable } from '@/features/estimator/breakdown-table';
import { describeChoices } from '@/features/estimator/estimate-view';
import { TIMELINE_OPTIONS } from '@/features/estimator/options';
import { formatUsd } from '@/features/estimator/pricing';
import type { LEAD_KINDS } from '@/server/db/enums';
import { answerText, type StoredAnswer } from '@/features/forms/answers';
import type { LeadDetail } from './admin-queries';
import { Fields, Section } from './detail-parts';
import { LeadNoteForm, LeadPipeline, RetryMailButton } from './lead-controls';
import { LeadVisitSection } from './lead-visit';
import { formatFileSize, formatReceived, SOURCE_LABELS } from './list-params';

const MAIL_STATUS_LABELS = { pending: 'Pending', sending: 'Sending', sent: 'Sent', failed: 'Failed' } as const;

type LeadKind = (typeof LEAD_KINDS)[number];

/** The details each kind of lead's form asks for; one its form never asks is left out rather than shown as 'Not given'. */
const ASKED_ONLY_BY: Record<string, readonly LeadKind[]> = {
  Company: ['contact', 'estimate'],
  'Project type': ['contact', 'estimate'],
  Budget: ['contact'],
  Timeline: ['contact', 'estimate'],
  'Partnership type': ['contact'],
  Consent: ['contact', 'job_application'],
};

function askedOf(kind: LeadKind, rows: [string, ReactNode][]): [string, ReactNode][] {
  return rows.filter(
    ([label, value]) => !ASKED_ONLY_BY[label] || ASKED_ONLY_BY[label].includes(kind) || (value !== null && value !== undefined && value !== ''),
  );
}

/** A built form's answers, each under the label the visitor saw when sending; a file through its short-lived link. */
function Answers({ answers, fileUrls }: { answers: readonly StoredAnswer[]; fileUrls: Readonly<Record<string, string>> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {answers.map((answer, index) => {
        const url = answer.file && fileUrls[answer.file.id];
        const text = answerText(answer);
        return (
          <div key={`${answer.name}-${index}`} className="contents">
            <dt className="text-slate-400">{answer.label}</dt>
            <dd className="min-w-0 whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]">
              {answer.file && url ? (
                <a href={url} className="font-semibold text-brand-300 underline underline-offset-2">
                  Download {answer.file.filename} ({formatFileSize(answer.file.size)})
                </a>
              ) : text ? (
                text
              ) : (
                <span className="text-slate-400">Not given</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function LeadDetailView({ detail, cvUrl, fileUrls = {} }: { detail: LeadDetail; cvUrl: string | null; fileUrls?: Readonly<Record<string, string>> }) {
  const { lead, estimate, cv, mails, notes, entry, timeZone } = detail;
  // What the form itself sent about where it was filled in (the Visit section is what the statistics saw).
  const carried: [string, ReactNode][] = [
    ['Page', lead.sourcePage],
    ['Referrer', lead.referrer],
    ['UTM source', lead.utmSource],
    ['UTM medium', lead.utmMedium],
    ['UTM campaign', lead.utmCampaign],
    ['UTM term', lead.utmTerm],
    ['UTM content', lead.utmContent],
    ['Browser', lead.userAgent],
  ];
  return (
    <div className="space-y-6">
      <BackLink href="/admin/leads">Back to Forms &amp; Leads</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{lead.name}</h1>
          <p className="mt-1 text-slate-400">
            {SOURCE_LABELS[lead.kind]} · received <time dateTime={lead.createdAt.toISOString()}>{formatReceived(lead.createdAt)}</time>
            {lead.isSpam && <span className="ml-2 rounded-full bg-rose-800 px-2 py-0.5 text-xs font-semibold text-white">Spam</span>}
          </p>
        </div>
        <LeadPipeline key={`${lead.status}:${lead.isSpam}`} id={lead.id} status={lead.status} isSpam={lead.isSpam} />
      </div>

      {entry && (
        <Section title="Answers">
          <p className="mb-4 text-sm text-slate-400">
            Sent with the form{' '}
            {entry.formId ? (
              <Link href={`/admin/forms/${entry.formId}`} className="text-brand-300 underline underline-offset-2">
                {entry.formName}
              </Link>
            ) : (
              entry.formName
            )}
            , under the labels it had then.
          </p>
          <Answers answers={entry.answers} fileUrls={fileUrls} />
        </Section>
      )}

      <Section title="Details">
        <Fields
          rows={askedOf(lead.kind, [
            ['Name', lead.name],
            [
              'Email',
              <a key="email" href={`mailto:${lead.email}`} className="underline underline-offset-2">
                {lead.email}
              </a>,
            ],
            ['Company', lead.company],
            ['Phone', lead.phone],
            [entry ? 'Form' : 'Project type', lead.projectType],
            ['Budget', lead.budget],
            // Estimate leads saved before the lead carried the timeline: the estimate's own choice.
            ['Timeline', lead.timeline ?? (estimate && TIMELINE_OPTIONS.find((o) => o.value === estimate.delivery.timeline)?.name)],
            ['Partnership type', lead.partnershipType],
            ...(lead.kind === 'job_application'
              ? ([
                  ['Position', detail.jobTitle],
                  ['Profile', lead.profileUrl],
                ] as [string, ReactNode][])
              : []),
            ['Message', lead.message && <span className="whitespace-pre-wrap">{lead.message}</span>],
            ['Consent', lead.consent ? `Given${lead.consentAt ? ` ${formatReceived(lead.consentAt)}` : ''}` : null],
            ...(lead.isSpam ? ([['Spam reason', lead.spamReason]] as [string, ReactNode][]) : []),
          ])}
        />
        {lead.kind === 'job_application' && (
          <p className="mt-4 text-sm">
            {cv && cvUrl ? (
              <a href={cvUrl} className="font-semibold text-brand-300 underline underline-offset-2">
                Download CV ({cv.originalFilename}, {formatFileSize(cv.fileSize)})
              </a>
            ) : (
              <span className="text-slate-400">No CV attached.</span>
            )}
          </p>
        )}
      </Section>

      <LeadVisitSection lead={lead} timeZone={timeZone} />

      <Section title="Page and campaign">
        {carried.some(([, value]) => value) ? (
          <Fields rows={carried} />
        ) : (
          // The estimator and API-made leads carry none of these: one sentence, not eight blank rows.
          <p className="text-sm text-slate-400">The form sent no page, referrer, campaign or browser with this lead.</p>
        )}
      </Section>

      {estimate && (
        <Section title="Estimate">
          <p className="text-sm text-slate-300">
            {estimate.number} · {estimate.projectType} · {formatUsd(estimate.total)} (range {formatUsd(estimate.range.low)} - {formatUsd(estimate.range.high)})
            · {formatRoleHours(estimate.totalHours)} · {formatWeeks(estimate.durationWeeks)}
            {estimate.expired ? ' · Expired' : ''}
            {estimate.accepted ? ' · Accepted by the visitor' : ''}
          </p>
          <div className="mt-4">
            <BreakdownTable estimate={estimate} headingId="section-estimate" />
          </div>
          <h3 className="mt-6 mb-3 text-base font-semibold text-white">Chosen in the estimator</h3>
          <Fields rows={describeChoices(estimate)} />
          <div className="mt-4 flex flex-wrap gap-4 text-sm">
            <a href={`/api/estimates/${estimate.shareToken}/pdf`} className="font-semibold text-brand-300 underline underline-offset-2">
              Download the estimate PDF
            </a>
            <a
              href={`/estimates/${estimate.shareToken}`}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-300 underline underline-offset-2"
            >
              Open the share page
            </a>
          </div>
        </Section>
      )}

      <Section title="Emails">
        {mails.length === 0 ? (
          <p className="text-sm text-slate-400">No emails were queued for this lead{lead.isSpam ? ' (spam is never emailed)' : ''}.</p>
        ) : (
          <ul className="divide-y divide-white/5" aria-label="Emails sent for this lead">
            {mails.map((mail) => (
              <li key={mail.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-white">{mail.channel === 'webhook' ? `Webhook: ${mail.subject}` : mail.subject}</p>
                  <p className="text-slate-400">
                    To {mail.toAddress} · {MAIL_STATUS_LABELS[mail.status]} · {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
                    {mail.sentAt && (
                      <>
                        {' '}
                        · sent <time dateTime={mail.sentAt.toISOString()}>{formatReceived(mail.sentAt)}</time>
                      </>
                    )}
                  </p>
                  {mail.lastError && mail.status !== 'sent' && <p className="mt-1 break-words text-rose-200">Last error: {mail.lastError}</p>}
                </div>
                {mail.status === 'failed' && <RetryMailButton leadId={lead.id} mailId={mail.id} subject={mail.subject} />}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Notes">
        {notes.length === 0 ? (
          <p className="text-sm text-slate-400">No notes yet.</p>
        ) : (
          <ol className="mb-6 space-y-3" aria-label="Notes, oldest first">
            {notes.map((note) => (
              <li key={note.id} className="rounded-xl border border-white/10 p-4 text-sm">
                <p className="whitespace-pre-wrap text-slate-100">{note.body}</p>
                <p className="mt-2 text-xs text-slate-400">
                  {note.authorEmail ?? 'A former user'} · <time dateTime={note.createdAt.toISOString()}>{formatReceived(note.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
        <div className={notes.length === 0 ? 'mt-4' : ''}>
          <LeadNoteForm id={lead.id} />
        </div>
      </Section>
    </div>
  );
}
