// Visitors over the period as server-rendered SVG bars (per hour for a day or two, else per day).
// The picture is hidden from assistive technology; a visually hidden table has the same numbers.
import { cardClasses } from '@/components/site/sections';
import { formatDay } from '@/features/admin/format';
import { formatZoned } from '@/lib/zoned-time';
import type { Point } from '../queries';
import { formatCount } from './parts';

const HEIGHT = 120;

export function VisitsChart({ unit, points, timeZone }: { unit: 'hour' | 'day'; points: Point[]; timeZone: string }) {
  const max = Math.max(1, ...points.map((point) => point.visitors));
  const gap = points.length > 120 ? 0.5 : 2;
  const barWidth = 8;
  const width = points.length * (barWidth + gap) - gap;
  const labelOf = (point: Point) => (unit === 'hour' ? formatZoned(new Date(point.start), timeZone) : formatDay(point.start, 'long'));
  const first = points[0];
  const last = points.at(-1);
  return (
    <section aria-labelledby="visits-chart-heading" className={cardClasses}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="visits-chart-heading" className="text-lg font-semibold text-white">
          Visitors per {unit}
        </h2>
        <p className="text-sm text-slate-400">
          Busiest {unit}: {formatCount(Math.max(0, ...points.map((point) => point.visitors)))}
        </p>
      </div>
      <div aria-hidden className="mt-6">
        <div className="flex gap-3">
          <div className="flex flex-col justify-between text-right text-xs text-slate-400">
            <span>{formatCount(max)}</span>
            <span>0</span>
          </div>
          <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="h-40 w-full" focusable="false">
            {points.map((point, index) => {
              const height = point.visitors === 0 ? 1 : Math.max(3, (point.visitors / max) * HEIGHT);
              return (
                <rect
                  key={point.start}
                  x={index * (barWidth + gap)}
                  y={HEIGHT - height}
                  width={barWidth}
                  height={height}
                  rx={point.visitors === 0 ? 0 : 1.5}
                  className={point.visitors === 0 ? 'fill-white/10' : 'fill-brand-400'}
                >
                  <title>{`${labelOf(point)}: ${point.visitors} visitors, ${point.pageviews} page views`}</title>
                </rect>
              );
            })}
          </svg>
        </div>
        {first && last && (
          <div className="mt-2 flex justify-between pl-6 text-xs text-slate-400">
            <span>{labelOf(first)}</span>
            <span>{labelOf(last)}</span>
          </div>
        )}
      </div>
      <table className="sr-only">
        <caption>Visitors and page views per {unit}</caption>
        <thead>
          <tr>
            <th scope="col">{unit === 'hour' ? 'Hour' : 'Day'}</th>
            <th scope="col">Visitors</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.start}>
              <th scope="row">{labelOf(point)}</th>
              <td>{point.visitors}</td>
              <td>{point.pageviews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
