import { NextResponse } from 'next/server';
import { submitApplication } from '@/features/jobs/submit-application';

// Multipart uploads (a CV of up to 10 MB) go through a route handler rather than a server
// action, whose body limit would have to be raised for every action of the site.
export async function POST(request: Request) {
  const { result, returnTo } = await submitApplication(request);
  if (request.headers.get('accept')?.includes('application/json')) {
    return NextResponse.json(result, { status: result.status === 'success' ? 200 : 400 });
  }
  // Without JavaScript: back to the form, which shows the outcome. The address is relative, so the
  // visitor stays on the host they used: request.url names the server's own host (localhost),
  // where the CSP's form-action 'self' would not let the browser follow.
  const target = new URL(returnTo, request.url);
  target.searchParams.set(result.status === 'success' ? 'sent' : 'error', result.status === 'success' ? '1' : result.message);
  return new Response(null, { status: 303, headers: { Location: `${target.pathname}${target.search}` } });
}
