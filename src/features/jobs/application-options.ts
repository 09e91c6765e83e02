// The application form's limits and messages: what the browser needs, without zod (application-schema.ts).
export const MAX_CV_BYTES = 10 * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const APPLICATION_REQUIRED_MESSAGE = 'Please fill in your name and email, and attach your CV.';
export const CV_TYPE_MESSAGE = 'Your CV must be a PDF, DOC or DOCX file.';
export const CV_SIZE_MESSAGE = 'Your CV must be 10 MB or smaller.';
export const APPLICATION_FAILED_MESSAGE = 'Failed to send your application. Please try again.';

export type ApplicationResponse = { status: 'success' } | { status: 'error'; message: string };
