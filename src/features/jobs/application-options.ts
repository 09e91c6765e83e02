// The application form's limits and messages: what the browser needs, without zod (application-schema.ts).
import { FORM_CLOSED_MESSAGE } from '@/features/forms/catalogue';
import { MAX_FILE_MB } from '@/features/forms/field-types';

export const MAX_CV_BYTES = MAX_FILE_MB * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Every message the application can be refused with, by code. Without JavaScript the form posts,
 * and the answer redirects back with ?error=<code>: the page shows the message for a code it
 * knows and nothing else, so a link cannot put words of its own on our page.
 */
export const APPLICATION_ERRORS = {
  required: 'Please fill in your name and email, and attach your CV.',
  'cv-type': 'Your CV must be a PDF, DOC or DOCX file.',
  'cv-size': 'Your CV must be 10 MB or smaller.',
  'cv-unreadable': 'Your CV could not be opened: the file seems damaged or is not really a PDF, DOC or DOCX. Please export it again and attach the new file.',
  'cv-encrypted': 'Your CV is protected with a password, so we could not open it. Please attach a copy without a password.',
  'cv-too-complex': 'Your CV is too large or complex for us to open once unpacked. Please attach a simpler copy, such as a PDF of a few pages.',
  'name-long': 'Name must be at most 200 characters.',
  email: 'Please enter a valid email address.',
  'email-long': 'Email must be at most 254 characters.',
  'phone-long': 'Phone must be at most 50 characters.',
  'profile-url': 'Please enter a full web address, such as https://www.linkedin.com/in/you.',
  'profile-url-long': 'Profile link must be at most 500 characters.',
  'cover-letter-long': 'Cover letter must be at most 5,000 characters.',
  consent: 'Please agree to the privacy policy so that we can consider your application.',
  'position-unknown': 'That position does not exist.',
  'position-closed': 'This position is no longer open. You can still send an open application.',
  'rate-limited': 'You have sent several applications in a short time. Please try again later.',
  'form-closed': FORM_CLOSED_MESSAGE,
  'control-characters': 'Please remove control characters (such as NUL) from the form fields.',
  unreadable: 'Your application could not be read. Please fill in the form again and send it.',
  failed: 'Failed to send your application. Please try again.',
} as const;

export type ApplicationErrorCode = keyof typeof APPLICATION_ERRORS;

export const APPLICATION_REQUIRED_MESSAGE = APPLICATION_ERRORS.required;
export const CV_TYPE_MESSAGE = APPLICATION_ERRORS['cv-type'];
export const CV_SIZE_MESSAGE = APPLICATION_ERRORS['cv-size'];
export const APPLICATION_FAILED_MESSAGE = APPLICATION_ERRORS.failed;
/** What the form's status line says once an application is stored. */
export const APPLICATION_SENT = 'Application sent! Thank you. We will get back to you within five business days.';

/** The refusal a code from the address stands for; undefined for anything the server does not send. */
export function applicationErrorFromCode(code: unknown): ApplicationResponse | undefined {
  if (typeof code !== 'string' || !Object.hasOwn(APPLICATION_ERRORS, code)) return undefined;
  return { status: 'error', code: code as ApplicationErrorCode, message: APPLICATION_ERRORS[code as ApplicationErrorCode] };
}

/** The code of one of these messages (the schema's checks answer with them); 'failed' for any other. */
export function applicationErrorCode(message: string): ApplicationErrorCode {
  const entry = Object.entries(APPLICATION_ERRORS).find(([, text]) => text === message);
  return (entry?.[0] as ApplicationErrorCode | undefined) ?? 'failed';
}

export type ApplicationResponse = { status: 'success' } | { status: 'error'; code: ApplicationErrorCode; message: string };
