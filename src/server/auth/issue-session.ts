// One way into a session for sign-ins better-auth does not carry out itself: a passkey and single
// sign-on (decisions 106, 107). Our code checks the person first; this endpoint then makes the
// session row and sets the session cookie exactly as a password sign-in does, so every session is
// one kind, listed in the profile and ended the same way. Server-only: better-auth's HTTP handler
// is not mounted, and the endpoint is marked so that it refuses a request even if it were.
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { BetterAuthPlugin } from 'better-auth';
import { z } from 'zod';

export const issueSessionPlugin = () =>
  ({
    id: 'issue-session',
    endpoints: {
      issueSession: createAuthEndpoint(
        '/issue-session',
        { method: 'POST', body: z.object({ userId: z.string().min(1) }), metadata: { SERVER_ONLY: true } },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND', { message: 'No such account.' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token, user: { id: user.id, email: user.email, name: user.name } });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
