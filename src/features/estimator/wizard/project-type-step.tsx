'use client';

import type { EstimatorProjectType } from '../queries';
import { Badge, QuoteInstead, RadioCards } from './controls';

/** Step 1: one card per active project type, as a radio group. */
export function ProjectTypeStep({ types, value, onChange }: { types: EstimatorProjectType[]; value: string | null; onChange: (id: string) => void }) {
  if (types.length === 0) {
    return <QuoteInstead text="No project types are available right now. Tell us about your project and we will prepare a quote for you." />;
  }
  return (
    <RadioCards
      legend="Project type"
      hideLegend
      className="sm:grid-cols-2 lg:grid-cols-4"
      name="project-type"
      options={types.map((type) => ({ ...type, value: type.id }))}
      selected={value}
      onSelect={onChange}
      badge={(type) => <Badge>{type.baseHours.toLocaleString('en-US')} base hours</Badge>}
    />
  );
}
