import { authorizationResponse, requireRole } from '@/server/auth/session';

/** Who is signed in (scripts and monitoring): 401 without a valid session, 403 without a role. */
export async function GET() {
  try {
    const user = await requireRole('editor');
    return Response.json({ email: user.email, name: user.name, role: user.role }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    const response = authorizationResponse(error);
    if (response) return response;
    throw error;
  }
}
