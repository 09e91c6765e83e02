import { LoadingState } from '@/components/site/loading-state';

export default function EstimatorDataLoading() {
  return <LoadingState text="Loading estimator data…" />;
}
