import { LoadingState } from '@/components/site/loading-state';

export default function MediaLibraryLoading() {
  return <LoadingState text="Loading media files…" />;
}
