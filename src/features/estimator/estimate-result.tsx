'use client';

import { CalendarCheck, Copy, Download, Mail } from 'lucide-react';
import Link from 'next/link';
import { useActionState, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { trackEvent } from '@/features/analytics/track';
import { acceptEstimate, emailEstimate } from './actions';
import { describeChoices, type EstimateView } from './estimate-view';
import { BreakdownTable } from './breakdown-table';
import { DURATION_RULE, formatRoleHours, formatWeeks } from './breakdown';
import { RESULT_NOTES } from './options';
import { formatUsd } from './pricing';

const card = 'rounded-2xl border border-white/10 bg-white/[0.03] p-6';
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * A saved estimate: step 7 of the wizard and the share page, rendered on the server (the buttons
 * that need JavaScript hydrate). `onSharePage` adds 'Accept and book a call'.
 */
/** The estimate's assumptions or exclusions: a titled bullet list. */
function NoteList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function EstimateResult({ estimate, shareUrl, onSharePage = false }: { estimate: EstimateView; shareUrl: string; onSharePage?: boolean }) {
  const [emailMessage, setEmailMessage] = useState('');
  // The share page is the permalink: without JavaScript the form posts there (a bare server action renders action="").
  const [, acceptAction] = useActionState(acceptEstimate, null, `/estimates/${estimate.shareToken}`);
  const [sending, startSending] = useTransition();

  const sendEmail = () =>
    startSending(async () => {
      try {
        const result = await emailEstimate(estimate.shareToken);
        if (result.status === 'success') {
          setEmailMessage(result.message);
          toast.success('Estimate Sent', { description: result.message });
        } else toast.error('Error', { description: result.message });
      } catch {
        toast.error('Error', { description: 'Failed to send the estimate. Please try again.' });
      }
    });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast.success('Link copied', { description: 'Anyone with this link can view the estimate.' });
    } catch {
      toast.error('Error', { description: 'Could not copy the link. Please copy it from the box.' });
    }
  };

  return (
    <div className="space-y-6">
      {estimate.expired && (
        <p role="alert" className="rounded-xl border border-amber-400/40 bg-amber-500/10 p-4 text-amber-100">
          This estimate expired on {date(estimate.expiresAt)}. Prices and availability may have changed.{' '}
          <Link href="/estimator" className="font-semibold underline">
            Create a new estimate
          </Link>
        </p>
      )}

      <section aria-labelledby="estimate-total-heading" className={`${card} text-center`}>
        <h2 id="estimate-total-heading" className="text-lg font-semibold text-slate-300">
          Your Project Estimate
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          {estimate.number} · {date(estimate.createdAt)} · {estimate.expired ? 'Expired' : 'Valid until'} {date(estimate.expiresAt)}
        </p>
        <p className="mt-4 text-5xl font-bold text-white" data-testid="estimate-total">
          {formatUsd(estimate.total)}
        </p>
        <p className="mt-2 text-slate-300">
          Expected range {formatUsd(estimate.range.low)} - {formatUsd(estimate.range.high)} · {formatRoleHours(estimate.totalHours)}
        </p>
        <p className="mt-3 text-lg font-semibold text-white" data-testid="estimate-duration">
          Expected duration: {formatWeeks(estimate.durationWeeks)}
        </p>
        <p className="mx-auto mt-1 max-w-xl text-sm text-slate-400">{DURATION_RULE}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={`/api/estimates/${estimate.shareToken}/pdf`} download data-event="estimate_pdf" className={buttonClasses({ variant: 'primary' })}>
            <Download aria-hidden className="size-4" /> Export PDF
          </a>
          <Button type="button" variant="outline" onClick={sendEmail} disabled={sending}>
            <Mail aria-hidden className="size-4" /> {sending ? 'Sending...' : 'Email Estimate'}
          </Button>
          {onSharePage && !estimate.expired && (
            // The visit statistics count this as a click to the booking calendar (where the answer leads).
            <form action={acceptAction} onSubmit={() => trackEvent('booking_click')}>
              <input type="hidden" name="shareToken" value={estimate.shareToken} />
              <button type="submit" className={buttonClasses({ variant: 'outline' }, 'w-full')}>
                <CalendarCheck aria-hidden className="size-4" /> {estimate.accepted ? 'Book a call' : 'Accept and book a call'}
              </button>
            </form>
          )}
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm text-emerald-300">
          {emailMessage}
        </p>
      </section>

      <section aria-labelledby="estimate-roles-heading" className={card}>
        <h2 id="estimate-roles-heading" className="text-lg font-semibold text-white">
          Cost by Role
        </h2>
        <div className="mt-4">
          <BreakdownTable estimate={estimate} headingId="estimate-roles-heading" bars />
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="estimate-project-heading" className={card}>
          <h2 id="estimate-project-heading" className="text-lg font-semibold text-white">
            Your Choices
          </h2>
          <dl className="mt-4 space-y-2 text-sm">
            {describeChoices(estimate).map(([label, value]) => (
              <div key={label} className="flex gap-3">
                <dt className="w-28 shrink-0 text-slate-400">{label}</dt>
                <dd className="min-w-0 text-slate-200">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="estimate-notes-heading" className={card}>
          <h2 id="estimate-notes-heading" className="text-lg font-semibold text-white">
            What Happens Next
          </h2>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-300">
            {RESULT_NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <label htmlFor="estimate-share-link" className="mt-5 block text-sm font-medium text-slate-200">
            Share link
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id="estimate-share-link"
              type="url"
              readOnly
              value={shareUrl}
              className="min-h-10 min-w-0 flex-1 rounded-lg border border-white/15 bg-slate-900 px-3 py-2 text-sm text-slate-200"
            />
            <Button type="button" variant="outline" size="sm" onClick={copyLink} aria-label="Copy share link">
              <Copy aria-hidden className="size-4" />
            </Button>
          </div>
        </section>
        <NoteList id="estimate-assumptions" title="Assumptions" items={estimate.assumptions} />
        <NoteList id="estimate-exclusions" title="Exclusions" items={estimate.exclusions} />
      </div>
    </div>
  );
}
