'use client';

import { LogOut } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useActionState } from 'react';
import { signOut } from '@/features/auth/actions';

/**
 * Sign Out as a form. useActionState's third argument (the permalink) becomes the form's action
 * attribute: a form bound to a bare server action renders action="", which is not valid HTML.
 * The current page hosts the action, so a post without JavaScript reaches it there.
 */
export function SignOutButton({ className }: { className: string }) {
  const [, formAction] = useActionState<void, FormData>(signOut, undefined, usePathname());
  return (
    <form action={formAction}>
      <button type="submit" className={className}>
        <LogOut aria-hidden className="size-4" />
        Sign Out
      </button>
    </form>
  );
}
