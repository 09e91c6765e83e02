import { headers } from 'next/headers';
import { islandSrc } from '@/server/islands';
import { NONCE_HEADER } from '@/server/security-headers';

/**
 * Loads island `name` (src/**\/{name}.island.ts, decision 100) on the page that draws its markup:
 * a module script, so it runs once the HTML is parsed, and once per page however many of its
 * components the page has (React keeps one of each async script).
 */
export async function Island({ name }: { name: string }) {
  // The CSP runs scripts carrying the request's nonce (a page from the answer cache has none: its policy trusts 'self').
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return <script type="module" async src={await islandSrc(name)} nonce={nonce} />;
}
