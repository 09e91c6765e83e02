import { cardClasses } from '@/components/site/sections';
import { formatDay } from '../format';
import type { DailyCount } from '../queries';

const BAR_WIDTH = 8;
const GAP = 2;
const HEIGHT = 120;

/**
 * Leads per day as server-rendered SVG bars. The picture is hidden from assistive technology;
 * a visually hidden table gives the same numbers.
 */
export function LeadsChart({ series }: { series: DailyCount[] }) {
  const total = series.reduce((sum, day) => sum + day.count, 0);
  const max = Math.max(1, ...series.map((day) => day.count));
  const width = series.length * (BAR_WIDTH + GAP) - GAP;
  const first = series[0];
  const last = series.at(-1);
  return (
    <section aria-labelledby="leads-chart-heading" className={cardClasses}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="leads-chart-heading" className="text-lg font-semibold text-white">
          Leads per day
        </h2>
        <p className="text-sm text-slate-400">
          {total === 1 ? '1 lead' : `${total} leads`} in the last {series.length} days
        </p>
      </div>

      <div aria-hidden className="mt-6">
        <div className="flex gap-3">
          <div className="flex flex-col justify-between text-right text-xs text-slate-400">
            <span>{max}</span>
            <span>0</span>
          </div>
          <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="h-40 w-full" focusable="false">
            {series.map((day, index) => {
              const height = day.count === 0 ? 1 : Math.max(3, (day.count / max) * HEIGHT);
              return (
                <rect
                  key={day.date}
                  x={index * (BAR_WIDTH + GAP)}
                  y={HEIGHT - height}
                  width={BAR_WIDTH}
                  height={height}
                  rx={day.count === 0 ? 0 : 1.5}
                  className={day.count === 0 ? 'fill-white/10' : 'fill-brand-400'}
                >
                  <title>{`${formatDay(day.date, 'long')}: ${day.count}`}</title>
                </rect>
              );
            })}
          </svg>
        </div>
        {first && last && (
          <div className="mt-2 flex justify-between pl-6 text-xs text-slate-400">
            <span>{formatDay(first.date)}</span>
            <span>{formatDay(last.date)}</span>
          </div>
        )}
      </div>
      {total === 0 && <p className="mt-4 text-sm text-slate-400">No leads in the last {series.length} days yet.</p>}

      <table className="sr-only">
        <caption>Leads per day, last {series.length} days (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date, 'long')}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
