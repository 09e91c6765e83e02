import { LoadingState } from '@/components/site/loading-state';

export default function PartnersLoading() {
  return <LoadingState text="Loading partners…" />;
}
