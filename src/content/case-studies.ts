// Copy of the /case-studies page. The industry cards tell the sample studies' stories
// (features/case-studies/samples.ts, which the list shows while no case study is stored).
import type { Stat } from '@/components/site/sections';
import { sampleCaseStudies } from '@/features/case-studies/samples';
import { FIGURES, FOUNDED_YEAR } from './facts';

export const caseStudiesPage = {
  metadata: {
    title: 'Case Studies',
    description: `Real results from ${FIGURES.projects} software and AI projects: how Axion Labs helped companies in healthcare, finance, e-commerce, manufacturing and more ship faster.`,
  },
  hero: {
    eyebrow: 'Client Success Stories',
    title: 'Case Studies',
    subtitle: `How we turn complex business problems into measurable results. Explore the software, AI and automation projects we have delivered for startups and enterprises since ${FOUNDED_YEAR}.`,
    primary: { label: 'Start Your Success Story', href: '/estimator' },
    secondary: { label: 'Discuss Your Project', href: '/contact' },
  },
  stats: [
    { value: FIGURES.projects, label: 'Projects delivered' },
    { value: FIGURES.satisfaction, label: 'Client satisfaction' },
    { value: FIGURES.clientValue, label: 'Value created for clients' },
    { value: FIGURES.roi, label: 'Average ROI' },
  ] satisfies Stat[],
  list: {
    title: 'Featured Projects',
    subtitle: 'A selection of engagements, from first workshop to production, with the results our clients measured.',
    loading: 'Loading case studies',
  },
  cta: {
    title: 'Ready to Be Our Next Success Story?',
    text: `Tell us about your project and get a free, no-obligation estimate. We reply to every enquiry within ${FIGURES.reply}.`,
    primary: { label: 'Discuss Your Project', href: '/contact' },
    secondary: { label: 'Get a Free Estimate', href: '/estimator' },
  },
} as const;

/** "a, b and c". */
function inWordsList(items: readonly string[]) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A sample study in one paragraph, its results as the study states them (the industry cards' success stories). */
export function sampleStory(client: string): string {
  const study = sampleCaseStudies.find((s) => s.client === client);
  if (!study) throw new Error(`No sample case study for ${client}`);
  return `${study.client}: ${study.description} Results: ${inWordsList(study.results.map((r) => `${r.metric} ${r.description}`))}.`;
}
