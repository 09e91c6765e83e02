'use client';

import { useEffect } from 'react';
import { trackEvent } from '@/features/analytics/track';

/**
 * Reports to the visit statistics that the estimator shows a step (decision 093): once each time
 * the step is reached, so the funnel can count how many visitors got how far.
 */
export function ReportStep({ step }: { step: number }) {
  useEffect(() => {
    trackEvent('estimator_step', step);
  }, [step]);
  return null;
}
