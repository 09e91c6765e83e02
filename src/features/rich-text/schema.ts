// TEMPORARY until the rich-text branch lands: accepts a ProseMirror-like doc.
import { z } from 'zod';

export const richTextSchema = z.object({ type: z.literal('doc'), content: z.array(z.any()).optional() });
export type RichTextDoc = z.infer<typeof richTextSchema>;
export const EMPTY_DOC: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };
