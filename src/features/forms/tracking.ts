// Where an entry came from, for every form of the site (the contact form's and the built forms').
// The page is the same for every visitor (page cache), so it carries no tracking: with JavaScript
// the form sends the page's address and the visitor's referrer; without, the post's Referer
// header is the page's address (the visitor's own referrer is not known then). The UTM parameters
// are those of the page's address.
import 'server-only';
import { headers } from 'next/headers';
import { trackingSchema, type Tracking } from '@/features/contact/schema';

function text(formData: FormData, name: string) {
  const value = formData.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** The post's Referer header; none when called outside a request (a script, a test). */
export async function postReferer(): Promise<string | null> {
  try {
    return (await headers()).get('referer');
  } catch {
    return null;
  }
}

export function trackingOf(formData: FormData, referer: string | null): Tracking {
  const sourcePage = (text(formData, 'sourcePage') || referer || '').slice(0, 2000);
  let query = new URLSearchParams();
  try {
    query = new URL(sourcePage).searchParams;
  } catch {
    // No page address, or not one: no UTM parameters.
  }
  const utm = (name: string) => (text(formData, name) || query.get(name) || undefined)?.slice(0, 200);
  const parsed = trackingSchema.safeParse({
    sourcePage: sourcePage || undefined,
    referrer: text(formData, 'referrer')?.slice(0, 2000) || undefined,
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
    utmTerm: utm('utm_term'),
    utmContent: utm('utm_content'),
  });
  return parsed.success ? parsed.data : {};
}
