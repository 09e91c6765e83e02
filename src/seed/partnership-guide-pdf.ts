// The demo Partnership Guide PDF that /partners' "Download Partnership Guide" offers (staff can
// replace it with their own file in the settings). It tells what the /partners page tells, from
// the same content module, so the two cannot disagree.
import { partnerBenefits, partnerProcess, partnershipGuide, partnershipTypes, partnersPage } from '@/content/partners';
import type { EmailCompany } from '@/server/mail/layout';
import { BRAND, createTextDocument, MUTED } from '@/server/pdf/document';

export const partnershipGuideTitle = (companyName: string) => `${companyName} ${partnershipGuide.title}`;

export async function renderPartnershipGuidePdf(company: EmailCompany): Promise<Uint8Array> {
  const title = partnershipGuideTitle(company.name);
  const doc = await createTextDocument({ title, author: company.name });
  doc.write(company.name, { font: doc.bold, size: 26, color: BRAND, gap: 6 });
  doc.write(partnershipGuide.title, { font: doc.bold, size: 18, gap: 10 });
  doc.paragraph(partnershipGuide.intro);
  doc.space(4);
  doc.paragraph(partnersPage.hero.subtitle);
  doc.space(4);
  doc.write(partnersPage.stats.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`).join('  |  '), { size: 9, color: MUTED });

  doc.heading(partnersPage.types.title);
  doc.paragraph(partnersPage.types.subtitle);
  for (const type of partnershipTypes) {
    doc.space(6);
    doc.write(type.title, { font: doc.bold, size: 12, gap: 3 });
    doc.paragraph(type.description, { indent: 12 });
    doc.paragraph('What you get:', { indent: 12 });
    for (const benefit of type.benefits) doc.paragraph(`- ${benefit}`, { indent: 24 });
  }

  doc.heading(partnersPage.benefits.title);
  for (const benefit of partnerBenefits) {
    doc.write(benefit.title, { font: doc.bold, gap: 2 });
    doc.paragraph(benefit.description, { indent: 12 });
    doc.space(4);
  }

  doc.heading(partnersPage.process.title);
  doc.paragraph(partnersPage.process.subtitle);
  doc.space(4);
  partnerProcess.forEach((step, index) => {
    doc.write(`${index + 1}. ${step.title}`, { font: doc.bold, gap: 2 });
    doc.paragraph(step.description, { indent: 12 });
    doc.space(4);
  });

  doc.heading(partnershipGuide.contactTitle);
  doc.paragraph(partnersPage.cta.text);
  doc.space(4);
  for (const line of [
    company.email && `Email: ${company.email}`,
    company.phone && `Phone: ${company.phone}`,
    company.address && `Office: ${company.address}`,
  ]) {
    if (line) doc.paragraph(line, { indent: 12 });
  }
  return doc.save();
}
