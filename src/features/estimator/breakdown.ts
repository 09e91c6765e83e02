// The breakdown as people read it, with no I/O: the same wording on the result screen, the share
// page, the PDF, the visitor's email and the team's email, so that every copy says the same thing.
import type { EstimateBreakdownRecord } from '@/server/db/schema';
import { DESIGN_LEVEL_OPTIONS, type DesignLevel } from './options';
import { expectedWeeks, formatSignedUsd, formatUsd, HOURS_PER_WEEK, PM_ROLE, QA_ROLE, type EstimateBreakdown, type RoleLine } from './pricing';

/** The breakdown's numbers as an estimate shows them (stored ones, or read back from an older estimate). */
export type BreakdownFigures = Pick<
  EstimateBreakdown,
  | 'roles'
  | 'totalHours'
  | 'subtotal'
  | 'designMultiplier'
  | 'designAdjustment'
  | 'timelineAdjustmentPercent'
  | 'timelineAdjustment'
  | 'total'
  | 'range'
  | 'qaSharePercent'
  | 'pmSharePercent'
  | 'durationWeeks'
>;

/** How the expected duration is worked out, in one sentence (shown next to it). */
export const DURATION_RULE = `Worked out with one full-time person (${HOURS_PER_WEEK} h a week) per role, all working at the same time: the role with the most hours sets the length.`;

