// What the Content tab's form sends to saveContentItem, checked on the server (and the limits the
// form uses). The form is flat; the write puts the text into content {text} and the meta title
// into meta_data {title}, the columns' shapes.
import { z } from 'zod';
import { deleteSchema, longText, optionalText, recordId, requiredText } from '@/features/admin/crud/schema-helpers';
import { CONTENT_ITEM_STATUSES, CONTENT_ITEM_TYPES } from '@/server/db/enums';

export { CONTENT_ITEM_STATUSES, CONTENT_ITEM_TYPES };
export type ContentItemType = (typeof CONTENT_ITEM_TYPES)[number];
export type ContentItemStatus = (typeof CONTENT_ITEM_STATUSES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentItemType, string> = { page: 'Page', blog: 'Blog', announcement: 'Announcement' };
export const CONTENT_STATUS_LABELS: Record<ContentItemStatus, string> = { draft: 'Draft', published: 'Published' };

export const CONTENT_LIMITS = { title: 200, text: 20_000, metaTitle: 60 } as const;

export const contentItemInputSchema = z.object({
  id: recordId.optional(),
  title: requiredText('title', CONTENT_LIMITS.title),
  type: z.enum(CONTENT_ITEM_TYPES, 'Choose a type: page, blog or announcement.'),
  status: z.enum(CONTENT_ITEM_STATUSES, 'Choose a status: draft or published.'),
  text: longText('content', CONTENT_LIMITS.text),
  metaTitle: optionalText('meta title', CONTENT_LIMITS.metaTitle),
});
export type ContentItemInput = z.output<typeof contentItemInputSchema>;

export const contentItemDeleteSchema = deleteSchema;

/** The form's values: every text as text (an absent meta title loads as empty text). */
export type ContentItemFormValues = { title: string; type: ContentItemType; status: ContentItemStatus; text: string; metaTitle: string };
export const EMPTY_CONTENT_ITEM: ContentItemFormValues = { title: '', type: 'page', status: 'draft', text: '', metaTitle: '' };
