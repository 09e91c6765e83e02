import { LoadingState } from '@/components/site/loading-state';

export default function SeoLoading() {
  return <LoadingState text="Loading SEO overview…" />;
}
