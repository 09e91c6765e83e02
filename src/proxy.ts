import { NextResponse, type NextRequest } from 'next/server';

// A first, cheap gate: a visitor without a session cookie is sent to the login before any admin
// code runs. It is not the check that matters: every admin page, action and route handler calls
// requireRole(), which looks the session up in the database.
const SESSION_COOKIES = ['axion.session_token', '__Secure-axion.session_token'];

export function proxy(request: NextRequest) {
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return NextResponse.next();
  const login = new URL('/ax-admin-panel', request.url);
  login.searchParams.set('next', request.nextUrl.pathname);
  return NextResponse.redirect(login);
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
