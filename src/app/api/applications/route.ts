import { NextResponse } from 'next/server';
import { submitApplication } from '@/features/jobs/submit-application';

// Multipart uploads (a CV of up to 10 MB) go through a route handler rather than a server
// action, whose body limit would have to be raised for every action of the site.
export async function POST(request: Request) {
  const { result, returnTo, status, notAForm } = await submitApplication(request);
  if (request.headers.get('accept')?.includes('application/json')) return NextResponse.json(result, { status });
  // Not a form a browser sends (another content type, a broken body): no page to go back to.
  if (notAForm && result.status === 'error') return new Response(result.message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  // Without JavaScript: back to the form, which shows the outcome. The address carries a code,
  // never text: the page shows only the messages it knows. It is relative, so the visitor stays on
  // the host they used: request.url names the server's own host (localhost), where the CSP's
  // form-action 'self' would not let the browser follow.
  const target = new URL(returnTo, request.url);
  if (result.status === 'success') target.searchParams.set('sent', '1');
  else target.searchParams.set('error', result.code);
  return new Response(null, { status: 303, headers: { Location: `${target.pathname}${target.search}` } });
}
