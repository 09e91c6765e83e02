// /admin/analytics (decision 093): the period's visits beside the period before, the chart,
// where visitors come from and what they read, the estimator's funnel, and the inquiries and
// estimates each source and landing page brought, each number linking to its leads. A server
// component: the period is in the address, so every view is a link and works without JavaScript.
import { Download } from 'lucide-react';
import Link from 'next/link';
import { cardClasses } from '@/components/site/sections';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { formatDay } from '@/features/admin/format';
import { STEP_COPY } from '@/features/estimator/wizard/copy';
import type { AnalyticsDashboard, ConversionRow, Row } from '../queries';
import { RANGE_PRESETS, rangeQuery, type Range } from '../range';
import { Change, formatCount, formatDuration, formatPercent, LeadsLink, RankedTable } from './parts';
import { VisitsChart } from './visits-chart';

const EVENT_LABELS: Record<string, string> = {
  estimate_generated: 'Estimates generated',
  estimate_pdf: 'Estimate PDFs downloaded',
  contact_started: 'Contact form started',
  contact_sent: 'Contact form sent',
  newsletter_signup: 'Newsletter sign-ups',
  booking_click: 'Booking link clicks',
  chat_click: 'Chat link clicks',
  outbound: 'Links to other sites followed',
};

/** A source as staff read it: '' is a visit typed in or from a bookmark. */
export function sourceLabel(value: string): string {
  return value === '' ? 'Direct / none' : value;
}

function periodText(range: Pick<Range, 'from' | 'to'>): string {
  return range.from === range.to ? formatDay(range.from, 'long') : `${formatDay(range.from, 'long')} – ${formatDay(range.to, 'long')}`;
}

