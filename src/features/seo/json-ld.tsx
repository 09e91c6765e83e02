import { headers } from 'next/headers';
import { NONCE_HEADER } from '@/server/security-headers';

/** Structured data for search engines. `<` is escaped so that text from the CMS cannot close the script. */
export async function JsonLd({ data }: { data: Record<string, unknown> }) {
  // A data block never runs, but a strict CSP reviewer (and some scanners) expect every inline script to carry the nonce.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') }}
    />
  );
}
