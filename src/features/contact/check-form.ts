// The browser-side check of a filled-in inquiry form, shared by the React form (contact-form.tsx,
// where React runs) and its island (contact-form.island.ts, on pages kept without React): the
// same rules as the server's for the required fields and consent, with its messages.
import { CONSENT_MESSAGE, INQUIRY_FIELDS, INVALID_EMAIL_MESSAGE, MISSING_FIELD_MESSAGES, type InquiryField, type InquiryFieldErrors } from './options';

export function checkInquiryForm(form: HTMLFormElement): InquiryFieldErrors {
  const data = new FormData(form);
  const errors: InquiryFieldErrors = {};
  for (const field of ['name', 'email', 'message'] as const) {
    if (!String(data.get(field) ?? '').trim()) errors[field] = MISSING_FIELD_MESSAGES[field];
  }
  const email = form.elements.namedItem('email');
  if (!errors.email && email instanceof HTMLInputElement && email.validity.typeMismatch) errors.email = INVALID_EMAIL_MESSAGE;
  if (!data.get('consent')) errors.consent = CONSENT_MESSAGE;
  return errors;
}

/** The first field in error, in the form's order: it takes the focus. */
export const firstInvalid = (errors: InquiryFieldErrors): InquiryField | undefined => INQUIRY_FIELDS.find((field) => errors[field]);
