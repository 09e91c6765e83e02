import { requireRoleForRoute } from '@/server/auth/session';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

/** Who is signed in (scripts and monitoring): 401 without a valid session, 403 without a role. */
export async function GET() {
  declareCaching(cachePolicy.private('the signed-in person'));
  const user = await requireRoleForRoute('editor');
  if (user instanceof Response) return user;
  return Response.json({ email: user.email, name: user.name, role: user.role }, { headers: { 'Cache-Control': 'no-store' } });
}
