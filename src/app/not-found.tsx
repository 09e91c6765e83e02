import { NotFoundContent } from '@/components/site/not-found-content';

// Unknown public paths are caught by (site)/[...slug] and get the site's header and footer from
// (site)/not-found.tsx; this one only serves paths outside the public site. The server logs
// every 404 with its path (src/server/http-server.ts).
export const metadata = { title: 'Page not found' };

export default function NotFound() {
  return <NotFoundContent />;
}
