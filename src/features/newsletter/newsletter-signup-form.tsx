'use client';

import { usePathname } from 'next/navigation';
import { useActionState, useEffect, useId, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { trackEvent } from '@/features/analytics/track';
import { subscribeToNewsletter } from './actions';
import type { NewsletterResult } from './schema';

/** The footer's sign-up form (shown while the newsletter form is active). */
export function NewsletterSignupForm() {
  // The permalink (the page the footer is on) is the form's action: without JavaScript the visitor
  // posts to this page and sees the answer on it; with a bare server action it would be action="".
  const [result, formAction, pending] = useActionState<NewsletterResult, FormData>(subscribeToNewsletter, { status: 'idle' }, usePathname());
  const shown = useRef<NewsletterResult>(result);
  // The footer has this form, and a page may have a newsletter block too: each its own field id.
  const emailId = useId();

  // A toast for each new answer; the status line below also serves visitors without JavaScript.
  useEffect(() => {
    if (result === shown.current) return;
    shown.current = result;
    if (result.status === 'success') {
      trackEvent('newsletter_signup');
      toast.success('Almost done', { description: result.message });
    }
    if (result.status === 'error') toast.error('Subscription failed', { description: result.message });
  }, [result]);

  return (
    <form
      action={formAction}
      className="w-full"
      aria-label="Newsletter sign-up"
      // On a page without React, form-post.island.ts posts it and shows the answer drawn here (decision 100).
      data-island-form="newsletter"
      data-result={result.status === 'idle' ? undefined : result.status}
      data-toast-title={result.status === 'success' ? 'Almost done' : result.status === 'error' ? 'Subscription failed' : undefined}
      data-toast-text={result.status === 'idle' ? undefined : result.message}
      data-success-event="newsletter_signup"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={emailId} className="sr-only">
          Email address
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@company.com"
          className="h-11 min-w-0 rounded-lg border border-white/15 bg-slate-900 px-4 text-sm text-white placeholder:text-slate-400 sm:flex-1"
        />
        <Button type="submit" disabled={pending} data-sending-label="Subscribing...">
          {pending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p role="status" className={`mt-2 min-h-5 text-sm ${result.status === 'error' ? 'text-red-300' : 'text-emerald-300'}`}>
        {result.status !== 'idle' && result.message}
      </p>
    </form>
  );
}
