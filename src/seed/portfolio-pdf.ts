// The demo portfolio PDF that a fresh install offers for download (staff can replace it with
// their own file later): the company, what it does, and its case studies.
import { FIGURES, FOUNDED_YEAR, TEAM_STATEMENT } from '@/content/facts';
import { consultingPriceLabel, customSoftwarePriceLabel, DELIVERY, deliveryLabel, servicePriceLabel, staffStartLabel } from '@/content/pricing';
import type { EmailCompany } from '@/server/mail/layout';
import { BRAND, createTextDocument, MUTED } from '@/server/pdf/document';

export type PortfolioStudy = {
  title: string;
  client: string;
  industry: string;
  challenge: string;
  solution: string;
  results: string[];
  technologies: string[];
  timeline: string | null;
};

// The figures are the website's (content/pricing.ts): the PDF quotes the same prices as every page.
const SERVICES = [
  [
    'Custom Software Development',
    `Web platforms, internal tools and SaaS products, from discovery to launch. ${customSoftwarePriceLabel}, ${deliveryLabel(DELIVERY.projectWeeks)}.`,
  ],
  [
    'AI & Process Automation',
    `Chatbots, retrieval-augmented assistants, document AI and data pipelines that remove manual work. ${servicePriceLabel('ai-automation')} per project, ${deliveryLabel(DELIVERY.aiAutomationWeeks)}.`,
  ],
  [
    'Web & Mobile Development',
    `Fast, accessible web apps (${servicePriceLabel('web-development')}) and native or cross-platform mobile apps (${servicePriceLabel('mobile-development')}), ${deliveryLabel(DELIVERY.projectWeeks)}.`,
  ],
  ['Staff Augmentation', `Vetted engineers who join your team, ${servicePriceLabel('staff-augmentation')} by seniority. ${staffStartLabel}.`],
  ['Technical Consulting', `Architecture reviews, cloud and DevOps, security and data engineering advice from our senior engineers, ${consultingPriceLabel}.`],
] as const;

export async function renderPortfolioPdf(company: EmailCompany, studies: PortfolioStudy[]): Promise<Uint8Array> {
  const doc = await createTextDocument({ title: `${company.name} Portfolio`, author: company.name });
  doc.write(company.name, { font: doc.bold, size: 26, color: BRAND, gap: 6 });
  doc.write('Portfolio', { font: doc.bold, size: 18, gap: 10 });
  doc.paragraph(
    `${company.name} is a software and AI engineering agency founded in ${FOUNDED_YEAR}. Our team of ${TEAM_STATEMENT}, has delivered ${FIGURES.projects} projects for startups and enterprises in ${FIGURES.countries} countries, with ${FIGURES.uptime} uptime on the systems we run.`,
  );
  doc.space(4);
  doc.write([company.address, company.phone, company.email].filter(Boolean).join('  |  '), { size: 9, color: MUTED });

  doc.heading('What we do');
  for (const [name, text] of SERVICES) {
    doc.write(name, { font: doc.bold, gap: 2 });
    doc.paragraph(text, { indent: 12 });
    doc.space(4);
  }

  doc.heading('Selected case studies');
  for (const study of studies) {
    doc.space(4);
    doc.write(study.title, { font: doc.bold, size: 12, gap: 3 });
    doc.write(`${study.client} · ${study.industry}${study.timeline ? ` · ${study.timeline}` : ''}`, { size: 9, color: MUTED, gap: 4 });
    doc.paragraph(`Challenge: ${study.challenge}`, { indent: 12 });
    doc.paragraph(`Solution: ${study.solution}`, { indent: 12 });
    for (const result of study.results) doc.paragraph(`- ${result}`, { indent: 24 });
    if (study.technologies.length) doc.paragraph(`Technologies: ${study.technologies.join(', ')}`, { indent: 12, color: MUTED });
  }

  doc.heading("Let's talk");
  doc.paragraph(`Book a free ${FIGURES.consultation} consultation or write to ${company.email}. We reply within ${FIGURES.reply}.`);
  return doc.save();
}
