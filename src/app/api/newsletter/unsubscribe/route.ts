import { postUnsubscribe } from '@/features/newsletter/link-routes';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

/** The List-Unsubscribe address opened in a browser: the page with its button (a GET changes nothing). */
export function GET(request: Request) {
  declareCaching(cachePolicy.private('acts on the subscriber token in its address'));
  const { search } = new URL(request.url);
  return new Response(null, { status: 303, headers: { Location: `/newsletter/unsubscribe${search}` } });
}

/** One click from the mail client (RFC 8058), or the button of our unsubscribe page. */
export function POST(request: Request) {
  return postUnsubscribe(request);
}
