import { NotFoundContent } from '@/components/site/not-found-content';

export const metadata = { title: 'Page not found' };

export default function NotFound() {
  return <NotFoundContent />;
}
