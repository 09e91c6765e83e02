// The lead detail's Visit section: the visit that produced the lead, as the visit statistics saw
// it (decision 093). A server component.
import type { ReactNode } from 'react';
import { capitalize } from '@/features/admin/format';
import { formatZoned } from '@/lib/zoned-time';
import type { LeadVisit } from '@/server/db/schema';
import type { LeadDetail } from './admin-queries';
import { Fields, Section } from './detail-parts';

/** An instant of the visit in the site's zone ('1 Dec 2026, 09:00:05'); the stored text if it is no date. */
function zoned(iso: string, timeZone: string, options: { zone?: 'abbreviation' } = {}): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatZoned(date, timeZone, { seconds: true, ...options });
}

const none = <span className="text-slate-400">None</span>;

/** The campaign of a visit: its utm_campaign and utm_medium ('autumn · medium: email'). */
function campaignOf(visit: LeadVisit): ReactNode {
  const parts = [visit.utmCampaign, visit.utmMedium && `medium: ${visit.utmMedium}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : none;
}

/**
 * The visit that produced the lead, as the visit statistics saw it (decision 093): where it came
 * from, the page it began on and the pages seen before the lead was sent, in the site's zone.
 */
export function LeadVisitSection({ lead, timeZone }: { lead: Pick<LeadDetail['lead'], 'visit' | 'visitSource'>; timeZone: string }) {
  const { visit, visitSource } = lead;
  if (!visit) {
    return (
      <Section title="Visit">
        {visitSource !== null ? (
          <p className="text-sm text-slate-300">Source: {visitSource || 'Direct'} (from the form; the visit was not recorded)</p>
        ) : (
          <p className="text-sm text-slate-400">No visit recorded (the visitor may have asked not to be tracked, or had JavaScript off).</p>
        )}
      </Section>
    );
  }
  const started = zoned(visit.startedAt, timeZone);
  const startDay = started.split(', ')[0];
  const pages = Array.isArray(visit.pages) ? visit.pages : [];
  return (
    <Section title="Visit">
      <Fields
        rows={[
          ['Source', visit.source || 'Direct'],
          ['Landing page', visit.landingPage],
          ['Referrer', visit.referrerHost || none],
          ['Campaign', campaignOf(visit)],
          ['Device and browser', [visit.device && capitalize(visit.device), visit.browser].filter(Boolean).join(' · ')],
          [
            'Visit started',
            <time key="started" dateTime={visit.startedAt}>
              {zoned(visit.startedAt, timeZone, { zone: 'abbreviation' })}
            </time>,
          ],
        ]}
      />
      <h3 className="mt-6 mb-3 text-base font-semibold text-white">Pages seen before the lead</h3>
      {pages.length === 0 ? (
        <p className="text-sm text-slate-400">No page views recorded.</p>
      ) : (
        <ol aria-label="Pages seen before the lead, oldest first" className="space-y-1.5 text-sm">
          {pages.map((page, index) => {
            const when = zoned(page.at, timeZone);
            // The time alone within the visit's first day; the date too once it runs past midnight.
            const [day, time] = when.split(', ');
            return (
              <li key={`${index}:${page.at}`} className="flex gap-4">
                <time dateTime={page.at} className="w-40 shrink-0 text-slate-400 tabular-nums">
                  {day === startDay && time ? time : when}
                </time>
                <span className="min-w-0 text-slate-100 [overflow-wrap:anywhere]">{page.path}</span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="mt-4 text-xs text-slate-400">Times in {timeZone}.</p>
    </Section>
  );
}
