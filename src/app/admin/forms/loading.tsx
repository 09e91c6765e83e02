import { LoadingState } from '@/components/site/loading-state';

export default function FormsLoading() {
  return <LoadingState text="Loading forms…" />;
}
