// The inquiry form's browser-side check on pages kept without React (contact-form.tsx draws the
// form, decision 100): the same check and messages as where React runs (check-form.ts), each
// error beside its field and a toast naming them, the first field in error focused, nothing
// sent. A form that passes goes on to form-post.island.ts, which sends it, with the page and the
// referrer it was sent from, as the React form sends them.
import { reactRunsHere } from '@/components/react-on-page';
import { showToast } from '@/components/ui/toast-dom';
import { checkInquiryForm, firstInvalid } from './check-form';
import { INQUIRY_FIELDS, summarizeFieldErrors, type InquiryField } from './options';

const FORM = 'form[data-island-form="contact"]';

function showError(form: HTMLFormElement, field: InquiryField, message: string | undefined) {
  const control = form.elements.namedItem(field);
  const slot = form.querySelector<HTMLElement>(`#${field}-error`);
  if (!(control instanceof HTMLElement) || !slot) return;
  slot.textContent = message ?? '';
  slot.hidden = !message;
  if (message) {
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', slot.id);
  } else {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
  }
}

function setHidden(form: HTMLFormElement, name: string, value: string) {
  let input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    form.append(input);
  }
  input.value = value;
}

if (!reactRunsHere()) {
  // Our messages instead of the browser's bubbles (and the form the server draws after an answer
  // keeps this: form-post.island.ts carries it over).
  for (const form of document.querySelectorAll<HTMLFormElement>(FORM)) form.noValidate = true;

  // Before form-post.island.ts (which listens later, on the way up): a form in error stops here.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(FORM)) return;
      const errors = checkInquiryForm(form);
      const first = firstInvalid(errors);
      for (const field of INQUIRY_FIELDS) showError(form, field, errors[field]);
      if (!first) {
        // As the React form sends them: read here, not drawn into the page, which is the same for
        // every visitor (the answer cache).
        setHidden(form, 'sourcePage', window.location.href);
        setHidden(form, 'referrer', document.referrer);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      showToast('error', 'Validation Error', summarizeFieldErrors(errors));
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    },
    true,
  );

  // An error goes away once its field is changed.
  const clear = (event: Event) => {
    const control = event.target as HTMLInputElement;
    const form = control.form;
    if (form?.matches(FORM) && control.getAttribute('aria-invalid') === 'true') showError(form, control.name as InquiryField, undefined);
  };
  document.addEventListener('input', clear);
  document.addEventListener('change', clear);
}
