import { z } from 'zod';
import { withoutNul } from '@/features/forms/field-text';
import { DESIGN_LEVELS } from '@/server/db/enums';
import { SLIDER_STEPS, SUPPORT_TIERS, TIMELINES } from './options';

/** A slider value: 0 to 1, on its step (0.30000000000000004 counts as 0.3). */
function slider(step: number, label: string) {
  return z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must be between 0 and 1.`)
    .max(1, `${label} must be between 0 and 1.`)
    .refine((v) => Math.abs(v / step - Math.round(v / step)) < 1e-6, `${label} must be a multiple of ${step}.`);
}

function optionalText(max: number, label: string) {
  return z.preprocess(
    (v) => {
      const text = withoutNul(v);
      return typeof text === 'string' && text.trim() === '' ? undefined : text;
    },
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
      .optional(),
  );
}

/**
 * Everything the visitor chose, and nothing else: the server computes every number itself.
 * Unknown keys (a total sent by the client, say) are refused, not ignored.
 */
export const estimateChoicesSchema = z.strictObject({
  requestId: z.uuid(),
  projectTypeId: z.uuid('Please choose a project type.'),
  features: z
    .array(z.strictObject({ id: z.uuid(), complexity: z.number().int().min(1, 'Complexity must be 1, 2 or 3.').max(3, 'Complexity must be 1, 2 or 3.') }))
    .min(1, 'Please choose at least one feature.')
    .max(100)
    .refine((list) => new Set(list.map((f) => f.id)).size === list.length, 'Each feature can be chosen once.'),
  complexity: z.strictObject({
    scale: slider(SLIDER_STEPS.scale, 'Scale'),
    complexity: slider(SLIDER_STEPS.complexity, 'Complexity'),
    platforms: slider(SLIDER_STEPS.platforms, 'Platforms'),
    performance: slider(SLIDER_STEPS.performance, 'Performance'),
  }),
  designLevel: z.enum(DESIGN_LEVELS, { error: 'Please choose a design level.' }),
  delivery: z.strictObject({
    timeline: z.enum(TIMELINES),
    support: z.enum(SUPPORT_TIERS),
    phases: slider(SLIDER_STEPS.phases, 'Delivery phases'),
  }),
  contact: z.strictObject({
    name: z.preprocess(withoutNul, z.string().trim().min(1, 'Please enter your name and email.').max(200, 'Name must be at most 200 characters.')),
    email: z
      .string()
      .trim()
      .min(1, 'Please enter your name and email.')
      .max(254, 'Email must be at most 254 characters.')
      .pipe(z.email('Please enter a valid email address.')),
    company: optionalText(200, 'Company'),
    phone: optionalText(50, 'Phone'),
    description: optionalText(5000, 'Project description'),
  }),
});

export type EstimateChoices = z.infer<typeof estimateChoicesSchema>;
