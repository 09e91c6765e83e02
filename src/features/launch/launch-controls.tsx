'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { callAction, type AdminAction } from '@/features/admin/crud/call-action';
import { sendLaunchTestEmail, switchPrelaunch } from './actions';

function useLaunchAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = (action: AdminAction, input: unknown, failure: string) =>
    startTransition(async () => {
      const result = await callAction(action, input);
      if (result.ok) toast.success(result.message ?? 'Done');
      else toast.error(failure, { description: result.error });
      router.refresh();
    });
  return { pending, run };
}

export function TestEmailButton() {
  const { pending, run } = useLaunchAction();
  return (
    <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => run(sendLaunchTestEmail, {}, 'Test email not accepted')}>
      {pending ? 'Sending…' : 'Send a test email to me'}
    </Button>
  );
}

/** Turning it off asks first: the site then opens to search engines. */
export function PrelaunchSwitch({ on }: { on: boolean }) {
  const { pending, run } = useLaunchAction();
  return (
    <Button
      type="button"
      variant={on ? 'primary' : 'outline'}
      size="sm"
      disabled={pending}
      onClick={() => {
        if (on && !window.confirm('Open the site to search engines? Pages will be indexed from their next visit.')) return;
        run(switchPrelaunch, { on: !on }, 'Pre-launch mode not switched');
      }}
    >
      {on ? 'Turn Off Pre-launch Mode' : 'Turn On Pre-launch Mode'}
    </Button>
  );
}
