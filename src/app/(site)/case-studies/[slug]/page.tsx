import { notFoundPage } from '@/components/site/not-found-page';
import { CaseStudyDetail } from '@/features/case-studies/case-study-detail';
import { getActiveCaseStudyBySlug } from '@/features/case-studies/queries';
import { getSiteInfo } from '@/features/settings/queries';
import { cachePolicy, declareCaching } from '@/server/cache-policy';
import { recordMetadata } from '../../record-metadata';

type Props = { params: Promise<{ slug: string }> };

export const generateMetadata = recordMetadata('slug', getActiveCaseStudyBySlug, (study) => ({
  title: study.title,
  description: study.description || `${study.title}: a case study of our work for ${study.client}.`,
  path: `/case-studies/${study.slug}`,
  type: 'article',
}));

export default async function CaseStudyPage({ params }: Props) {
  declareCaching(cachePolicy.shared());
  const { slug } = await params;
  const [study, site] = await Promise.all([getActiveCaseStudyBySlug(slug), getSiteInfo()]);
  if (!study) return notFoundPage();
  return <CaseStudyDetail study={study} companyName={site.companyName} />;
}
