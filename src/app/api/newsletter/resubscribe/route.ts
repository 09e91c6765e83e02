import { postResubscribe } from '@/features/newsletter/link-routes';

/** The preferences page's Subscribe again button. */
export function POST(request: Request) {
  return postResubscribe(request);
}
