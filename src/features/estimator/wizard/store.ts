// The wizard's state: the choices live in this tab's sessionStorage (a reload keeps them), the
// step lives in the address bar (?step=N, so the browser's Back and Forward buttons move between
// steps). Both are read together in one external-store snapshot, so a change of both renders at
// once, never half-applied. The server render and hydration see null and show the skeleton,
// never a wrong default state. Step 7, the saved estimate, has an address of its own
// (/estimator?estimate={token}), rendered on the server: see saved-estimate-step.tsx.
import { useSyncExternalStore } from 'react';
import { parseStep, parseStored, STORAGE_KEY, type StoredWizard } from './state';

export type WizardSnapshot = StoredWizard & { requestedStep: number };

let stored: StoredWizard | null = null;
let snapshot: WizardSnapshot | null = null;
let snapshotSearch = '';
const listeners = new Set<() => void>();

function readStored(): StoredWizard {
  if (stored) return stored;
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage switched off: the wizard still works, it just forgets on reload.
  }
  stored = parseStored(raw);
  return stored;
}

function getSnapshot(): WizardSnapshot {
  const current = readStored();
  const search = window.location.search;
  if (!snapshot || search !== snapshotSearch || snapshot.choices !== current.choices) {
    snapshot = { ...current, requestedStep: parseStep(new URLSearchParams(search).get('step')) };
    snapshotSearch = search;
  }
  return snapshot;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

function writeUrl(step: number, mode: 'push' | 'replace') {
  const url = step === 1 ? window.location.pathname : `${window.location.pathname}?step=${step}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/** Changes the stored state. */
export function updateWizard(update: (state: StoredWizard) => StoredWizard) {
  stored = update(readStored());
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Full or switched off: keep the state in memory only.
  }
  notify();
}

/**
 * Shows another step: a new history entry (Next, Previous) or a correction of the current one
 * (a step in the address bar that the choices do not allow yet). window.history is integrated
 * with the Next.js router.
 */
export function navigateToStep(step: number, mode: 'push' | 'replace' = 'push') {
  writeUrl(step, mode);
  notify();
}

/** The stored wizard and the step asked for, or null during the server render and hydration. */
export function useWizardSnapshot(): WizardSnapshot | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

// Set when the wizard hands over to the saved estimate's page, so that page moves the focus to
// its heading (as every step does) after that navigation, and not on a plain page load.
let arrivingFromWizard = false;

export function markArrivalFromWizard() {
  arrivingFromWizard = true;
}

export function takeArrivalFromWizard() {
  const arriving = arrivingFromWizard;
  arrivingFromWizard = false;
  return arriving;
}
