import { LoadingState } from '@/components/site/loading-state';

export default function NavigationLoading() {
  return <LoadingState text="Loading navigation…" />;
}
