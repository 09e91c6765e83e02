// The job application form's browser side (decision 100; application-form.tsx draws it): the
// same checks and toasts as before, then the same route a browser without JavaScript posts to
// (/api/applications), asked for JSON instead of a redirect. The form is drawn on the server only
// (no React component drives it), so this runs on every page that shows it.
import { showToast } from '@/components/ui/toast-dom';
import {
  APPLICATION_FAILED_MESSAGE,
  APPLICATION_REQUIRED_MESSAGE,
  APPLICATION_SENT,
  CV_SIZE_MESSAGE,
  MAX_CV_BYTES,
  type ApplicationResponse,
} from './application-options';

const FORM = 'form[data-application-form]';

function problemOf(data: FormData): string | undefined {
  const cv = data.get('cv');
  if (!String(data.get('name') ?? '').trim() || !String(data.get('email') ?? '').trim() || !(cv instanceof File) || cv.size === 0)
    return APPLICATION_REQUIRED_MESSAGE;
  if (cv.size > MAX_CV_BYTES) return CV_SIZE_MESSAGE;
  return undefined;
}

function setStatus(form: HTMLFormElement, outcome: ApplicationResponse['status'], text: string) {
  const status = form.querySelector<HTMLElement>('[role="status"]');
  if (!status) return;
  status.dataset.outcome = outcome;
  status.textContent = text;
}

async function send(form: HTMLFormElement) {
  const data = new FormData(form);
  const problem = problemOf(data);
  if (problem) return showToast('error', 'Validation Error', problem);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? '';
  form.dataset.sending = '1';
  if (button) {
    button.disabled = true;
    button.textContent = button.dataset.sendingLabel ?? label;
  }
  let answer: ApplicationResponse;
  try {
    const response = await fetch('/api/applications', { method: 'POST', body: data, headers: { accept: 'application/json' } });
    answer = (await response.json()) as ApplicationResponse;
  } catch {
    answer = { status: 'error', code: 'failed', message: APPLICATION_FAILED_MESSAGE };
  }
  delete form.dataset.sending;
  if (button) {
    button.disabled = false;
    button.textContent = label;
  }
  if (answer.status === 'success') {
    setStatus(form, 'success', APPLICATION_SENT);
    showToast('success', 'Application Sent!', 'Thank you. We will get back to you within five business days.');
    form.reset();
  } else {
    setStatus(form, 'error', answer.message);
    showToast('error', 'Error', answer.message);
  }
}

// Our messages instead of the browser's bubbles.
for (const form of document.querySelectorAll<HTMLFormElement>(FORM)) form.noValidate = true;

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(FORM)) return;
  event.preventDefault();
  if (!form.dataset.sending) void send(form);
});
