import { Eye, FileText, HeartPulse, Image as ImageIcon, Inbox, UsersRound, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { cardClasses } from '@/components/site/sections';
import type { DashboardSummary } from '../queries';
import type { SiteHealth } from '../site-health';
import { healthSummary } from './health-summary';

type Card = { label: string; value: string; note: string; icon: LucideIcon; accent: string; href?: string };

/** The last 7 days' visits and the 7 before (Analytics). */
export type WeekOfVisits = { visitors: number; pageviews: number; previousVisitors: number; previousPageviews: number };

function changeNote(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'No visits counted yet' : 'Last 7 days';
  const change = Math.round(((current - previous) / previous) * 100);
  return `Last 7 days, ${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change)}% on the week before`;
}

/** The summary cards, with the live figures; the visit cards open Analytics. */
export function SummaryCards({ summary, health, week }: { summary: DashboardSummary; health: SiteHealth; week: WeekOfVisits | null }) {
  const number = new Intl.NumberFormat('en-US');
  const cards: Card[] = [
    ...(week
      ? [
          {
            label: 'Visitors',
            value: number.format(week.visitors),
            note: changeNote(week.visitors, week.previousVisitors),
            icon: UsersRound,
            accent: 'text-violet-300',
            href: '/admin/analytics?range=7d',
          },
          {
            label: 'Page Views',
            value: number.format(week.pageviews),
            note: changeNote(week.pageviews, week.previousPageviews),
            icon: Eye,
            accent: 'text-cyan-300',
            href: '/admin/analytics?range=7d',
          },
        ]
      : []),
    { label: 'Content Items', value: number.format(summary.contentItems), note: 'Pages, posts and announcements', icon: FileText, accent: 'text-brand-300' },
    { label: 'Media Files', value: number.format(summary.mediaFiles), note: 'Images and documents in the library', icon: ImageIcon, accent: 'text-sky-300' },
    {
      label: 'Form Submissions',
      value: number.format(summary.formSubmissions),
      note: 'Leads and form entries, spam excluded',
      icon: Inbox,
      accent: 'text-emerald-300',
    },
    {
      label: 'Site Health',
      value: `${health.percentage}%`,
      note: healthSummary(health),
      icon: HeartPulse,
      accent: health.percentage === 100 ? 'text-emerald-300' : 'text-amber-300',
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className={`${cardClasses} relative ${card.href ? 'transition-colors hover:border-white/25' : ''}`}>
          <dt className="flex items-start justify-between gap-4 text-sm font-medium text-slate-300">
            {card.href ? (
              // The whole card is the link's target (its ::after covers the card).
              <Link href={card.href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-white focus-visible:underline">
                {card.label}
              </Link>
            ) : (
              card.label
            )}
            <card.icon aria-hidden className={`size-6 shrink-0 ${card.accent}`} />
          </dt>
          <dd className="mt-1 text-3xl font-bold text-white">{card.value}</dd>
          <dd className="mt-1 text-xs text-slate-400">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
