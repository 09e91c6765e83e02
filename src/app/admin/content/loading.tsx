import { LoadingState } from '@/components/site/loading-state';

export default function ContentManagerLoading() {
  return <LoadingState text="Loading content…" />;
}
