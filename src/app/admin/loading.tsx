import { LoadingState } from '@/components/site/loading-state';

export default function AdminLoading() {
  return <LoadingState text="Loading…" />;
}
