import { FileText, HeartPulse, Image as ImageIcon, Inbox, type LucideIcon } from 'lucide-react';
import { cardClasses } from '@/components/site/sections';
import type { DashboardSummary } from '../queries';
import type { SiteHealth } from '../site-health';
import { healthSummary } from './health-summary';

type Card = { label: string; value: string; note: string; icon: LucideIcon; accent: string };

/** The four summary cards, with the live figures. */
export function SummaryCards({ summary, health }: { summary: DashboardSummary; health: SiteHealth }) {
  const number = new Intl.NumberFormat('en-US');
  const cards: Card[] = [
    { label: 'Content Items', value: number.format(summary.contentItems), note: 'Pages, posts and announcements', icon: FileText, accent: 'text-brand-300' },
    { label: 'Media Files', value: number.format(summary.mediaFiles), note: 'Images and documents in the library', icon: ImageIcon, accent: 'text-sky-300' },
    { label: 'Form Submissions', value: number.format(summary.formSubmissions), note: 'Leads and form entries, spam excluded', icon: Inbox, accent: 'text-emerald-300' },
    {
      label: 'Site Health',
      value: `${health.percentage}%`,
      note: healthSummary(health),
      icon: HeartPulse,
      accent: health.percentage === 100 ? 'text-emerald-300' : 'text-amber-300',
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className={cardClasses}>
          <dt className="flex items-start justify-between gap-4 text-sm font-medium text-slate-300">
            {card.label}
            <card.icon aria-hidden className={`size-6 shrink-0 ${card.accent}`} />
          </dt>
          <dd className="mt-1 text-3xl font-bold text-white">{card.value}</dd>
          <dd className="mt-1 text-xs text-slate-400">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
