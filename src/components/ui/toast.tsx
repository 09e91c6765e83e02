'use client';

// Toasts (sonner) without sonner in every page's JavaScript: its 12 KiB load on the visitor's first
// interaction (a toast always follows one), and the <Toaster> mounts with the first toast.
import { useEffect, useState } from 'react';

type Sonner = typeof import('sonner');
type ToastOptions = import('sonner').ExternalToast;

let loading: Promise<Sonner> | undefined;
let ready: Promise<Sonner['toast']> | undefined;
// Once the Toaster listens: toasts go out at once, before whatever the caller does next (such as
// navigating away), as with a Toaster that was always there.
let mounted: Sonner['toast'] | undefined;
// Set by <Toasts>: shows sonner's <Toaster>, then calls `onShown` once it listens for toasts.
let showToaster: ((sonner: Sonner) => void) | undefined;
let waiting: Sonner | undefined;
let onShown: (() => void) | undefined;

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function mountedToaster(): Promise<Sonner['toast']> {
  ready ??= loadSonner().then(
    (sonner) =>
      new Promise((resolve) => {
        onShown = () => {
          mounted = sonner.toast;
          resolve(sonner.toast);
        };
        if (showToaster) showToaster(sonner);
        else waiting = sonner;
      }),
  );
  ready.catch(() => (ready = undefined));
  return ready;
}

function show(kind: 'success' | 'error', title: string, options?: ToastOptions) {
  if (mounted) {
    mounted[kind](title, options);
    return;
  }
  mountedToaster().then(
    (toast) => toast[kind](title, options),
    // Offline before the first interaction: the message still reaches the visitor.
    () => window.alert(typeof options?.description === 'string' ? `${title}\n\n${options.description}` : title),
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
};

/** Where toasts appear: once in the root layout. */
export function Toasts() {
  const [Toaster, setToaster] = useState<Sonner['Toaster'] | null>(null);

  useEffect(() => {
    showToaster = (sonner) => setToaster(() => sonner.Toaster);
    if (waiting) {
      showToaster(waiting);
      waiting = undefined;
    }
    const warmUp = () => void loadSonner().catch(() => undefined);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const event of events) window.addEventListener(event, warmUp, { once: true, passive: true, capture: true });
    return () => {
      showToaster = undefined;
      mounted = undefined;
      ready = undefined;
      for (const event of events) window.removeEventListener(event, warmUp, { capture: true });
    };
  }, []);

  // Runs after the Toaster's own effects (children first), so it already listens.
  useEffect(() => {
    if (Toaster) onShown?.();
  }, [Toaster]);

  return Toaster ? <Toaster theme="dark" richColors closeButton position="bottom-right" /> : null;
}
