// The estimate's breakdown as a table: each role's hours x rate = cost, their subtotal, the design
// level and any timeline adjustment as lines of their own, and the total they add up to. No hooks:
// the result screen (a client component) and the admin's lead page (a server component) share it.
import { breakdownRule, designLabel, formatRoleHours, sharesNote, timelineLabel, type BreakdownFigures } from './breakdown';
import type { DesignLevel } from './options';
import { formatSignedUsd, formatUsd } from './pricing';

const cell = 'py-2 pr-3 text-right tabular-nums whitespace-nowrap sm:pr-4';
const last = 'py-2 text-right tabular-nums whitespace-nowrap';

export function BreakdownTable({
  estimate,
  headingId,
  bars = false,
}: {
  estimate: BreakdownFigures & { designLevel: DesignLevel };
  headingId?: string;
  bars?: boolean;
}) {
  const maxCost = Math.max(1, ...estimate.roles.map((r) => r.subtotal));
  const timeline = timelineLabel(estimate.timelineAdjustmentPercent);
  const shares = sharesNote(estimate);
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-labelledby={headingId}>
          <thead className="text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium sm:pr-4">
                Role
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Hours
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Rate
              </th>
              <th scope="col" className={`${last} font-medium`}>
                Cost
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5 text-slate-200">
            {estimate.roles.map((line) => (
              <tr key={line.role}>
                <th scope="row" className="py-2 pr-3 font-normal sm:pr-4">
                  <span>{line.role}</span>
                  {bars && (
                    // An SVG's width attribute, not a style attribute: valid HTML under the page's CSP.
                    <svg aria-hidden viewBox="0 0 100 6" preserveAspectRatio="none" className="mt-1 block h-1.5 w-full rounded-full bg-white/5">
                      <rect width={(line.subtotal / maxCost) * 100} height="6" className="fill-brand-400" />
                    </svg>
                  )}
                </th>
                <td className={cell}>{formatRoleHours(line.hours)}</td>
                <td className={cell}>
                  <span aria-hidden className="text-slate-400">
                    ×{' '}
                  </span>
                  {formatUsd(line.hourlyRate)}/h
                </td>
                <td className={last}>
                  <span aria-hidden className="text-slate-400">
                    ={' '}
                  </span>
                  {formatUsd(line.subtotal)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-white/20 text-slate-200">
            <tr>
              <th scope="row" className="py-2 pr-3 font-medium sm:pr-4">
                Subtotal
              </th>
              <td className={cell}>{formatRoleHours(estimate.totalHours)}</td>
              <td />
              <td className={last}>{formatUsd(estimate.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-3 font-medium sm:pr-4">
                {designLabel(estimate.designLevel, estimate.designMultiplier)}
              </th>
              <td className={last}>{formatSignedUsd(estimate.designAdjustment)}</td>
            </tr>
            {timeline && (
              <tr>
                <th scope="row" colSpan={3} className="py-2 pr-3 font-medium sm:pr-4">
                  {timeline}
                </th>
                <td className={last}>{formatSignedUsd(estimate.timelineAdjustment)}</td>
              </tr>
            )}
            <tr className="border-t border-white/20 text-base font-semibold text-white">
              <th scope="row" colSpan={3} className="py-2 pr-3 sm:pr-4">
                Total
              </th>
              <td className={last}>{formatUsd(estimate.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-400">
        {breakdownRule(estimate)}
        {shares && ` ${shares}`}
      </p>
    </>
  );
}