export function formatWeeks(weeks: number) {
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

export function formatRoleHours(hours: number) {
  return `${hours.toLocaleString('en-US')} h`;
}

/** '144 h x $85 = $12,240' */
export function roleLineText(line: RoleLine) {
  return `${formatRoleHours(line.hours)} x ${formatUsd(line.hourlyRate)} = ${formatUsd(line.subtotal)}`;
}

export function designName(designLevel: DesignLevel) {
  return DESIGN_LEVEL_OPTIONS.find((o) => o.value === designLevel)?.name ?? designLevel;
}

/** 'Design level: Standard (x1.3)' */
export function designLabel(designLevel: DesignLevel, multiplier: number) {
  return `Design level: ${designName(designLevel)} (x${multiplier})`;
}

/** 'Rush fee (+25%)' or 'Flexible discount (-10%)'; null when none was applied. */
export function timelineLabel(percent: number) {
  if (percent === 0) return null;
  return percent > 0 ? `Rush fee (+${percent}%)` : `Flexible discount (${percent}%)`;
}

/** Under the rows, when the settings add QA or PM hours: says how much. */
export function sharesNote({ qaSharePercent, pmSharePercent }: Pick<BreakdownFigures, 'qaSharePercent' | 'pmSharePercent'>) {
  const parts = [qaSharePercent > 0 && `${QA_ROLE} includes ${qaSharePercent}%`, pmSharePercent > 0 && `${PM_ROLE} includes ${pmSharePercent}%`].filter(
    Boolean,
  );
  if (parts.length === 0) return null;
  return `${parts.join(' and ')} of the feature hours.`;
}

/** How the lines are worked out, in a sentence a client can follow with a calculator. */
export function breakdownRule(estimate: Pick<BreakdownFigures, 'designMultiplier' | 'timelineAdjustmentPercent'>) {
  const percent = Math.round((estimate.designMultiplier - 1) * 100);
  const design = percent > 0 ? `adds ${percent}% of the subtotal` : percent < 0 ? `takes ${-percent}% off the subtotal` : 'adds nothing to the subtotal';
  const timeline =
    estimate.timelineAdjustmentPercent === 0
      ? ''
      : `; the ${estimate.timelineAdjustmentPercent > 0 ? 'rush fee adds' : 'discount takes off'} ${Math.abs(estimate.timelineAdjustmentPercent)}% of the amount above it`;
  return `Each role costs its hours times its hourly rate. The design level ${design}${timeline}; adjustments are rounded to the dollar.`;
}

/**
 * The breakdown as label and value pairs, for the emails ('Design level: Standard (x1.3) +$3,672'
 * once joined with a colon): the rows, their subtotal, the design line, any timeline line, the total.
 */
export function breakdownLines(estimate: BreakdownFigures & { designLevel: DesignLevel }): [string, string][] {
  const timeline = timelineLabel(estimate.timelineAdjustmentPercent);
  return [
    ...estimate.roles.map((line): [string, string] => [line.role, roleLineText(line)]),
    ['Subtotal', `${formatRoleHours(estimate.totalHours)}, ${formatUsd(estimate.subtotal)}`],
    ['Design level', `${designName(estimate.designLevel)} (x${estimate.designMultiplier}) ${formatSignedUsd(estimate.designAdjustment)}`],
    ...(timeline ? [[timeline, formatSignedUsd(estimate.timelineAdjustment)] as [string, string]] : []),
    ['Total', formatUsd(estimate.total)],
  ];
}

/**
 * Where quality assurance and project management are in this estimate, as assumptions: a row
 * with its hours, or a plain statement that there is none (the seeded assumptions used to promise
 * both whatever the estimate held).
 */
export function coverageAssumptions(figures: Pick<BreakdownFigures, 'roles' | 'qaSharePercent' | 'pmSharePercent'>): string[] {
  const line = (role: string, work: string, share: number) => {
    const row = figures.roles.find((r) => r.role === role);
    if (!row) return `This estimate has no ${work} hours: none of the chosen features calls for them.`;
    const source = share > 0 ? `with ${share}% of the feature hours set aside for it` : 'for the chosen features that call for it';
    return `${work[0]!.toUpperCase()}${work.slice(1)} is included: ${formatRoleHours(row.hours)} in the ${role} row, ${source}.`;
  };
  return [line(QA_ROLE, 'quality assurance', figures.qaSharePercent), line(PM_ROLE, 'project management', figures.pmSharePercent)];
}

const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The figures of a stored estimate. Estimates saved before the design level had a line of its
 * own stored each row's cost with the multiplier folded in: their rows are read as hours x rate,
 * and the design line is what is left to the total they were quoted (so the lines still add up).
 */
export function readBreakdown(record: EstimateBreakdownRecord | null, total: number, calculatedHours: Record<string, number>): BreakdownFigures {
  if (record && record.subtotal !== undefined && record.designAdjustment !== undefined) {
    return {
      roles: record.roles.map(({ role, hours, hourlyRate, subtotal }) => ({ role, hours, hourlyRate, subtotal: subtotal ?? cents(hours * hourlyRate) / 100 })),
      totalHours: record.totalHours,
      subtotal: record.subtotal,
      designMultiplier: record.designMultiplier,
      designAdjustment: record.designAdjustment,
      timelineAdjustmentPercent: record.timelineAdjustmentPercent,
      timelineAdjustment: record.timelineAdjustment ?? 0,
      total,
      range: record.range,
      qaSharePercent: record.qaSharePercent ?? 0,
      pmSharePercent: record.pmSharePercent ?? 0,
      durationWeeks: record.durationWeeks ?? expectedWeeks(record.roles),
    };
  }
  const roles: RoleLine[] = record
    ? record.roles.map(({ role, hours, hourlyRate }) => ({ role, hours, hourlyRate, subtotal: cents(hours * hourlyRate) / 100 }))
    : Object.entries(calculatedHours).map(([role, hours]) => ({ role, hours, hourlyRate: 0, subtotal: 0 }));
  const subtotalCents = roles.reduce((sum, line) => sum + cents(line.subtotal), 0);
  const designMultiplier = record?.designMultiplier ?? 1;
  const timelineAdjustmentPercent = record?.timelineAdjustmentPercent ?? 0;
  const remainder = cents(total) - subtotalCents;
  // With a timeline adjustment as well, the design line is worked out and the adjustment takes the rest.
  const designAdjustmentCents =
    timelineAdjustmentPercent === 0 ? remainder : roundHalfAway((subtotalCents * (Math.round(designMultiplier * 100) - 100)) / 10_000) * 100;
  return {
    roles,
    totalHours: record?.totalHours ?? roles.reduce((sum, line) => sum + line.hours, 0),
    subtotal: subtotalCents / 100,
    designMultiplier,
    designAdjustment: designAdjustmentCents / 100,
    timelineAdjustmentPercent,
    timelineAdjustment: (remainder - designAdjustmentCents) / 100,
    total,
    range: record?.range ?? { low: total, high: total },
    qaSharePercent: 0,
    pmSharePercent: 0,
    durationWeeks: expectedWeeks(roles),
  };
}
