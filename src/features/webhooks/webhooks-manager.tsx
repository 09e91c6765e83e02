'use client';

import { BackLink } from '@/components/ui/back-link';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { ActiveSwitch } from '@/features/admin/crud/active-switch';
import { callAction } from '@/features/admin/crud/call-action';
import { CrudManager, type CrudScreenText } from '@/features/admin/crud/crud-manager';
import { CheckboxField, CheckboxGroupField, TextField } from '@/features/admin/crud/fields';
import { DataTable, type DataColumn } from '@/features/admin/crud/data-table';
import { StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { deleteEndpoint, newSecret, saveEndpoint, sendTestEvent, showSecret, switchEndpoint } from './admin-actions';
import { WEBHOOK_EVENT_GROUPS, type WebhookEventName } from './events';
import type { DeliveryStatus, DeliveryView, EndpointView } from './queries';
import { EMPTY_ENDPOINT, ENDPOINT_LIMITS, type EndpointFormValues } from './schema';

/** How screens and screen readers name an endpoint: its description, else its address. */
const nameOf = (endpoint: EndpointView) => endpoint.description || endpoint.url;

const STATUS_STYLE: Record<DeliveryStatus, string> = {
  delivered: 'bg-emerald-700 text-white',
  failed: 'bg-rose-700 text-white',
  retrying: 'bg-amber-300 text-slate-950',
  queued: 'bg-slate-700 text-slate-100',
  sending: 'bg-slate-700 text-slate-100',
};

function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLE[status]}`}>{status}</span>;
}

const DELIVERY_COLUMNS: DataColumn<DeliveryView>[] = [
  { header: 'Event', className: 'whitespace-nowrap px-3 py-2 font-mono text-xs', cell: (delivery) => delivery.event },
  { header: 'Time', className: 'whitespace-nowrap px-3 py-2', cell: (delivery) => delivery.createdAt },
  { header: 'Status', className: 'whitespace-nowrap px-3 py-2', cell: (delivery) => <DeliveryStatusBadge status={delivery.status} /> },
  {
    header: 'Response',
    className: 'px-3 py-2',
    title: (delivery) => delivery.lastError ?? undefined,
    cell: (delivery) => (
      <>
        <span className="whitespace-nowrap">{delivery.responseCode ?? '—'}</span>
        {delivery.lastError && delivery.status !== 'delivered' && <span className="block max-w-xs text-xs text-slate-400">{delivery.lastError}</span>}
      </>
    ),
  },
  { header: 'Attempts', className: 'whitespace-nowrap px-3 py-2', cell: (delivery) => delivery.attempts },
];

function Deliveries({ endpoint }: { endpoint: EndpointView }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-400">Recent deliveries</h3>
      <DataTable
        label={`Recent deliveries to ${nameOf(endpoint)}`}
        className="mt-2"
        headingClassName="px-3 py-2 font-semibold"
        columns={DELIVERY_COLUMNS}
        rows={endpoint.deliveries}
        rowKey={(delivery) => delivery.id}
        rowClassName="text-slate-200"
        empty={<p className="mt-2 text-sm text-slate-400">None yet. Send a test event to check the receiver.</p>}
      />
    </div>
  );
}

/** The signing secret, fetched when asked for, with Hide and Regenerate. */
function SecretPanel({
  endpoint,
  secret,
  pending,
  onHide,
  onRegenerate,
}: {
  endpoint: EndpointView;
  secret: string;
  pending: boolean;
  onHide: () => void;
  onRegenerate: () => void;
}) {
  const id = useId();
  return (
    <div className="mt-3 rounded-lg border border-white/10 bg-slate-950/60 p-3">
      <Field
        id={id}
        label={
          <>
            Signing secret<span className="sr-only"> of {nameOf(endpoint)}</span>
          </>
        }
        help='The receiver checks the X-Axion-Signature header with it (docs/operations.md, "Webhooks").'
      >
        {(control) => <Input {...control} readOnly value={secret} onFocus={(event) => event.target.select()} className="font-mono text-xs" />}
      </Field>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onHide}>
          Hide secret
        </Button>
        <Button type="button" variant="danger" size="sm" disabled={pending} onClick={onRegenerate}>
          Regenerate
        </Button>
      </div>
    </div>
  );
}

/** An endpoint's card body; `onWorking` tells the manager while its buttons are at work, so that its Delete waits. */
function EndpointCard({ endpoint, onWorking }: { endpoint: EndpointView; onWorking: (working: boolean) => void }) {
  const router = useRouter();
  const [secret, setSecret] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const name = nameOf(endpoint);

  const run = (work: () => Promise<void>) => {
    onWorking(true);
    startTransition(async () => {
      try {
        await work();
      } finally {
        onWorking(false);
      }
    });
  };
  const test = () =>
    run(async () => {
      const result = await callAction(sendTestEvent, { id: endpoint.id });
      if (result.ok) toast.success(result.message ?? 'Test event sent');
      else toast.error('Test event not delivered', { description: result.error });
      router.refresh();
    });
  const reveal = () =>
    run(async () => {
      const result = await callAction(showSecret, { id: endpoint.id });
      if (result.ok) setSecret((result.data as { secret: string }).secret);
      else toast.error('Failed to show the secret', { description: result.error });
    });
  const regenerate = () => {
    if (!window.confirm('Make a new secret? The receiver must be given it: requests signed with the old one stop at once.')) return;
    run(async () => {
      const result = await callAction(newSecret, { id: endpoint.id });
      if (!result.ok) return void toast.error('Failed to regenerate the secret', { description: result.error });
      setSecret((result.data as { secret: string }).secret);
      toast.success(result.message ?? 'New secret made');
    });
  };
  const toggle = () =>
    run(async () => {
      const result = await callAction(switchEndpoint, { id: endpoint.id, isActive: !endpoint.isActive });
      if (result.ok) toast.success(result.message ?? 'Saved');
      else toast.error('Failed to switch the webhook endpoint', { description: result.error });
      router.refresh();
    });

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 break-all text-lg font-semibold text-white">{endpoint.url}</h2>
        <StatusBadge active={endpoint.isActive} />
      </div>
      {endpoint.description && <p className="mt-1 text-sm text-slate-300">{endpoint.description}</p>}
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Events sent to ${name}`}>
        {endpoint.events.map((event) => (
          <li key={event} className="rounded-md border border-white/15 px-1.5 py-0.5 font-mono text-xs text-slate-200">
            {event}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-400">
        Added {endpoint.createdAt}
        {endpoint.createdByName && ` by ${endpoint.createdByName}`}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="button" size="sm" disabled={pending} onClick={test} aria-label={`Send test event to ${name}`}>
          {pending ? 'Working…' : 'Send test event'}
        </Button>
        {secret === null && (
          <Button type="button" variant="outline" size="sm" disabled={pending} onClick={reveal} aria-label={`Show secret of ${name}`}>
            Show secret
          </Button>
        )}
        <ActiveSwitch
          checked={endpoint.isActive}
          disabled={pending}
          onChange={toggle}
          label={
            <>
              Active<span className="sr-only"> for {name}</span>
            </>
          }
        />
      </div>
      {secret !== null && <SecretPanel endpoint={endpoint} secret={secret} pending={pending} onHide={() => setSecret(null)} onRegenerate={regenerate} />}
      <Deliveries endpoint={endpoint} />
    </>
  );
}

function EventChoices({ value: values, onChange }: { value: WebhookEventName[]; onChange: (events: WebhookEventName[]) => void }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="block text-sm font-medium text-slate-200">Events</legend>
      <p className="mt-1 text-xs text-slate-400">What this endpoint is sent. The Test button sends webhook.test whatever is chosen here.</p>
      <div className="mt-3 space-y-4">
        {WEBHOOK_EVENT_GROUPS.map((group) => (
          <CheckboxGroupField
            key={group.label}
            legend={group.label}
            options={group.events}
            values={values.filter((event) => (group.events as readonly string[]).includes(event))}
            onChange={(chosen) =>
              onChange([...values.filter((event) => !(group.events as readonly string[]).includes(event)), ...(chosen as WebhookEventName[])])
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** /admin/settings/webhooks: the endpoints, each with its test button, secret, switch and latest deliveries. */
export function WebhooksManager({ endpoints, loadFailed, timeZone }: { endpoints: EndpointView[]; loadFailed?: boolean; timeZone: string }) {
  const crud = useCrudForm<EndpointFormValues>({ noun: 'webhook endpoint', empty: EMPTY_ENDPOINT, save: saveEndpoint, remove: deleteEndpoint });
  const [working, setWorking] = useState<ReadonlySet<string>>(new Set());
  const setEndpointWorking = (id: string) => (isWorking: boolean) =>
    setWorking((current) => {
      const next = new Set(current);
      if (isWorking) next.add(id);
      else next.delete(id);
      return next;
    });
  const busy = (endpoint: EndpointView) => working.has(endpoint.id);
  const card = (endpoint: EndpointView) => <EndpointCard endpoint={endpoint} onWorking={setEndpointWorking(endpoint.id)} />;
  const text: CrudScreenText = {
    title: 'Webhooks',
    description: `Each endpoint receives the events it chose as signed JSON (HMAC-SHA256), retried for hours when the receiver fails. Times are in ${timeZone}.`,
    emptyText: 'No webhook endpoints yet. Add one to send new leads and content changes to another system.',
    addLabel: 'Add Endpoint',
    formTitle: 'Add Webhook Endpoint',
  };
  return (
    <div className="space-y-4">
      <BackLink href="/admin/settings#settings-integrations">Settings</BackLink>
      <CrudManager crud={crud} text={text} rows={endpoints} loadFailed={loadFailed} nameOf={nameOf} busy={busy} card={card}>
        <TextField
          label="Endpoint URL"
          type="url"
          {...crud.bind('url')}
          maxLength={ENDPOINT_LIMITS.url}
          placeholder="https://hooks.example.com/axion"
          hint="Where the events are posted: an http:// or https:// address."
        />
        <TextField label="Description" optional {...crud.bind('description')} maxLength={ENDPOINT_LIMITS.description} placeholder="CRM, Slack, site rebuild…" />
        <EventChoices {...crud.bind('events')} />
        <div className="sm:col-span-2">
          <CheckboxField
            label="Active"
            {...crud.bindChecked('isActive')}
            hint="Switched off, the endpoint is sent nothing, not even the retries it has waiting."
          />
        </div>
      </CrudManager>
    </div>
  );
}
