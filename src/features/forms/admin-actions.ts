'use server';

import { staffAction } from '@/features/admin/crud/action';
import type { ActionResult } from '@/server/auth/guarded';
import { writeFormStatus } from './admin-forms';
import { formStatusInputSchema } from './admin-schema';

/** The Active toggle: an inactive form's public page says it is closed and the server refuses it. */
export const setFormActive = staffAction(
  'editor',
  formStatusInputSchema,
  async (input, { db, actor }): Promise<ActionResult<{ isActive: boolean }>> => {
    const data = await writeFormStatus(db, actor, input);
    return { ok: true, data: { isActive: data.isActive }, message: data.isActive ? 'Form Activated' : 'Form Deactivated' };
  },
  { failure: 'Failed to update form status.' },
);
