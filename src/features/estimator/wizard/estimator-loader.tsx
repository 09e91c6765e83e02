import { isFormOpenForDisplay } from '@/features/forms/availability';
import { FORM_SLUGS } from '@/features/forms/catalogue';
import { logger } from '@/server/logger';
import { DEFAULT_PRICING_SETTINGS } from '../pricing';
import { getEstimatorData, type EstimatorData } from '../queries';
import { EstimatorWizard } from '@/features/blocks/lazy';

const EMPTY: EstimatorData = {
  projectTypes: [],
  features: [],
  rates: [],
  settings: { ...DEFAULT_PRICING_SETTINGS, currency: 'USD', validityDays: 30, defaultAssumptions: [], defaultExclusions: [] },
};

/** Reads the estimator's data on the server and hands it, as plain data, to the wizard. */
export async function EstimatorLoader() {
  let data = EMPTY;
  try {
    data = await getEstimatorData();
  } catch (error) {
    // The spec: a failed read is logged; the steps then show their empty states.
    logger.error({ err: error }, 'Error loading estimator data');
  }
  return <EstimatorWizard data={data} accepting={await isFormOpenForDisplay(FORM_SLUGS.estimator)} />;
}
