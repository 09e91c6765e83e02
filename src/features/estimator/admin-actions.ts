'use server';

import { saveAndDelete, staffAction } from '@/features/admin/crud/action';
import type { ActionResult } from '@/server/auth/guarded';
import { writeEstimatorSettings } from './admin-data';
import { estimatorSettingsInputSchema } from './admin-schema';
import { featuresCollection, projectTypesCollection, rateCardsCollection } from './collections';

// Project types and features are content (editors); rate cards and the pricing settings set
// what the agency charges (admins).

const projectTypeActions = saveAndDelete('editor', projectTypesCollection);
const featureActions = saveAndDelete('editor', featuresCollection);
const rateCardActions = saveAndDelete('admin', rateCardsCollection);

export const saveProjectType = projectTypeActions.save;
export const deleteProjectType = projectTypeActions.remove;
export const saveFeature = featureActions.save;
export const deleteFeature = featureActions.remove;
export const saveRateCard = rateCardActions.save;
export const deleteRateCard = rateCardActions.remove;

export const saveEstimatorSettings = staffAction(
  'admin',
  estimatorSettingsInputSchema,
  async (input, { db, actor }): Promise<ActionResult> => {
    await writeEstimatorSettings(db, actor, input);
    return { ok: true, message: 'Estimator settings saved' };
  },
  { failure: 'Failed to save estimator settings' },
);
