import 'server-only';
import type { EmailCompany } from '@/server/mail/layout';
import { plainFirstName } from '@/server/mail/visitor-text';
import { BRAND, createTextDocument, MUTED } from '@/server/pdf/document';
import type { EstimateView } from './estimate-view';
import { breakdownRule, designLabel, designName, DURATION_RULE, formatRoleHours, formatWeeks, sharesNote, timelineLabel } from './breakdown';
import { SUPPORT_OPTIONS, TIMELINE_OPTIONS } from './options';
import { formatSignedUsd, formatUsd } from './pricing';

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A real PDF of a saved estimate: who, what, the breakdown, total, range, duration, assumptions, exclusions. */
export async function renderEstimatePdf(estimate: EstimateView, company: EmailCompany): Promise<Uint8Array> {
  const doc = await createTextDocument({ title: `${company.name} estimate ${estimate.number}`, author: company.name, createdAt: new Date(estimate.createdAt) });

  doc.write(company.name, { font: doc.bold, size: 18, color: BRAND, gap: 4 });
  if (company.address) doc.write(company.address, { size: 9, color: MUTED, gap: 2 });
  doc.write([company.phone, company.email].filter(Boolean).join('  |  '), { size: 9, color: MUTED, gap: 18 });

  doc.write('Project Estimate', { font: doc.bold, size: 22, gap: 8 });
  doc.write(`Estimate ${estimate.number}   Date: ${formatDate(estimate.createdAt)}   Valid until: ${formatDate(estimate.expiresAt)}`, { color: MUTED, gap: 4 });
  // Mailed to an address nobody confirmed, and opened by anyone with the link: a plain first name
  // at most, never the company or anything else typed (decision 097).
  const firstName = plainFirstName(estimate.contact.name);
  doc.write(firstName ? `Prepared for: ${firstName}` : 'Prepared for you', { color: MUTED, gap: 14 });

  doc.heading('Project');
  doc.write(`Type: ${estimate.projectType}`);
  doc.paragraph(`Features: ${estimate.features.map((f) => f.name).join(', ')}`);
  doc.write(`Design level: ${designName(estimate.designLevel)} (x${estimate.designMultiplier})`);
  doc.write(
    `Delivery: ${TIMELINE_OPTIONS.find((o) => o.value === estimate.delivery.timeline)?.name} timeline, ${SUPPORT_OPTIONS.find((o) => o.value === estimate.delivery.support)?.name} support`,
  );

  // The same lines as the result screen: hours x rate = subtotal per role, the design level and
  // any timeline adjustment as lines of their own, and the total they add up to.
  doc.heading('Cost by role');
  const columns = [0, 300, 390, 495];
  doc.row(['Role', 'Hours', 'Rate', 'Cost'], columns, doc.bold);
  for (const line of estimate.roles)
    doc.row([line.role, formatRoleHours(line.hours), `x ${formatUsd(line.hourlyRate)}/h`, `= ${formatUsd(line.subtotal)}`], columns);
  doc.space(4);
  doc.rule();
  doc.row(['Subtotal', formatRoleHours(estimate.totalHours), '', formatUsd(estimate.subtotal)], columns);
  doc.row([designLabel(estimate.designLevel, estimate.designMultiplier), '', '', formatSignedUsd(estimate.designAdjustment)], columns);
  const timeline = timelineLabel(estimate.timelineAdjustmentPercent);
  if (timeline) doc.row([timeline, '', '', formatSignedUsd(estimate.timelineAdjustment)], columns);
  doc.space(4);
  doc.rule();
  doc.row(['Total', '', '', formatUsd(estimate.total)], columns, doc.bold);
  doc.paragraph([breakdownRule(estimate), sharesNote(estimate)].filter(Boolean).join(' '), { size: 9, color: MUTED });
  doc.space(6);
  doc.write(`Estimated total: ${formatUsd(estimate.total)} ${estimate.currency}`, { font: doc.bold, size: 14, gap: 4 });
  doc.write(`Expected range: ${formatUsd(estimate.range.low)} - ${formatUsd(estimate.range.high)}`, { color: MUTED, gap: 4 });
  doc.write(`Expected duration: ${formatWeeks(estimate.durationWeeks)}`, { color: MUTED, gap: 3 });
  doc.paragraph(DURATION_RULE, { size: 9, color: MUTED });

  doc.heading('Assumptions');
  for (const item of estimate.assumptions) doc.paragraph(`- ${item}`, { indent: 12 });
  doc.heading('Exclusions');
  for (const item of estimate.exclusions) doc.paragraph(`- ${item}`, { indent: 12 });
  doc.heading('Next steps');
  doc.paragraph(
    `This estimate is valid until ${formatDate(estimate.expiresAt)}. All delivered work carries a 30-day warranty. Our team will follow up within 24 hours to discuss your project.`,
    { indent: 12 },
  );

  return doc.save();
}
