'use server';

import { staffAction } from '@/features/admin/crud/action';
import type { ActionResult } from '@/server/auth/guarded';
import { writeWebsiteSection } from './admin-data';
import { SECTION_LABELS, websiteSectionInputSchema } from './schema';

/** Saves the logo, header or footer section (upsert on section_type). */
export const saveWebsiteSection = staffAction(
  'editor',
  websiteSectionInputSchema,
  async (input, { db, actor }): Promise<ActionResult> => {
    await writeWebsiteSection(db, actor, input);
    return { ok: true, message: `${SECTION_LABELS[input.section]} Section Updated` };
  },
  { failure: 'The section could not be saved. Please try again.' },
);
