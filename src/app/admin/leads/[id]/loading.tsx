import { LoadingState } from '@/components/site/loading-state';

export default function LeadLoading() {
  return <LoadingState text="Loading lead…" />;
}
