'use client';

import { CalendarCheck, Copy, Download, Mail } from 'lucide-react';
import Link from 'next/link';
import { useState, useSyncExternalStore, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { acceptEstimate, emailEstimate } from './actions';
import type { EstimateView } from './estimate-view';
import { DESIGN_LEVEL_OPTIONS, phasesLabel, RESULT_NOTES, SUPPORT_OPTIONS, TIMELINE_OPTIONS } from './options';
import { formatUsd } from './pricing';

const card = 'rounded-2xl border border-white/10 bg-white/[0.03] p-6';
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function useOrigin() {
  return useSyncExternalStore(
    () => () => {},
    () => window.location.origin,
    () => '',
  );
}

/** A saved estimate: step 7 of the wizard and the share page. `onSharePage` adds 'Accept and book a call'. */
export function EstimateResult({ estimate, onSharePage = false }: { estimate: EstimateView; onSharePage?: boolean }) {
  const [emailMessage, setEmailMessage] = useState('');
  const [sending, startSending] = useTransition();
  const origin = useOrigin();
  const sharePath = `/estimates/${estimate.shareToken}`;
  const maxCost = Math.max(1, ...estimate.roles.map((r) => r.cost));
  const design = DESIGN_LEVEL_OPTIONS.find((o) => o.value === estimate.designLevel);

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
      await navigator.clipboard.writeText(`${origin}${sharePath}`);
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
          Expected range {formatUsd(estimate.range.low)} - {formatUsd(estimate.range.high)} · {estimate.totalHours.toFixed(1)} hours
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={`/api/estimates/${estimate.shareToken}/pdf`} download className={buttonClasses({ variant: 'primary' })}>
            <Download aria-hidden className="size-4" /> Export PDF
          </a>
          <Button type="button" variant="outline" onClick={sendEmail} disabled={sending}>
            <Mail aria-hidden className="size-4" /> {sending ? 'Sending...' : 'Email Estimate'}
          </Button>
          {onSharePage && !estimate.expired && (
            <form action={acceptEstimate}>
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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Hours, hourly rate and cost of each role, including the design multiplier</caption>
            <thead className="text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">Role</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">Hours</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">Rate</th>
                <th scope="col" className="py-2 text-right font-medium">Cost</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5 text-slate-200">
              {estimate.roles.map((line) => (
                <tr key={line.role}>
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <span>{line.role}</span>
                    <span aria-hidden className="mt-1 block h-1.5 rounded-full bg-white/5">
                      <span className="block h-1.5 rounded-full bg-brand-400" style={{ width: `${(line.cost / maxCost) * 100}%` }} />
                    </span>
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{line.hours.toFixed(1)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatUsd(line.hourlyRate)}/h</td>
                  <td className="py-2 text-right tabular-nums">{formatUsd(line.cost)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-white/20 font-semibold text-white">
              <tr>
                <th scope="row" className="py-2 pr-4">Total</th>
                <td className="py-2 pr-4 text-right tabular-nums">{estimate.totalHours.toFixed(1)}</td>
                <td />
                <td className="py-2 text-right tabular-nums">{formatUsd(estimate.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="mt-3 text-xs text-slate-400">
          Costs include the {design?.name ?? estimate.designLevel} design multiplier (x{estimate.designMultiplier})
          {estimate.timelineAdjustmentPercent !== 0 && ` and a ${Math.abs(estimate.timelineAdjustmentPercent)}% ${estimate.timelineAdjustmentPercent > 0 ? 'rush fee' : 'discount'}`}.
        </p>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="estimate-project-heading" className={card}>
          <h2 id="estimate-project-heading" className="text-lg font-semibold text-white">
            Your Choices
          </h2>
          <dl className="mt-4 space-y-2 text-sm">
            {[
              ['Project type', estimate.projectType],
              ['Features', estimate.features.map((f) => f.name).join(', ')],
              ['Design level', `${design?.name ?? estimate.designLevel} (x${estimate.designMultiplier})`],
              ['Timeline', TIMELINE_OPTIONS.find((o) => o.value === estimate.delivery.timeline)?.name ?? estimate.delivery.timeline],
              ['Support', SUPPORT_OPTIONS.find((o) => o.value === estimate.delivery.support)?.name ?? estimate.delivery.support],
              ['Delivery', phasesLabel(estimate.delivery.phases)],
            ].map(([label, value]) => (
              <div key={label} className="flex gap-3">
                <dt className="w-28 shrink-0 text-slate-400">{label}</dt>
                <dd className="text-slate-200">{value}</dd>
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
              readOnly
              value={`${origin}${sharePath}`}
              className="min-w-0 flex-1 rounded-lg border border-white/15 bg-slate-900 px-3 py-2 text-sm text-slate-200"
            />
            <Button type="button" variant="outline" size="sm" onClick={copyLink} aria-label="Copy share link">
              <Copy aria-hidden className="size-4" />
            </Button>
          </div>
        </section>
        <section aria-labelledby="estimate-assumptions-heading" className={card}>
          <h2 id="estimate-assumptions-heading" className="text-lg font-semibold text-white">
            Assumptions
          </h2>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-300">
            {estimate.assumptions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="estimate-exclusions-heading" className={card}>
          <h2 id="estimate-exclusions-heading" className="text-lg font-semibold text-white">
            Exclusions
          </h2>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-300">
            {estimate.exclusions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
