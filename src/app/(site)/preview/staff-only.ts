// The previews (a page's unsaved edit, a case study's draft, a version from a history) are for
// signed-in editors only: anyone else gets the 404 page, as if the address did not exist, and the
// answer is private so that no cache hands one editor's draft to another visitor.
import 'server-only';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasRole } from '@/server/auth/roles';
import { getSessionUser } from '@/server/auth/session';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

/** The signed-in editor, or the 404 page for anyone else. `what` says what the private answer holds. */
export async function requirePreviewEditor(what: string) {
  declareCaching(cachePolicy.private(what));
  await connection();
  const user = await getSessionUser();
  if (!user || !hasRole(user.role, 'editor')) notFound();
  return user;
}
