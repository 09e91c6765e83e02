'use client';

// The subscribers screen's writes (admins): import a CSV, take one address off the list.
import { ChevronRight } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/features/admin/crud/call-action';
import { importSubscribersCsv, unsubscribeSubscriber, type ImportOutcome } from '../admin-actions';
import { IMPORT_LIMITS } from '../csv-import';

export function ImportSubscribers() {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<ImportOutcome | null>(null);
  const [open, setOpen] = useState(false);
  const fileId = useId();
  const errorsId = useId();
  const panelId = useId();
  const submit = () =>
    startTransition(async () => {
      const data = new FormData(form.current!);
      const file = data.get('file');
      if (file instanceof File && file.size > IMPORT_LIMITS.bytes) {
        setDone(null);
        return setErrors(['The file is larger than 1 MB: split it and import the parts one after another.']);
      }
      const result = await callAction(importSubscribersCsv, data);
      if (!result.ok) {
        setDone(null);
        setErrors(result.error.split('\n'));
        toast.error('Nothing imported', { description: 'The file has problems: see the list below the form.' });
        return;
      }
      setErrors([]);
      setDone(result.data as ImportOutcome);
      toast.success('Subscribers imported');
      form.current?.reset();
      router.refresh();
    });
  return (
    <section aria-label="Import" className="rounded-2xl border border-white/10 bg-white/[0.03] p-5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="flex min-h-10 items-center gap-2 font-semibold text-white"
      >
        <ChevronRight aria-hidden className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`} />
        Import a CSV
      </button>
      {open && (
        <form
          id={panelId}
          ref={form}
          aria-label="Import subscribers"
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="max-w-3xl text-sm text-slate-400">
            A header line with an <code>email</code> column and, if you like, a <code>status</code> column (subscribed, pending or unsubscribed), as the export
            writes it. Up to 1 MB. A file with a bad line is refused whole. Addresses already on the list keep their status, unless the file says unsubscribed.
          </p>
          <div>
            <label htmlFor={fileId} className="block text-sm font-medium text-slate-200">
              CSV file
            </label>
            <input
              id={fileId}
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              aria-describedby={errors.length ? errorsId : undefined}
              className="mt-1 block w-full max-w-md text-sm text-slate-200 file:mr-3 file:rounded-lg file:border-0 file:bg-white/10 file:px-3 file:py-2 file:text-white"
            />
          </div>
          <label className="flex max-w-3xl items-start gap-2 text-sm text-slate-200">
            <input type="checkbox" name="consented" value="yes" className="mt-0.5 size-5 shrink-0 accent-brand-600" />
            <span>
              These people agreed to receive our newsletter (for example, they signed up on our old site). Unticked, each new address is sent the confirmation
              email and receives issues only once it confirms.
            </span>
          </label>
          <Button type="submit" disabled={pending}>
            {pending ? 'Importing...' : 'Import'}
          </Button>
          {errors.length > 0 && (
            <div id={errorsId} role="alert" className="rounded-lg border border-rose-400/30 bg-rose-500/10 p-4 text-sm text-rose-200">
              <p className="font-semibold">Nothing was imported:</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {errors.map((error) => (
                  <li key={error} className="break-words">
                    {error}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {done && (
            <p role="status" className="rounded-lg border border-emerald-400/30 bg-emerald-500/10 p-4 text-sm text-emerald-200">
              Imported: {done.subscribed} subscribed, {done.pending} pending (sent the confirmation email), {done.unsubscribed} unsubscribed, {done.unchanged}{' '}
              already on the list
              {done.duplicates ? `, ${done.duplicates} repeated lines skipped` : ''}.
            </p>
          )}
        </form>
      )}
    </section>
  );
}

export function UnsubscribeButton({ id, email }: { id: string; email: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      aria-label={`Unsubscribe ${email}`}
      onClick={() => {
        if (!window.confirm(`Unsubscribe ${email}? They receive no more issues until they subscribe again themselves.`)) return;
        startTransition(async () => {
          const result = await callAction(unsubscribeSubscriber, { id });
          if (!result.ok) return void toast.error('Not unsubscribed', { description: result.error });
          toast.success(result.message ?? 'Unsubscribed');
          router.refresh();
        });
      }}
    >
      Unsubscribe
    </Button>
  );
}
