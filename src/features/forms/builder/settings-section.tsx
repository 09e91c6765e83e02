'use client';

// The form's settings: the button's text, what follows a sent form (a message or a page of the
// site), who is told of each entry, the visitor's confirmation, how an entry starts in the leads
// inbox, and when the form closes by itself.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldNotes, Input, labelClasses, Select } from '@/components/ui/field';
import { STATUS_LABELS } from '@/features/leads/list-params';
import { SitePageOptions } from '@/features/rich-text/link-dialog';
import { RichTextEditor } from '@/features/rich-text/rich-text-editor';
import { LEAD_STATUSES } from '@/server/db/enums';
import { VISITOR_MAILS_PER_DAY } from '@/server/mail/visitor-text';
import { LEAD_KIND_CHOICES } from '../definition';
import type { BuilderSettings } from './builder-model';
import { binder, CheckboxInput, fieldOf, LinesInput, NumberInput, SelectInput, TextInput, type Problems } from './inputs';

type Props = {
  settings: BuilderSettings;
  onChange: (patch: Partial<BuilderSettings>) => void;
  problems: Problems;
  pages: { title: string; path: string }[];
  timeZone: string;
};

const LEAD_STATUS_CHOICES = LEAD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-white/10 pt-4">
      <legend className="float-left mb-3 w-full text-sm font-semibold uppercase tracking-wide text-slate-400">{title}</legend>
      <div className="clear-left grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function SettingsSection({ settings, onChange, problems, pages, timeZone }: Props) {
  const bind = binder('settings.', problems, settings, onChange);
  const { confirmation } = settings;
  const bindConfirmation = binder('settings.confirmation.', problems, confirmation, (patch) => onChange({ confirmation: { ...confirmation, ...patch } }));
  return (
    <div className="space-y-6">
      <Group title="Sending">
        <TextInput {...bind('submitLabel')} label="Button text" max={60} />
        <AfterSubmit settings={settings} onChange={onChange} problems={problems} pages={pages} />
      </Group>

      <Group title="Emails">
        <LinesInput
          {...bind('notifyEmails')}
          label="Send each entry to"
          optional
          rows={3}
          placeholder={'events@example.com\nsales@example.com'}
          help="One email address per line (at most 10). Each gets the entry with all its answers."
          className="sm:col-span-2"
        />
        <CheckboxInput
          {...bindConfirmation('enabled')}
          label="Send the visitor a confirmation email"
          help={`To the address of the form’s email field: your subject and text, never the visitor’s answers, since anyone can type any address. One address gets at most ${VISITOR_MAILS_PER_DAY} such emails a day from the whole site.`}
          className="sm:col-span-2"
        />
        {confirmation.enabled && (
          <>
            <TextInput {...bindConfirmation('subject')} label="Subject" max={200} className="sm:col-span-2" />
            <TextInput {...bindConfirmation('body')} label="Text" multiline rows={5} max={5000} className="sm:col-span-2" />
          </>
        )}
      </Group>

      <Group title="In the leads inbox">
        <SelectInput {...bind('leadKind')} label="Lead type" options={LEAD_KIND_CHOICES} help="How each entry is filed in Forms & Leads." />
        <SelectInput {...bind('leadStatus')} label="Pipeline status" options={LEAD_STATUS_CHOICES} help="The status a new entry starts with." />
      </Group>

      <Group title="Closing">
        <NumberInput
          {...bind('entryLimit')}
          label="Close after this many entries"
          optional
          min={1}
          max={1_000_000}
          help="Spam is not counted. Empty: no limit."
        />
        <ClosesAt settings={settings} onChange={onChange} problems={problems} timeZone={timeZone} />
        <TextInput
          {...bind('closedMessage')}
          label="Message when closed"
          multiline
          rows={2}
          max={300}
          help="Shown instead of the form once it is full, past its closing time, or switched off in the forms list."
          className="sm:col-span-2"
        />
      </Group>
    </div>
  );
}

function AfterSubmit({ settings, onChange, problems, pages }: Omit<Props, 'timeZone'>) {
  const messageKey = 'settings.successMessage';
  const { id: messageId, error: messageError } = fieldOf(messageKey, problems);
  const pathKey = 'settings.redirectTo';
  const { id: pathId, error: pathError } = fieldOf(pathKey, problems);
  const pathHelp = 'A path of this site, starting with /.';
  const chosenPage = pages.find((page) => page.path === settings.redirectTo.trim());
  const choice = (value: BuilderSettings['afterSubmit'], label: string) => (
    <label className="flex min-h-10 items-center gap-2 text-sm text-slate-200">
      <input
        type="radio"
        name="after-submit"
        value={value}
        checked={settings.afterSubmit === value}
        onChange={() => {
          problems.clearError(pathKey);
          onChange({ afterSubmit: value });
        }}
        className="size-5 accent-brand-500"
      />
      {label}
    </label>
  );
  return (
    <div className="space-y-3 sm:col-span-2">
      <fieldset>
        <legend className={labelClasses}>After sending</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {choice('message', 'Show a message')}
          {choice('redirect', 'Go to a page of the site')}
        </div>
      </fieldset>
      {settings.afterSubmit === 'message' ? (
        <div>
          <span id={`${messageId}-label`} className={labelClasses}>
            Message
          </span>
          <RichTextEditor
            id={messageId}
            labelledBy={`${messageId}-label`}
            describedBy={messageError ? `${messageId}-error` : undefined}
            invalid={Boolean(messageError)}
            value={settings.successMessage}
            pages={pages}
            onChange={(successMessage) => {
              problems.clearError(messageKey);
              onChange({ successMessage });
            }}
          />
          <FieldNotes id={messageId} error={messageError} />
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {pages.length > 0 && (
            <Field id={`${pathId}-page`} label="A page of this site">
              {(control) => (
                <Select
                  {...control}
                  value={chosenPage?.path ?? ''}
                  onChange={(event) => {
                    problems.clearError(pathKey);
                    onChange({ redirectTo: event.target.value });
                  }}
                >
                  <SitePageOptions pages={pages} />
                </Select>
              )}
            </Field>
          )}
          <Field id={pathId} label={pages.length > 0 ? 'Or its address' : 'Its address'} help={pathHelp} error={pathError}>
            {(control) => (
              <Input
                {...control}
                type="text"
                inputMode="url"
                spellCheck={false}
                autoComplete="off"
                value={settings.redirectTo}
                maxLength={2000}
                placeholder="/thank-you"
                onChange={(event) => {
                  problems.clearError(pathKey);
                  onChange({ redirectTo: event.target.value });
                }}
              />
            )}
          </Field>
        </div>
      )}
    </div>
  );
}

function ClosesAt({ settings, onChange, problems, timeZone }: Pick<Props, 'settings' | 'onChange' | 'problems' | 'timeZone'>) {
  const errorKey = 'settings.closesAt';
  const { id, error } = fieldOf(errorKey, problems);
  const help = `In the site’s time zone, ${timeZone} (Settings, Company). Empty: no closing time.`;
  return (
    <Field id={id} label="Close at" note="optional" help={help} error={error}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            {...control}
            type="datetime-local"
            value={settings.closesAt}
            onChange={(event) => {
              problems.clearError(errorKey);
              onChange({ closesAt: event.target.value });
            }}
            className="w-auto min-w-0 flex-1 [color-scheme:dark]"
          />
          {settings.closesAt && (
            <Button type="button" variant="ghost" size="sm" className="mt-1" onClick={() => onChange({ closesAt: '' })}>
              Clear<span className="sr-only"> the closing time</span>
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
