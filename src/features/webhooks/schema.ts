// The endpoint form's rules, shared by the form (instant messages) and the actions (the real check).
import { z } from 'zod';
import { isHttpUrl, recordId } from '@/features/admin/crud/schema-helpers';
import { WEBHOOK_EVENTS, type WebhookEventName } from './events';

export const ENDPOINT_LIMITS = { url: 500, description: 200 } as const;

export const endpointInputSchema = z.object({
  id: recordId.optional(),
  url: z
    .string('Please enter the endpoint URL.')
    .trim()
    .min(1, 'Please enter the endpoint URL.')
    .max(ENDPOINT_LIMITS.url, `Use at most ${ENDPOINT_LIMITS.url} characters for the endpoint URL.`)
    .refine(isHttpUrl, 'The endpoint URL must be a web address starting with http:// or https://.'),
  description: z
    .string('Please enter a valid description.')
    .trim()
    .max(ENDPOINT_LIMITS.description, `Use at most ${ENDPOINT_LIMITS.description} characters for the description.`)
    .optional()
    .transform((value) => value ?? ''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS as [WebhookEventName, ...WebhookEventName[]], 'Choose events from the list.'), 'Choose at least one event.')
    .min(1, 'Choose at least one event.')
    // Kept in the list's order, once each, whatever order the boxes were ticked in.
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
  isActive: z.boolean('Say whether the endpoint is active.'),
});

export type EndpointInput = z.output<typeof endpointInputSchema>;

export type EndpointFormValues = { url: string; description: string; events: WebhookEventName[]; isActive: boolean };

export const EMPTY_ENDPOINT: EndpointFormValues = { url: '', description: '', events: [], isActive: true };
