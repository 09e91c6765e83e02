'use client';

// The detail view's writes: the pipeline select, spam / not spam, notes and the Retry of a failed
// email. Each answer becomes the spec's toast; the page then re-reads the lead from the server.
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Field, Select, Textarea } from '@/components/ui/field';
import { callAction, type AdminAction } from '@/features/admin/crud/call-action';
import { addLeadNote, retryLeadEmail, setLeadSpam, updateLeadStatus } from './admin-actions';
import { NOTE_MAX } from './admin-schema';
import { STATUS_LABELS, type LeadStatus } from './list-params';

const PIPELINE: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost', 'archived'];

/** Runs the action and shows the toast: `success` on success, `failure` with the server's message otherwise. */
function useLeadWrite() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = (action: AdminAction, input: unknown, success: string, failure: string, after?: () => void, undo?: () => void) =>
    startTransition(async () => {
      const result = await callAction(action, input);
      if (!result.ok) {
        toast.error(failure, { description: result.error });
        undo?.();
        router.refresh();
        return;
      }
      toast.success(success);
      after?.();
      router.refresh();
    });
  return { pending, run };
}

/** The parent keys it by status and spam flag, so a refreshed lead starts it afresh. */
export function LeadPipeline({ id, status, isSpam }: { id: string; status: LeadStatus; isSpam: boolean }) {
  const selectId = useId();
  const [chosen, setChosen] = useState(status);
  const { pending, run } = useLeadWrite();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field id={selectId} label="Status">
        {(control) => (
          <Select
            {...control}
            value={chosen}
            disabled={pending}
            onChange={(event) => {
              const next = event.target.value as LeadStatus;
              setChosen(next);
              run(updateLeadStatus, { id, status: next }, 'Status Updated', 'Failed to update lead.', undefined, () => setChosen(status));
            }}
            className="w-48"
          >
            {PIPELINE.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-[38px]"
        disabled={pending}
        onClick={() => run(setLeadSpam, { id, spam: !isSpam }, isSpam ? 'Marked as Not Spam' : 'Marked as Spam', 'Failed to update lead.')}
      >
        {isSpam ? 'Mark as Not Spam' : 'Mark as Spam'}
      </Button>
    </div>
  );
}

export function LeadNoteForm({ id }: { id: string }) {
  const textId = useId();
  const [body, setBody] = useState('');
  const { pending, run } = useLeadWrite();
  return (
    <form
      aria-label="Add a note"
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        run(addLeadNote, { id, body }, 'Note Added', 'Failed to add note.', () => setBody(''));
      }}
    >
      <Field id={textId} label="New note">
        {(control) => <Textarea {...control} value={body} rows={3} maxLength={NOTE_MAX} onChange={(event) => setBody(event.target.value)} />}
      </Field>
      <Button type="submit" size="sm" disabled={pending}>
        Add Note
      </Button>
    </form>
  );
}

export function RetryMailButton({ leadId, mailId, subject }: { leadId: string; mailId: string; subject: string }) {
  const { pending, run } = useLeadWrite();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      aria-label={`Retry ${subject}`}
      onClick={() => run(retryLeadEmail, { leadId, mailId }, 'Email Queued Again', 'Failed to retry email.')}
    >
      Retry
    </Button>
  );
}
