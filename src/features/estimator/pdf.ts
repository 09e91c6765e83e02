import 'server-only';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { EmailCompany } from '@/server/mail/layout';
import type { EstimateView } from './estimate-view';
import { DESIGN_LEVEL_OPTIONS, SUPPORT_OPTIONS, TIMELINE_OPTIONS } from './options';
import { formatUsd } from './pricing';

const PAGE = { width: 595.28, height: 841.89, margin: 50 }; // A4 in points
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.33, 0.38, 0.45);
const BRAND = rgb(0.31, 0.27, 0.9);

/** The standard PDF fonts cover Latin-1 only: anything else becomes '?' rather than failing. */
function printable(text: string) {
  return text.replace(/[\u2013\u2014]/g, '-').replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');
}

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A real PDF of a saved estimate: who, what, the role table, total, range, assumptions, exclusions. */
export async function renderEstimatePdf(estimate: EstimateView, company: EmailCompany): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${company.name} estimate ${estimate.number}`);
  pdf.setAuthor(company.name);
  pdf.setCreationDate(new Date(estimate.createdAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPageIfNeeded = (needed: number) => {
    if (y - needed >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, options: { font?: PDFFont; size?: number; color?: typeof INK; x?: number; gap?: number } = {}) => {
    const size = options.size ?? 10;
    newPageIfNeeded(size + 4);
    page.drawText(printable(text), { x: options.x ?? PAGE.margin, y: y - size, size, font: options.font ?? regular, color: options.color ?? INK });
    y -= size + (options.gap ?? 5);
  };
  const wrapped = (text: string, size = 10) => {
    const width = PAGE.width - 2 * PAGE.margin - 12;
    let line = '';
    for (const word of printable(text).split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (regular.widthOfTextAtSize(candidate, size) > width && line) {
        write(line, { size, x: PAGE.margin + 12, gap: 3 });
        line = word;
      } else line = candidate;
    }
    if (line) write(line, { size, x: PAGE.margin + 12, gap: 3 });
  };
  const heading = (text: string) => {
    y -= 10;
    write(text, { font: bold, size: 13, color: BRAND, gap: 8 });
  };

  write(company.name, { font: bold, size: 18, color: BRAND, gap: 4 });
  if (company.address) write(company.address, { size: 9, color: MUTED, gap: 2 });
  write([company.phone, company.email].filter(Boolean).join('  |  '), { size: 9, color: MUTED, gap: 18 });

  write('Project Estimate', { font: bold, size: 22, gap: 8 });
  write(`Estimate ${estimate.number}   Date: ${formatDate(estimate.createdAt)}   Valid until: ${formatDate(estimate.expiresAt)}`, { size: 10, color: MUTED, gap: 4 });
  write(`Prepared for: ${estimate.contact.name}${estimate.contact.company ? `, ${estimate.contact.company}` : ''}`, { size: 10, color: MUTED, gap: 14 });

  heading('Project');
  const design = DESIGN_LEVEL_OPTIONS.find((o) => o.value === estimate.designLevel)?.name ?? estimate.designLevel;
  write(`Type: ${estimate.projectType}`);
  write(`Features: ${estimate.features.map((f) => f.name).join(', ')}`);
  write(`Design level: ${design} (x${estimate.designMultiplier})`);
  write(
    `Delivery: ${TIMELINE_OPTIONS.find((o) => o.value === estimate.delivery.timeline)?.name} timeline, ${SUPPORT_OPTIONS.find((o) => o.value === estimate.delivery.support)?.name} support`,
  );

  heading('Cost by role');
  const columns = [PAGE.margin, PAGE.margin + 220, PAGE.margin + 310, PAGE.margin + 400];
  const row = (cells: string[], font: PDFFont = regular) => {
    newPageIfNeeded(16);
    cells.forEach((cell, i) => {
      const x = i === 0 ? columns[0]! : columns[i]! + 90 - font.widthOfTextAtSize(printable(cell), 10);
      page.drawText(printable(cell), { x, y: y - 10, size: 10, font, color: INK });
    });
    y -= 16;
  };
  row(['Role', 'Hours', 'Rate', 'Cost'], bold);
  for (const line of estimate.roles) row([line.role, line.hours.toFixed(1), `${formatUsd(line.hourlyRate)}/h`, formatUsd(line.cost)]);
  page.drawLine({ start: { x: PAGE.margin, y: y + 4 }, end: { x: PAGE.width - PAGE.margin, y: y + 4 }, thickness: 0.5, color: MUTED });
  y -= 4;
  row(['Total', estimate.totalHours.toFixed(1), '', formatUsd(estimate.total)], bold);
  if (estimate.timelineAdjustmentPercent) write(`Includes a ${estimate.timelineAdjustmentPercent > 0 ? 'rush fee' : 'discount'} of ${Math.abs(estimate.timelineAdjustmentPercent)}%.`, { size: 9, color: MUTED });
  y -= 6;
  write(`Estimated total: ${formatUsd(estimate.total)} ${estimate.currency}`, { font: bold, size: 14, gap: 4 });
  write(`Expected range: ${formatUsd(estimate.range.low)} - ${formatUsd(estimate.range.high)}`, { size: 10, color: MUTED });

  heading('Assumptions');
  for (const item of estimate.assumptions) wrapped(`- ${item}`);
  heading('Exclusions');
  for (const item of estimate.exclusions) wrapped(`- ${item}`);
  heading('Next steps');
  wrapped('This estimate is valid for 30 days. All delivered work carries a 30-day warranty. Our team will follow up within 24 hours to discuss your project.');

  return pdf.save();
}
