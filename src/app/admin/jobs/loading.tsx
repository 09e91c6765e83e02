import { LoadingState } from '@/components/site/loading-state';

export default function JobsLoading() {
  return <LoadingState text="Loading jobs…" />;
}
