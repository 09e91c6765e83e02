'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/features/admin/crud/call-action';
import { SelectField, TextField } from '@/features/admin/crud/fields';
import { useAdminAction } from '@/features/users/run-action';
import { API_KEY_ROLES } from '@/server/db/enums';
import { createApiKeyAction, revokeApiKeyAction } from './admin-actions';
import { API_KEY_ROLE_LABELS, apiKeyFormSchema } from './schema';

type Role = (typeof API_KEY_ROLES)[number];
type Field = 'name' | 'role' | 'expires';

/**
 * The key just made, in a read-only box with Copy. It lives only in this component's state: the
 * server keeps a hash, so after a reload nobody can see it again.
 */
function NewKey({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  const fieldId = useId();
  const noteId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // Focused (and so selected) when it appears: ready for Ctrl+C, and read out to screen readers.
  useEffect(() => box.current?.focus(), [apiKey]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      toast.success('API key copied');
    } catch {
      // No clipboard (a page served over plain HTTP): select it for Ctrl+C instead.
      box.current?.select();
      toast.error('Could not copy the key. It is selected: copy it with Ctrl+C or Cmd+C.');
    }
  };
  return (
    <div className="mt-4 rounded-xl border border-emerald-400/30 bg-emerald-500/10 p-4">
      <Label htmlFor={fieldId} className="block text-sm font-medium text-emerald-100">
        New API key &ldquo;{name}&rdquo;
      </Label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start">
        <Textarea
          inline
          id={fieldId}
          ref={box}
          readOnly
          rows={2}
          value={apiKey}
          aria-describedby={noteId}
          onFocus={(event) => event.currentTarget.select()}
          className="field-sizing-content block w-full min-w-0 resize-none break-all font-mono"
        />
        <div className="flex shrink-0 gap-2">
          <Button type="button" size="sm" className="min-h-10" onClick={() => void copy()}>
            Copy
          </Button>
          <Button type="button" variant="outline" size="sm" className="min-h-10" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
      <p id={noteId} className="mt-2 text-sm text-emerald-100">
        Copy this key now and keep it somewhere safe: it will not be shown again.
      </p>
    </div>
  );
}

const EMPTY = { name: '', role: 'editor' as Role, expires: '' };

/** Makes a key: name, role, optional expiry date; then shows the key once. */
export function CreateApiKeyForm({ timeZone }: { timeZone: string }) {
  const router = useRouter();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  /** A field's value, its change handler (which clears its error) and its error. */
  const bind = <F extends Field>(field: F) => ({ value: values[field], onChange: change(field), error: errors[field] });

  const submit = () => {
    const checked = apiKeyFormSchema.safeParse(values);
    if (!checked.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
      setErrors(fieldErrors);
      toast.error('Failed to create the API key.', { description: checked.error.issues[0]?.message });
      return;
    }
    startTransition(async () => {
      const result = await callAction(createApiKeyAction, checked.data);
      if (!result.ok) {
        // The server's only refusal of a well-formed form is an expiry in the past.
        if (result.status === 400) setErrors({ expires: result.error });
        toast.error('Failed to create the API key.', { description: result.error });
        if (result.status === 401) router.refresh();
        return;
      }
      setCreated({ name: checked.data.name, key: (result.data as { key: string }).key });
      setValues(EMPTY);
      setErrors({});
      toast.success('API key created');
      router.refresh();
    });
  };

  return (
    <div>
      {created && <NewKey name={created.name} apiKey={created.key} onDone={() => setCreated(null)} />}
      <form
        aria-label="Create an API key"
        noValidate
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Key name"
            {...bind('name')}
            maxLength={100}
            placeholder="Zapier, CRM sync…"
            hint="Says who uses the key; the audit log names it."
            autoComplete="off"
          />
          <SelectField
            label="Role"
            {...bind('role')}
            options={API_KEY_ROLES}
            labels={API_KEY_ROLE_LABELS}
            hint="Editor: content. Admin: content and settings."
          />
          <TextField label="Expires" optional type="date" {...bind('expires')} hint={`Works until the end of this day (${timeZone}). Empty: never expires.`} />
        </div>
        <Button type="submit" className="mt-4" disabled={pending}>
          {pending ? 'Creating…' : 'Create API key'}
        </Button>
      </form>
    </div>
  );
}

/** Revokes one key after a confirm(); the list then shows it as Revoked. */
export function RevokeApiKeyButton({ id, name }: { id: string; name: string }) {
  const { pending, run } = useAdminAction();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="min-h-10 whitespace-nowrap"
      disabled={pending}
      aria-label={`Revoke ${name}`}
      onClick={() => {
        if (window.confirm(`Revoke the API key “${name}”? Every system using it is refused from now on. This cannot be undone.`))
          run(revokeApiKeyAction, { id });
      }}
    >
      Revoke
    </Button>
  );
}
