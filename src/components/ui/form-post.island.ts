// Forms on pages kept without React (decision 100): posted as the browser would post them
// without JavaScript (the same server action, the same fields), but in the background; the form
// is then replaced by the one the server drew with the answer (its message, its errors beside
// the fields, a fresh token), and the answer shows as a toast. The server draws every message:
// one renderer with or without JavaScript.
//
// The form says what to do with data attributes, drawn by its component:
//   data-island-form="name"   this island posts it (the name finds it again in the answer)
//   data-result, data-toast-title, data-toast-text   the answer drawn into it (none before)
//   data-success-event        the visit statistics' event of a success
//   data-failed-title, data-failed-text   the toast when no answer came (offline)
// and its submit button's data-sending-label is shown while it is sent.
import type { AnalyticsEventName } from '@/features/analytics/collect';
import { trackEvent } from '@/features/analytics/track';
import { reactRunsHere } from '../react-on-page';
import { showToast } from './toast-dom';

if (!reactRunsHere()) {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.islandForm === undefined) return;
    event.preventDefault();
    if (form.dataset.sending) return;
    void send(form);
  });
}

async function send(form: HTMLFormElement) {
  const name = form.dataset.islandForm!;
  const sameForms = () => [...document.querySelectorAll<HTMLFormElement>(`form[data-island-form="${CSS.escape(name)}"]`)];
  const index = sameForms().indexOf(form);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent;
  form.dataset.sending = '1';
  if (button) {
    button.disabled = true;
    if (button.dataset.sendingLabel) button.textContent = button.dataset.sendingLabel;
  }
  try {
    const response = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'text/html' } });
    const answer = new DOMParser().parseFromString(await response.text(), 'text/html');
    const drawn = [...answer.querySelectorAll<HTMLFormElement>(`form[data-island-form="${CSS.escape(name)}"]`)][index];
    if (!drawn?.dataset.result) throw new Error(`no answer in a ${response.status} response`);
    const replacement = document.importNode(drawn, true);
    // Drawn for a browser without JavaScript: checked by an island if this one was.
    replacement.noValidate = form.noValidate;
    form.replaceWith(replacement);
    const { result, toastTitle, toastText, successEvent } = replacement.dataset;
    if (toastTitle) showToast(result === 'success' ? 'success' : 'error', toastTitle, toastText);
    if (result === 'success' && successEvent) trackEvent(successEvent as AnalyticsEventName);
    replacement.querySelector<HTMLElement>('[autofocus]')?.focus();
  } catch {
    // Offline, or an answer we cannot read: what was typed stays, to be sent again.
    showToast('error', form.dataset.failedTitle ?? 'Not sent', form.dataset.failedText ?? 'The connection failed. Please check it and try again.');
    delete form.dataset.sending;
    if (button) {
      button.disabled = false;
      button.textContent = label ?? '';
    }
  }
}
