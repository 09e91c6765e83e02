import { LoadingState } from '@/components/site/loading-state';

export default function SettingsLoading() {
  return <LoadingState text="Loading settings…" />;
}
