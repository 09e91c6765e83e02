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
  type SupportTier,
  type Timeline,
} from '../options';
import { Badge, RadioCard, RadioGroup, Slider } from './controls';
import { onStep, type ComplexitySettings, type Delivery } from './state';

/** Step 3: scale, technical complexity, platforms and performance, each 0 to 1 on its step. */
export function ComplexityStep({ value, onChange }: { value: ComplexitySettings; onChange: (value: ComplexitySettings) => void }) {
  const set = (key: keyof ComplexitySettings) => (next: number) => onChange({ ...value, [key]: onStep(next, SLIDER_STEPS[key]) });
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <Slider
        label="Project Scale"
        step={SLIDER_STEPS.scale}
        value={value.scale}
        valueText={scaleLabel(value.scale)}
        description="How many people will use the product. Larger audiences need more work on every feature."
        onChange={set('scale')}
      />
      <Slider
        label="Technical Complexity"
        step={SLIDER_STEPS.complexity}
        value={value.complexity}
        valueText={complexityLabel(value.complexity)}
        description="Business rules, workflows and data: from straightforward to highly specialised."
        onChange={set('complexity')}
      />
      <Slider
        label="Platforms"
        step={SLIDER_STEPS.platforms}
        value={value.platforms}
        valueText={platformsLabel(value.platforms)}
        description="Where the product runs: the web only, or also on phones, tablets and desktops."
        onChange={set('platforms')}
      />
      <Slider
        label="Performance Requirements"
        step={SLIDER_STEPS.performance}
        value={value.performance}
        valueText={performanceLabel(value.performance)}
        description="Response times, availability and load the product must sustain."
        onChange={set('performance')}
      />
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
    <RadioGroup legend="Design level" hideLegend className="sm:grid-cols-2 lg:grid-cols-4">
      {DESIGN_LEVEL_OPTIONS.map((option) => (
        <RadioCard
          key={option.value}
          name="design-level"
          value={option.value}
          checked={value === option.value}
          onSelect={(next) => onChange(next as DesignLevel)}
          title={option.name}
          description={option.description}
          badge={
            <span className="flex flex-wrap gap-2">
              <Badge>{surcharge(multipliers[option.value])}</Badge>
              {option.popular && <Badge tone="brand">Most Popular</Badge>}
            </span>
          }
        />
      ))}
    </RadioGroup>
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
      <RadioGroup legend="Timeline" className="md:grid-cols-3">
        {TIMELINE_OPTIONS.map((option) => (
          <RadioCard
            key={option.value}
            name="timeline"
            value={option.value}
            checked={value.timeline === option.value}
            onSelect={(next) => onChange({ ...value, timeline: next as Timeline })}
            title={option.name}
            description={timelineDescription(option.value, adjustments)}
          />
        ))}
      </RadioGroup>
      <RadioGroup legend="Support" className="md:grid-cols-3">
        {SUPPORT_OPTIONS.map((option) => (
          <RadioCard
            key={option.value}
            name="support"
            value={option.value}
            checked={value.support === option.value}
            onSelect={(next) => onChange({ ...value, support: next as SupportTier })}
            title={option.name}
            description={option.description}
          />
        ))}
      </RadioGroup>
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
