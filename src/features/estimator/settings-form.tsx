'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { checkboxBinder, fieldBinder } from '@/features/admin/crud/bind';
import { CheckboxField, NumberField } from '@/features/admin/crud/fields';
import { TextListField } from '@/features/admin/crud/text-list-field';
import { saveEstimatorSettings } from './admin-actions';
import type { AdminEstimatorSettings } from './admin-queries';
import { DESIGN_LEVELS } from './admin-schema';
import { DESIGN_LEVEL_OPTIONS } from './options';

type Values = {
  designMultipliers: Record<(typeof DESIGN_LEVELS)[number], string>;
  scaleWeight: string;
  rangeLowPercent: string;
  rangeHighPercent: string;
  rushFeePercent: string;
  applyRushFee: boolean;
  flexibleDiscountPercent: string;
  applyFlexibleDiscount: boolean;
  qaSharePercent: string;
  pmSharePercent: string;
  validityDays: string;
  defaultAssumptions: string[];
  defaultExclusions: string[];
};

const toForm = (settings: AdminEstimatorSettings): Values => ({
  designMultipliers: Object.fromEntries(DESIGN_LEVELS.map((level) => [level, String(settings.designMultipliers[level])])) as Values['designMultipliers'],
  scaleWeight: String(settings.scaleWeight),
  rangeLowPercent: String(settings.rangeLowPercent),
  rangeHighPercent: String(settings.rangeHighPercent),
  rushFeePercent: String(settings.rushFeePercent),
  applyRushFee: settings.applyRushFee,
  flexibleDiscountPercent: String(settings.flexibleDiscountPercent),
  applyFlexibleDiscount: settings.applyFlexibleDiscount,
  qaSharePercent: String(settings.qaSharePercent),
  pmSharePercent: String(settings.pmSharePercent),
  validityDays: String(settings.validityDays),
  defaultAssumptions: [...settings.defaultAssumptions],
  defaultExclusions: [...settings.defaultExclusions],
});

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-white/10 bg-white/[0.03] p-6" aria-label={title}>
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <p className="mt-1 text-sm text-slate-400">{description}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** /admin/estimator/settings: how the server prices every new estimate (DECISIONS.md, estimator pricing). */
export function EstimatorSettingsForm({ settings }: { settings: AdminEstimatorSettings }) {
  const router = useRouter();
  const [values, setValues] = useState(() => toForm(settings));
  const [pending, startTransition] = useTransition();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const bind = fieldBinder(values, set);
  const bindChecked = checkboxBinder(values, set);

  const submit = () =>
    startTransition(async () => {
      const result = await saveEstimatorSettings(values).catch(() => ({
        ok: false as const,
        error: 'The server could not be reached. Please try again.',
        status: 500 as const,
      }));
      if (!result.ok) {
        toast.error('Failed to save estimator settings', { description: result.error });
        return;
      }
      toast.success('Estimator settings saved', { description: 'New estimates use them from now on.' });
      router.refresh();
    });

  return (
    <form
      aria-label="Estimator Settings"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Estimator Settings</h1>
        <p className="mt-1 max-w-3xl text-slate-400">How the server prices every new estimate. Saved estimates keep the figures they were made with.</p>
      </div>
      <Section
        title="Design multipliers"
        description="The cost of every role is multiplied by the visitor's design level. Step 4 of the estimator shows the surcharge."
      >
        {DESIGN_LEVEL_OPTIONS.map((option) => (
          <NumberField
            key={option.value}
            label={`${option.name} multiplier`}
            value={values.designMultipliers[option.value]}
            onChange={(v) => set('designMultipliers', { ...values.designMultipliers, [option.value]: v })}
          />
        ))}
      </Section>
      <Section
        title="Scale and range"
        description="Role hours × (1 + scale × scale weight). The result shows a range from the total minus the low percentage to the total plus the high percentage."
      >
        <NumberField label="Scale weight" {...bind('scaleWeight')} hint="0.5 by default: the largest scale adds 50% to the hours." />
        <NumberField label="Validity (days)" {...bind('validityDays')} hint="How long an estimate stays valid." />
        <NumberField label="Range below the total (%)" {...bind('rangeLowPercent')} />
        <NumberField label="Range above the total (%)" {...bind('rangeHighPercent')} />
      </Section>
      <Section
        title="Timeline adjustments"
        description="The estimator always states the rush fee and the flexible discount; they change the price only when applied."
      >
        <NumberField label="Rush fee (%)" {...bind('rushFeePercent')} />
        <NumberField label="Flexible discount (%)" {...bind('flexibleDiscountPercent')} />
        <CheckboxField label="Apply the rush fee to ASAP estimates" {...bindChecked('applyRushFee')} />
        <CheckboxField label="Apply the discount to flexible estimates" {...bindChecked('applyFlexibleDiscount')} />
      </Section>
      <Section
        title="Quality assurance and project management"
        description="Hours added to the Quality Assurance and Project Management rows, as a percent of the hours of the chosen features (0: only features that name those roles bring them). Each estimate says in its assumptions where these hours are, or that it has none."
      >
        <NumberField label="Quality assurance share (%)" {...bind('qaSharePercent')} hint="Needs an active Quality Assurance rate card when above 0." />
        <NumberField label="Project management share (%)" {...bind('pmSharePercent')} hint="Needs an active Project Management rate card when above 0." />
      </Section>
      <Section
        title="Assumptions and exclusions"
        description="Printed on every estimate and its PDF, before the lines on quality assurance and project management."
      >
        <TextListField label="Assumptions" item="Assumption" {...bind('defaultAssumptions')} />
        <TextListField label="Exclusions" item="Exclusion" {...bind('defaultExclusions')} />
      </Section>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save Settings'}
      </Button>
    </form>
  );
}
