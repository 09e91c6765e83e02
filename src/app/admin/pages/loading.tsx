import { LoadingState } from '@/components/site/loading-state';

export default function PagesLoading() {
  return <LoadingState text="Loading pages…" />;
}
