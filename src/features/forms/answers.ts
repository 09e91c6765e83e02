// An entry's answers as stored with it (form_submissions.data): each with the label and type its
// field had when the visitor sent it, so the inbox, the CSV and the API show what the visitor saw
// even after staff change the form. Pure: the inbox's browser code reads the type.
import type { FieldType } from './definition';

export type StoredFile = { id: string; filename: string; size: number; mimeType: string };
export type StoredAnswer = { name: string; label: string; type: FieldType; value: string | string[] | boolean | null; file?: StoredFile };
export type SubmissionData = { formName: string; answers: StoredAnswer[] };

/** An answer as one line of text (emails, CSV). */
export function answerText(answer: Pick<StoredAnswer, 'value' | 'file'>): string {
  if (answer.file) return answer.file.filename;
  if (answer.value === true) return 'Yes';
  if (answer.value === false) return 'No';
  if (Array.isArray(answer.value)) return answer.value.join(', ');
  return answer.value ?? '';
}

/** The answers of a stored submission, or none when its data is not of this shape (a row from before the builder). */
export function answersOf(data: unknown): StoredAnswer[] {
  const answers = (data as Partial<SubmissionData> | null)?.answers;
  return Array.isArray(answers)
    ? answers.filter((answer): answer is StoredAnswer => typeof answer?.name === 'string' && typeof answer?.label === 'string')
    : [];
}
