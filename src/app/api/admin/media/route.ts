import { receiveMediaUpload } from '@/features/media/upload';
import { authorizationResponse, requireRole } from '@/server/auth/session';

/** Uploads one file to the media library (editors and above): 201 with the file, or 400/413 with the reason. */
export async function POST(request: Request) {
  let user;
  try {
    user = await requireRole('editor');
  } catch (error) {
    const response = authorizationResponse(error);
    if (response) return response;
    throw error;
  }
  const { status, body } = await receiveMediaUpload(request, user);
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
