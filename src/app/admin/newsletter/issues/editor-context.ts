import 'server-only';
import { editorChoices } from '@/features/newsletter/admin/editor-data';
import { getSiteTimeZone } from '@/features/settings/queries';
import { hasRole } from '@/server/auth/roles';
import type { SessionUser } from '@/server/auth/session';
import type { Database } from '@/server/db/client';

/** What the issue editor shows besides the issue, new or saved: the posts to feature, the confirmed subscribers, whether this user may send, the time zone. */
export async function issueEditorContext(db: Database, user: SessionUser) {
  const [choices, timeZone] = await Promise.all([editorChoices(db), getSiteTimeZone()]);
  return { posts: choices.posts, confirmed: choices.confirmed, canSend: hasRole(user.role, 'admin'), timeZone, userEmail: user.email };
}
