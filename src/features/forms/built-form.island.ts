// Forms staff built, on pages kept without React (decision 100). BuiltFormView (public-form.tsx)
// draws the form; this does what it does where React runs: checks the answers with the server's
// own schema before sending (entry-check.island.ts, loaded when the visitor sends), shows each
// problem beside its field and a summary in the status line, sends to the same route a form with
// files uses (/api/forms/entries, same checks as the page's server action, its result as JSON),
// and puts the success message in the form's place. Without JavaScript the form posts to the page
// as before.
import { reactRunsHere } from '@/components/react-on-page';
import type { FormFieldDef } from './definition';
import { ENTRY_SEND_FAILED, entryInputOf, isShown, summarizeEntryErrors, takesInput, type EntryResult } from './entry-input';

const FORM = 'form[data-built-form]';

type Checker = { checkEntry: (fields: FormFieldDef[], data: FormData) => Record<string, string> };

const fieldsOf = (form: HTMLFormElement) => JSON.parse(form.dataset.fields ?? '[]') as FormFieldDef[];
const shownFields = (fields: FormFieldDef[]) => fields.filter((field) => field.type !== 'hidden' && takesInput(field));

function showErrors(form: HTMLFormElement, fields: FormFieldDef[], errors: Record<string, string>) {
  for (const field of shownFields(fields)) {
    const domId = `${form.id}-${field.name}`;
    const message = errors[field.name];
    const slot = document.getElementById(`${domId}-error`);
    if (slot) {
      slot.textContent = message ?? '';
      slot.hidden = !message;
    }
    const controls = [...form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(field.name)}"]`)];
    for (const control of controls) {
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
    // As drawn on the server: the error first, then the help; on the fieldset of a group of choices.
    const described = field.type === 'radio' || field.type === 'checkboxes' ? controls[0]?.closest('fieldset') : controls[0];
    const ids = [message && `${domId}-error`, document.getElementById(`${domId}-help`) && `${domId}-help`].filter(Boolean).join(' ');
    if (!described) continue;
    if (ids) described.setAttribute('aria-describedby', ids);
    else described.removeAttribute('aria-describedby');
  }
}

function showProblems(form: HTMLFormElement, fields: FormFieldDef[], errors: Record<string, string>, message: string) {
  showErrors(form, fields, errors);
  setStatus(form, message);
  const first = shownFields(fields).find((field) => errors[field.name]);
  if (first) form.querySelector<HTMLElement>(`[name="${CSS.escape(first.name)}"]`)?.focus();
}

function setStatus(form: HTMLFormElement, message: string) {
  const status = document.getElementById(`${form.id}-status`);
  if (status) status.textContent = message;
}

function setSending(form: HTMLFormElement, sending: boolean) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (sending) form.dataset.sending = '1';
  else delete form.dataset.sending;
  if (!button) return;
  button.dataset.label ??= button.textContent ?? '';
  button.disabled = sending;
  button.textContent = sending ? (button.dataset.sendingLabel ?? button.dataset.label) : button.dataset.label;
}

async function answerOf(response: Response): Promise<EntryResult> {
  if (response.headers.get('content-type')?.includes('application/json')) return (await response.json()) as EntryResult;
  // The request guard's plain-text refusal (too large, another site...).
  return { status: 'error', message: (await response.text()) || ENTRY_SEND_FAILED, formToken: '' };
}

async function send(form: HTMLFormElement) {
  const fields = fieldsOf(form);
  const data = new FormData(form);
  // A field hidden by its condition is sent empty, whatever was typed in it before.
  const input = entryInputOf(fields, data);
  for (const field of fields) if (takesInput(field) && !isShown(field, input, fields)) data.delete(field.name);
  // Read here, not drawn into the page, which is the same for every visitor (the answer cache).
  data.set('sourcePage', window.location.href);
  data.set('referrer', document.referrer);
  setSending(form, true);
  try {
    const { checkEntry } = (await import(form.dataset.checker!)) as Checker;
    const errors = checkEntry(fields, data);
    if (Object.keys(errors).length > 0) return showProblems(form, fields, errors, summarizeEntryErrors(errors));
    showErrors(form, fields, {});
    const result = await answerOf(await fetch('/api/forms/entries', { method: 'POST', body: data, headers: { accept: 'application/json' } }));
    const token = form.querySelector<HTMLInputElement>('input[name="formToken"]');
    if (result.formToken && token) token.value = result.formToken;
    if (result.status === 'success') {
      if (result.redirectTo) return window.location.assign(result.redirectTo);
      const success = document.getElementById(`${form.id}-success`);
      form.replaceWith(...(success?.childNodes ?? []));
      success?.remove();
      return;
    }
    if (result.status === 'invalid') return showProblems(form, fields, result.fieldErrors, result.message);
    setStatus(form, result.status === 'error' ? result.message : ENTRY_SEND_FAILED);
  } catch {
    // Offline, or an answer we cannot read: what was typed stays, to be sent again.
    setStatus(form, ENTRY_SEND_FAILED);
  } finally {
    if (form.isConnected) setSending(form, false);
  }
}

if (!reactRunsHere()) {
  // Our messages instead of the browser's bubbles.
  for (const form of document.querySelectorAll<HTMLFormElement>(FORM)) form.noValidate = true;

  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(FORM)) return;
    event.preventDefault();
    if (!form.dataset.sending) void send(form);
  });

  // An error goes away once its field is changed.
  const clear = (event: Event) => {
    const control = event.target as HTMLInputElement;
    const form = control.form;
    if (!form?.matches(FORM) || control.getAttribute('aria-invalid') !== 'true') return;
    const fields = fieldsOf(form).filter((field) => field.name === control.name);
    showErrors(form, fields, {});
  };
  document.addEventListener('input', clear);
  document.addEventListener('change', clear);
}
