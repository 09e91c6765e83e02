import 'server-only';
import { headers } from 'next/headers';
import { FORM_TOKEN_SLOT } from '@/server/page-cache-slot';
import { PAGE_CACHE_RENDER_HEADER } from '@/server/security-headers';
import { issueFormToken } from './form-token';

/**
 * The form token of the page being rendered: a fresh one, or in a render for the page cache the
 * slot that the cache fills with a fresh one per response (decisions/082-speed-with-forms.md).
 */
export async function formTokenForThisRender(): Promise<string> {
  return (await headers()).get(PAGE_CACHE_RENDER_HEADER) === '1' ? FORM_TOKEN_SLOT : issueFormToken();
}
