import { receiveMediaUpload } from '@/features/media/upload';
import { requireRoleForRoute } from '@/server/auth/session';

/** Uploads one file to the media library (editors and above): 201 with the file, or 400/413 with the reason. */
export async function POST(request: Request) {
  const user = await requireRoleForRoute('editor');
  if (user instanceof Response) return user;
  const { status, body } = await receiveMediaUpload(request, user);
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
