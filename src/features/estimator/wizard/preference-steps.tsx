'use client';

import {
  complexityLabel,
  DESIGN_LEVEL_OPTIONS,
  performanceLabel,
  phasesLabel,
  platformsLabel,
  scaleLabel,
  SLIDER_STEPS,
  SUPPORT_OPTIONS,
  TIMELINE_OPTIONS,
  timelineDescription,
  type DesignLevel,
} from '../options';
import { Badge, RadioCards, Slider } from './controls';
import { onStep, type ComplexitySettings, type Delivery } from './state';

/** Step 3: scale, technical complexity, platforms and performance, each 0 to 1 on its step. */
const COMPLEXITY_SLIDERS: { key: keyof ComplexitySettings; label: string; valueText: (value: number) => string; description: string }[] = [
  {
    key: 'scale',
    label: 'Project Scale',
    valueText: scaleLabel,
    description: 'How many people will use the product. Larger audiences need more work on every feature.',
  },
  {
    key: 'complexity',
    label: 'Technical Complexity',
    valueText: complexityLabel,
    description: 'Business rules, workflows and data: from straightforward to highly specialised.',
  },
  {
    key: 'platforms',
    label: 'Platforms',
    valueText: platformsLabel,
    description: 'Where the product runs: the web only, or also on phones, tablets and desktops.',
  },
  {
    key: 'performance',
    label: 'Performance Requirements',
    valueText: performanceLabel,
    description: 'Response times, availability and load the product must sustain.',
  },
];

export function ComplexityStep({ value, onChange }: { value: ComplexitySettings; onChange: (value: ComplexitySettings) => void }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {COMPLEXITY_SLIDERS.map(({ key, label, valueText, description }) => (
        <Slider
          key={key}
          label={label}
          step={SLIDER_STEPS[key]}
          value={value[key]}
          valueText={valueText(value[key])}
          description={description}
          onChange={(next) => onChange({ ...value, [key]: onStep(next, SLIDER_STEPS[key]) })}
        />
      ))}
    </div>
  );
}

function surcharge(multiplier: number) {
  const percent = Math.round((multiplier - 1) * 100);
  return percent > 0 ? `+${percent}%` : percent < 0 ? `${percent}%` : 'Base price';
}

/** Step 4: the four design levels with their price multipliers; no default, the visitor chooses. */
export function DesignStep({
  multipliers,
  value,
  onChange,
}: {
  multipliers: Record<DesignLevel, number>;
  value: DesignLevel | null;
  onChange: (value: DesignLevel) => void;
}) {
  return (
    <RadioCards
      legend="Design level"
      hideLegend
      className="sm:grid-cols-2 lg:grid-cols-4"
      name="design-level"
      options={DESIGN_LEVEL_OPTIONS}
      selected={value}
      onSelect={onChange}
      badge={(option) => (
        <span className="flex flex-wrap gap-2">
          <Badge>{surcharge(multipliers[option.value])}</Badge>
          {option.popular && <Badge tone="brand">Most Popular</Badge>}
        </span>
      )}
    />
  );
}

/** Step 5: timeline, support tier and release phases. */
export function DeliveryStep({
  value,
  onChange,
  adjustments,
}: {
  value: Delivery;
  onChange: (value: Delivery) => void;
  adjustments: { rushFeePercent: number; flexibleDiscountPercent: number };
}) {
  return (
    <div className="space-y-10">
      <RadioCards
        legend="Timeline"
        className="md:grid-cols-3"
        name="timeline"
        options={TIMELINE_OPTIONS}
        selected={value.timeline}
        onSelect={(timeline) => onChange({ ...value, timeline })}
        describe={(option) => timelineDescription(option.value, adjustments)}
      />
      <RadioCards
        legend="Support"
        className="md:grid-cols-3"
        name="support"
        options={SUPPORT_OPTIONS}
        selected={value.support}
        onSelect={(support) => onChange({ ...value, support })}
      />
      <Slider
        label="Delivery Phases"
        step={SLIDER_STEPS.phases}
        value={value.phases}
        valueText={phasesLabel(value.phases)}
        description="One release at the end, or smaller releases that put working software in front of users sooner."
        onChange={(next) => onChange({ ...value, phases: onStep(next, SLIDER_STEPS.phases) })}
      />
    </div>
  );
}
