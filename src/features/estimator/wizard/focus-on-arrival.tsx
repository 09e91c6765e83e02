'use client';

import { useEffect } from 'react';
import { takeArrivalFromWizard } from './store';

/**
 * Moves the focus to the saved estimate's heading when the wizard has just navigated here (as
 * each step's heading takes the focus), not when the page is simply opened or reloaded.
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    if (takeArrivalFromWizard()) document.getElementById(targetId)?.focus();
  }, [targetId]);
  return null;
}
