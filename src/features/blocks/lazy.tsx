'use client';
// The interactive parts of blocks, each loaded only by the pages that draw it.
//
// Next.js gives a route every client component its server code imports, whether or not a request
// renders it. Every block page shares one renderer, so without this each page would load the
// contact form, the built forms and the estimator (about 20 KiB brotli on a page that shows none
// of them; the carousel and the FAQ are islands, decision 100). Through next/dynamic each becomes a chunk of its own: the server still renders it into
// the HTML (it works without JavaScript), and the browser loads it only where it is on the page.
//
// Those that still need React in the browser say so: a page that draws one keeps Next.js'
// runtime (the marker, framework-runtime.ts); the other pages are kept without it (decision 100).
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { NEEDS_RUNTIME } from '@/server/framework-runtime';

function needingRuntime<P extends object>(Component: ComponentType<P>) {
  return function NeedingRuntime(props: P) {
    return (
      <>
        <span hidden {...{ [NEEDS_RUNTIME]: '' }} />
        <Component {...props} />
      </>
    );
  };
}

// Drawn for islands where React does not run (contact-page.tsx and the form block load them).
export const ContactForm = dynamic(() => import('@/features/contact/contact-form').then((m) => m.ContactForm));
export const EstimatorWizard = needingRuntime(dynamic(() => import('@/features/estimator/wizard/estimator-wizard').then((m) => m.EstimatorWizard)));
export const EstimateResult = needingRuntime(dynamic(() => import('@/features/estimator/estimate-result').then((m) => m.EstimateResult)));
export const BuiltFormView = dynamic(() => import('@/features/forms/public-form').then((m) => m.BuiltFormView));
