import { LoadingState } from '@/components/site/loading-state';

export default function WebsiteSectionsLoading() {
  return <LoadingState text="Loading website sections…" />;
}
