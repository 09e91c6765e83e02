'use server';

import { saveAndDelete, staffAction, writeThenSay } from '@/features/admin/crud/action';
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

export const saveEstimatorSettings = staffAction('admin', estimatorSettingsInputSchema, writeThenSay(writeEstimatorSettings, 'Estimator settings saved'), {
  failure: 'Failed to save estimator settings',
});
