import { buttonClasses } from '@/components/ui/button';

export type SignInProvider = { id: string; name: string };

/**
 * "Sign In with ..." under a sign-in form, one link per active identity provider (decision 107).
 * Plain links: they work without JavaScript.
 */
export function SsoLinks({ providers, next }: { providers: readonly SignInProvider[]; next: string }) {
  if (providers.length === 0) return null;
  return (
    <ul className="space-y-3">
      {providers.map((provider) => (
        <li key={provider.id}>
          <a href={`/auth/sso/${provider.id}?next=${encodeURIComponent(next)}`} className={buttonClasses({ variant: 'outline', size: 'lg' }, 'w-full')}>
            Sign In with {provider.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