function RangePicker({ range }: { range: Range }) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Period" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((preset) => {
          const current = range.preset === preset.id;
          return (
            <Link
              key={preset.id}
              href={`/admin/analytics?range=${preset.id}`}
              aria-current={current ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium ${current ? 'border-brand-400 bg-brand-500/20 text-white' : 'border-white/15 text-slate-300 hover:border-white/30 hover:text-white'}`}
            >
              {preset.label}
            </Link>
          );
        })}
      </nav>
      <form action="/admin/analytics" method="get" className="flex flex-wrap items-end gap-2" aria-label="Choose dates">
        <label className="flex flex-col gap-1 text-xs text-slate-400">
          From
          <Input inline type="date" name="from" defaultValue={range.from} required className="[color-scheme:dark]" />
        </label>
        <label className="flex flex-col gap-1 text-xs text-slate-400">
          To
          <Input inline type="date" name="to" defaultValue={range.to} required className="[color-scheme:dark]" />
        </label>
        <button type="submit" className={buttonClasses({ variant: 'outline', size: 'md' })}>
          Show
        </button>
      </form>
    </div>
  );
}

function SummaryCards({ data, previousLabel }: { data: AnalyticsDashboard; previousLabel: string }) {
  const { summary, previous } = data;
  const cards = [
    {
      label: 'Visitors',
      value: formatCount(summary.visitors),
      change: <Change current={summary.visitors} previous={previous.visitors} label={previousLabel} />,
      note: 'People, counted once a day',
    },
    {
      label: 'Page views',
      value: formatCount(summary.pageviews),
      change: <Change current={summary.pageviews} previous={previous.pageviews} label={previousLabel} />,
      note: `${formatCount(summary.visits)} visits`,
    },
    {
      label: 'Bounce rate',
      value: formatPercent(summary.bounceRate),
      change: <Change current={summary.bounceRate} previous={previous.bounceRate} lowerIsBetter label={previousLabel} />,
      note: 'Visits that saw one page',
    },
    {
      label: 'Visit duration',
      value: formatDuration(summary.averageSeconds),
      change: <Change current={summary.averageSeconds} previous={previous.averageSeconds} label={previousLabel} />,
      note: 'Average, first to last page',
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className={cardClasses}>
          <dt className="text-sm font-medium text-slate-300">{card.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-white tabular-nums">{card.value}</dd>
          <dd>{card.change}</dd>
          <dd className="mt-1 text-xs text-slate-400">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}

function Funnel({ steps }: { steps: AnalyticsDashboard['funnel'] }) {
  const started = steps[0]?.visitors ?? 0;
  return (
    <section className={cardClasses} aria-labelledby="funnel-heading">
      <h2 id="funnel-heading" className="text-lg font-semibold text-white">
        Estimator funnel
      </h2>
      <p className="mt-1 text-sm text-slate-400">Visitors who reached each step of the estimator, and how many left at it.</p>
      {started === 0 ? (
        <p className="mt-3 text-sm text-slate-400">Nobody opened the estimator in this period.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {steps.map((step, index) => {
            const next = steps[index + 1];
            const left = next ? Math.max(0, step.visitors - next.visitors) : null;
            return (
              <li key={step.step} className="grid gap-1 sm:grid-cols-[14rem_1fr_9rem] sm:items-center sm:gap-4">
                <span className="text-sm text-slate-200">
                  {step.step}. {STEP_COPY[step.step]?.title}
                </span>
                <span className="relative block h-6 overflow-hidden rounded bg-white/5" aria-hidden>
                  <span className="absolute inset-y-0 left-0 rounded bg-brand-400/60" style={{ width: `${(step.visitors / started) * 100}%` }} />
                </span>
                <span className="text-sm tabular-nums text-slate-200 sm:text-right">
                  {formatCount(step.visitors)} <span className="text-slate-400">({formatPercent(step.visitors / started)})</span>
                  {left !== null && left > 0 && <span className="block text-xs text-slate-400">{formatCount(left)} left here</span>}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function leadsHref(range: Range, filter: Record<string, string>) {
  const query = new URLSearchParams({ ...filter, from: range.from, to: range.to });
  return `/admin/leads?${query.toString()}`;
}

function ConversionsTable({ title, rows, by, range }: { title: string; rows: ConversionRow[]; by: 'source' | 'landing'; range: Range }) {
  const filterOf = (row: ConversionRow): Record<string, string> =>
    row.value === '(not recorded)' ? { [by]: 'none' } : by === 'source' ? { source: row.value === '' ? 'direct' : row.value } : { landing: row.value };
  const name = (row: ConversionRow) => (by === 'source' ? (row.value === '(not recorded)' ? 'Not recorded' : sourceLabel(row.value)) : row.value);
  return (
    <RankedTable
      title={title}
      caption={`${title}, ${periodText(range)}`}
      rows={rows}
      measure={(row) => row.inquiries + row.estimates}
      empty="No inquiries or estimates in this period."
      columns={[
        { header: by === 'source' ? 'Source' : 'Landing page', cell: name },
        { header: 'Visits', numeric: true, cell: (row) => (row.visits ? formatCount(row.visits) : '–') },
        {
          header: 'Inquiries',
          numeric: true,
          cell: (row) => (
            <LeadsLink
              count={row.inquiries}
              href={leadsHref(range, { ...filterOf(row), kind: 'inquiry' })}
              label={`${row.inquiries} inquiries from ${name(row)}`}
            />
          ),
        },
        {
          header: 'Estimates',
          numeric: true,
          cell: (row) => (
            <LeadsLink
              count={row.estimates}
              href={leadsHref(range, { ...filterOf(row), kind: 'estimate' })}
              label={`${row.estimates} estimates from ${name(row)}`}
            />
          ),
        },
        { header: 'Rate', numeric: true, cell: (row) => (row.visits ? formatPercent((row.inquiries + row.estimates) / row.visits) : '–') },
      ]}
    />
  );
}

const visitorsColumn = { header: 'Visitors', numeric: true, cell: (row: Row) => formatCount(row.visitors) };

export function AnalyticsPage({ data, range, timeZone, counting }: { data: AnalyticsDashboard | null; range: Range; timeZone: string; counting: boolean }) {
  const previousLabel = range.preset
    ? `the previous ${RANGE_PRESETS.find((preset) => preset.id === range.preset)!.label.replace(/^Today$/, 'day')}`
    : 'the period before';
  const events = (data?.events ?? [])
    .filter((event) => EVENT_LABELS[event.name])
    .sort((a, b) => Object.keys(EVENT_LABELS).indexOf(a.name) - Object.keys(EVENT_LABELS).indexOf(b.name));
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Analytics</h1>
          <p className="mt-1 max-w-3xl text-slate-400">
            {periodText(range)}. Visits are counted without cookies and without storing who visited; visitors who ask not to be tracked are not counted. Days
            are in {timeZone}; figures are updated every minute.
          </p>
        </div>
        <a href={`/api/admin/analytics/export?${rangeQuery(range)}`} className={buttonClasses({ variant: 'outline', size: 'md' })} download>
          <Download aria-hidden className="size-4" />
          Export CSV
        </a>
      </div>
      {!counting && (
        <p role="status" className="rounded-lg border border-amber-400/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-200">
          Visits are not being counted: <strong className="font-semibold">Count visits</strong> is off in{' '}
          <Link href="/admin/settings#settings-statistics" className="font-semibold underline underline-offset-2">
            Settings, Visit statistics
          </Link>
          . The figures below are those recorded before.
        </p>
      )}
      <RangePicker range={range} />
      {range.refused && (
        <p role="alert" className="rounded-lg border border-amber-400/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-200">
          {range.refused} Showing the last 30 days instead.
        </p>
      )}
      {!data ? (
        <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
          Failed to load the statistics. Reload the page to try again.
        </p>
      ) : (
        <>
          <SummaryCards data={data} previousLabel={previousLabel} />
          <VisitsChart unit={data.series.unit} points={data.series.points} timeZone={timeZone} />
          <div className="grid gap-6 xl:grid-cols-2">
            <RankedTable
              title="Top pages"
              caption="Pages by page views"
              rows={data.pages}
              measure={(row) => row.pageviews}
              empty="No page views in this period."
              columns={[
                { header: 'Page', cell: (row) => row.value },
                visitorsColumn,
                { header: 'Views', numeric: true, cell: (row) => formatCount(row.pageviews) },
              ]}
            />
            <RankedTable
              title="Sources"
              caption="Where visits came from"
              rows={data.sources}
              measure={(row) => row.visitors}
              empty="No visits in this period."
              columns={[
                { header: 'Source', cell: (row) => sourceLabel(row.value) },
                visitorsColumn,
                { header: 'Bounce', numeric: true, cell: (row) => formatPercent(row.visits ? row.bounces / row.visits : null) },
              ]}
            />
            <RankedTable
              title="Landing pages"
              caption="The first page of each visit"
              rows={data.landingPages}
              measure={(row) => row.visits}
              empty="No visits in this period."
              columns={[
                { header: 'Landing page', cell: (row) => row.value },
                { header: 'Visits', numeric: true, cell: (row) => formatCount(row.visits) },
                { header: 'Bounce', numeric: true, cell: (row) => formatPercent(row.visits ? row.bounces / row.visits : null) },
              ]}
            />
            <RankedTable
              title="Campaigns"
              caption="Visits by utm_campaign"
              rows={data.campaigns}
              measure={(row) => row.visitors}
              empty="No visits from a campaign link (utm_campaign) in this period."
              columns={[
                { header: 'Campaign', cell: (row) => row.value },
                visitorsColumn,
                { header: 'Visits', numeric: true, cell: (row) => formatCount(row.visits) },
              ]}
            />
            <RankedTable
              title="Devices"
              caption="Visitors by device"
              rows={data.devices}
              measure={(row) => row.visitors}
              empty="No visits in this period."
              columns={[
                { header: 'Device', cell: (row) => row.value.charAt(0).toUpperCase() + row.value.slice(1) },
                visitorsColumn,
                { header: 'Share', numeric: true, cell: (row) => formatPercent(data.summary.visitors ? row.visitors / data.summary.visitors : null) },
              ]}
            />
            <RankedTable
              title="Browsers"
              caption="Visitors by browser"
              rows={data.browsers}
              measure={(row) => row.visitors}
              empty="No visits in this period."
              columns={[
                { header: 'Browser', cell: (row) => row.value },
                visitorsColumn,
                { header: 'Share', numeric: true, cell: (row) => formatPercent(data.summary.visitors ? row.visitors / data.summary.visitors : null) },
              ]}
            />
          </div>
          <Funnel steps={data.funnel} />
          <div className="grid gap-6 xl:grid-cols-2">
            <ConversionsTable title="Conversions by source" rows={data.conversionsBySource} by="source" range={range} />
            <ConversionsTable title="Conversions by landing page" rows={data.conversionsByLanding} by="landing" range={range} />
          </div>
          <section className={cardClasses} aria-labelledby="events-heading">
            <h2 id="events-heading" className="text-lg font-semibold text-white">
              Events
            </h2>
            {events.length === 0 ? (
              <p className="mt-3 text-sm text-slate-400">No events in this period.</p>
            ) : (
              <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-4">
                {events.map((event) => (
                  <div key={event.name} className="flex items-baseline justify-between gap-3 border-b border-white/5 py-1">
                    <dt className="text-sm text-slate-300">{EVENT_LABELS[event.name]}</dt>
                    <dd className="text-sm font-medium tabular-nums text-white">{formatCount(event.events)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        </>
      )}
    </div>
  );
}
