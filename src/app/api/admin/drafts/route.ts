import { saveWorkingCopyAs, SAVE_FAILED } from '@/features/publishing/save';
import { requireRoleForRoute } from '@/server/auth/session';
import { logger } from '@/server/logger';

/**
 * The editor's last autosave as its tab closes or hides (fetch with keepalive: a server action
 * cannot outlive the page). The same rules as the editor's save action; JSON only, so another
 * site's form cannot post here (and the request guard refuses cross-origin writes anyway).
 */
export async function POST(request: Request) {
  const user = await requireRoleForRoute('editor');
  if (user instanceof Response) return user;
  const headers = { 'Cache-Control': 'no-store' };
  if (!request.headers.get('content-type')?.startsWith('application/json'))
    return Response.json({ ok: false, error: 'Send the draft as JSON.' }, { status: 415, headers });
  let input: unknown;
  try {
    input = await request.json();
  } catch {
    return Response.json({ ok: false, error: 'The draft is not valid JSON.' }, { status: 400, headers });
  }
  try {
    const result = await saveWorkingCopyAs(user, input);
    return Response.json(result, { status: result.ok ? 200 : result.status, headers });
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'draft save failed');
    return Response.json({ ok: false, error: SAVE_FAILED }, { status: 500, headers });
  }
}
