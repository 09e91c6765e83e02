import { LoadingState } from '@/components/site/loading-state';

export default function LeadsLoading() {
  return <LoadingState text="Loading leads…" />;
}
