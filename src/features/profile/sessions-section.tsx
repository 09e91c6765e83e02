'use client';

import { Button } from '@/components/ui/button';
import { useAdminAction } from '@/features/users/run-action';
import { signOutBrowser, signOutOtherBrowsers } from './session-actions';

/** A session as the list shows it: its times already written in the site's time zone. */
export type SessionRow = { id: string; browser: string; ipAddress: string | null; signedInAt: string; lastSeenAt: string; current: boolean };

/** The browsers the account is signed in on; each other one signed out with a click, or all at once. */
export function SessionsSection({ sessions }: { sessions: SessionRow[] }) {
  const { pending, run } = useAdminAction();
  const others = sessions.filter((session) => !session.current).length;
  return (
    <>
      <ul aria-label="Signed-in browsers" className="divide-y divide-white/10">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-white">
                {session.browser}
                {session.current && <span className="ml-2 rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs text-emerald-300">This browser</span>}
              </p>
              <p className="text-sm text-slate-400">
                Signed in on {session.signedInAt}
                {session.ipAddress && ` from ${session.ipAddress}`} · last seen on {session.lastSeenAt}
              </p>
            </div>
            {!session.current && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={pending}
                aria-label={`Sign out ${session.browser}, signed in on ${session.signedInAt}`}
                onClick={() => run(signOutBrowser, { id: session.id })}
              >
                Sign Out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Button type="button" size="sm" variant="outline" className="mt-4" disabled={pending} onClick={() => run(signOutOtherBrowsers, {})}>
          Sign Out All Other Browsers
        </Button>
      )}
    </>
  );
}
