'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { trackEvent } from '@/features/analytics/track';
import { FormClosedNotice } from '@/features/forms/form-closed-notice';
import { generateEstimate } from '../actions';
import type { EstimatorData } from '../queries';
import { GENERATE_FAILED_MESSAGE, TOTAL_STEPS, type GenerateEstimateResult } from '../options';
import { ContactStep } from './contact-step';
import { STEP_COPY } from './copy';
import { FeatureStep } from './feature-step';
import { ComplexityStep, DeliveryStep, DesignStep } from './preference-steps';
import { PreviewTotal } from './preview-total';
import { ProgressBar } from './progress-bar';
import { ProjectTypeStep } from './project-type-step';
import { ReportStep } from './report-step';
import { WizardSkeleton } from './skeleton';
import { afterGeneration, canContinue, parseStep, resolveStep, toEstimateChoices, withKnownIds, type WizardChoices } from './state';
import { markArrivalFromWizard, navigateToStep, updateWizard, useWizardSnapshot, type WizardSnapshot } from './store';
import { useStickyBarClearance } from './sticky-bar';

const CONTACT_FORM_ID = 'estimator-contact';

/**
 * Steps 1 to 6 of the project estimator; step 7 is the saved estimate at its own address
 * (saved-estimate-step.tsx). `data` comes from the server: active types, features, rates,
 * settings; `accepting` is false when staff have closed the estimator form (the steps still work,
 * the contact step says so instead of asking).
 */
export function EstimatorWizard({ data, accepting = true }: { data: EstimatorData; accepting?: boolean }) {
  const snapshot = useWizardSnapshot();
  const skeletonStep = parseStep(useSearchParams().get('step'));
  if (!snapshot) return <WizardSkeleton step={skeletonStep} />;
  return <Wizard data={data} snapshot={snapshot} accepting={accepting} />;
}

function Wizard({ data, snapshot, accepting }: { data: EstimatorData; snapshot: WizardSnapshot; accepting: boolean }) {
  const router = useRouter();
  const [generating, startGenerating] = useTransition();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);

  const typeIds = useMemo(() => new Set(data.projectTypes.map((t) => t.id)), [data.projectTypes]);
  const featureIds = useMemo(() => new Set(data.features.map((f) => f.id)), [data.features]);
  // Types or features staff have switched off since the visitor chose them are dropped.
  const choices = useMemo(() => withKnownIds(snapshot.choices, typeIds, featureIds), [snapshot.choices, typeIds, featureIds]);
  const { requestedStep } = snapshot;
  const step = resolveStep(requestedStep, choices);
  const barRef = useStickyBarClearance<HTMLDivElement>();

  // A step the choices do not allow (a stale address, a reload after the data changed): correct the address.
  useEffect(() => {
    if (step !== requestedStep) navigateToStep(step, 'replace');
  }, [step, requestedStep]);

  // Each new step announces itself: its heading takes the focus (not on the first render).
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const setChoices = (update: (current: WizardChoices) => WizardChoices) =>
    updateWizard((state) => ({ ...state, choices: update(withKnownIds(state.choices, typeIds, featureIds)) }));

  const generate = () => {
    const input = toEstimateChoices(choices);
    if (generating || !input || !canContinue(6, choices)) return;
    startGenerating(async () => {
      let result: GenerateEstimateResult;
      try {
        result = await generateEstimate(input);
      } catch (error) {
        console.error('Generating the estimate failed', error);
        result = { status: 'error', message: GENERATE_FAILED_MESSAGE };
      }
      if (result.status === 'error') {
        toast.error('Error', { description: result.message || GENERATE_FAILED_MESSAGE });
        return;
      }
      trackEvent('estimate_generated');
      toast.success('Estimate Generated', { description: 'Your project estimate has been created successfully.' });
      // The choices stay (Back leads to them), under a new request id for a next generation.
      updateWizard(afterGeneration);
      markArrivalFromWizard();
      // Step 7 is the saved estimate's own address, so a reload or a shared tab shows it again.
      // In the transition, "Generating..." stays until that page is there.
      const url = `/estimator?estimate=${encodeURIComponent(result.shareToken)}`;
      startGenerating(() => router.push(url));
    });
  };

  const copy = STEP_COPY[step] ?? STEP_COPY[1]!;
  const nextEnabled = canContinue(step, choices);

  return (
    <div className="mx-auto max-w-6xl">
      <ReportStep step={step} />
      <ProgressBar step={step} />

      <section aria-labelledby="estimator-step-heading" className="mt-8 rounded-3xl border border-white/10 bg-slate-900/60 p-5 sm:p-8">
        <h2 id="estimator-step-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-white focus:outline-none sm:text-3xl">
          {copy.title}
        </h2>
        <p className="mt-2 mb-8 text-slate-300">{copy.subtitle}</p>
        {step === 1 && (
          <ProjectTypeStep types={data.projectTypes} value={choices.projectTypeId} onChange={(id) => setChoices((c) => ({ ...c, projectTypeId: id }))} />
        )}
        {step === 2 && (
          <FeatureStep
            features={data.features}
            selected={choices.features}
            onToggle={(id, on) =>
              setChoices((c) => {
                const features = { ...c.features };
                if (on) features[id] = features[id] ?? 1;
                else delete features[id];
                return { ...c, features };
              })
            }
            onComplexity={(id, level) => setChoices((c) => (id in c.features ? { ...c, features: { ...c.features, [id]: level } } : c))}
          />
        )}
        {step === 3 && <ComplexityStep value={choices.complexity} onChange={(complexity) => setChoices((c) => ({ ...c, complexity }))} />}
        {step === 4 && (
          <DesignStep
            multipliers={data.settings.designMultipliers}
            value={choices.designLevel}
            onChange={(designLevel) => setChoices((c) => ({ ...c, designLevel }))}
          />
        )}
        {step === 5 && <DeliveryStep value={choices.delivery} adjustments={data.settings} onChange={(delivery) => setChoices((c) => ({ ...c, delivery }))} />}
        {step === 6 &&
          (accepting ? (
            <ContactStep formId={CONTACT_FORM_ID} value={choices.contact} onChange={(contact) => setChoices((c) => ({ ...c, contact }))} onSubmit={generate} />
          ) : (
            <FormClosedNotice>
              <p>The preview below shows what your choices would cost; please come back later for a saved estimate.</p>
            </FormClosedNotice>
          ))}
      </section>

      {/* Navigation, with the running preview from step 2 on: kept in view while the step scrolls. */}
      <div
        ref={barRef}
        data-testid="estimator-bar"
        className="sticky bottom-0 z-20 mt-6 -mx-4 border-t border-white/10 bg-slate-950/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-5"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {step >= 2 ? <PreviewTotal data={data} choices={choices} /> : <span aria-hidden className="hidden sm:block" />}
          <div className="flex gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={step === 1 || generating}
              onClick={() => navigateToStep(step - 1)}
              className="flex-1 sm:flex-none"
            >
              Previous
            </Button>
            {/* Keys: two elements, never one button whose type turns to submit while its click on
                step 5 is still being handled (the browser would then submit step 6's form). */}
            {step < TOTAL_STEPS - 1 ? (
              <Button key="next" type="button" disabled={!nextEnabled} onClick={() => navigateToStep(step + 1)} className="flex-1 sm:flex-none">
                Next Step
              </Button>
            ) : (
              <Button key="generate" type="submit" form={CONTACT_FORM_ID} disabled={!accepting || !nextEnabled || generating} className="flex-1 sm:flex-none">
                {generating ? 'Generating...' : 'Generate Estimate'}
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
