import { LoadingState } from '@/components/site/loading-state';

export default function CaseStudiesLoading() {
  return <LoadingState text="Loading case studies…" />;
}
