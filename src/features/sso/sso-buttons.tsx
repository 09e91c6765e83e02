import { getDb } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';
import { listSignInProviders } from './sign-in';

/**
 * "Sign in with ..." under a sign-in form, one link per active identity provider (decision 107).
 * Plain links: they work without JavaScript. Nothing when no provider is set up.
 */
export async function SsoButtons({ next }: { next: string }) {
  const providers = (await nullOnFailure(listSignInProviders(await getDb()), 'identity providers list failed')) ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span aria-hidden className="h-px flex-1 bg-white/10" />
        or
        <span aria-hidden className="h-px flex-1 bg-white/10" />
      </p>
      <ul className="mt-4 space-y-2">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              href={`/auth/sso/${provider.id}?next=${encodeURIComponent(next)}`}
              className="flex min-h-11 w-full items-center justify-center rounded-lg border border-white/20 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-white/10"
            >
              Sign In with {provider.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
