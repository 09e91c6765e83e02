'use client';

import Link from 'next/link';
import { EmptyState } from '@/components/site/empty-state';
import type { EstimatorProjectType } from '../queries';
import { Badge, RadioCard, RadioGroup } from './controls';

/** Step 1: one card per active project type, as a radio group. */
export function ProjectTypeStep({ types, value, onChange }: { types: EstimatorProjectType[]; value: string | null; onChange: (id: string) => void }) {
  if (types.length === 0) {
    return (
      <EmptyState text="No project types are available right now. Tell us about your project and we will prepare a quote for you.">
        <Link href="/contact" className="font-semibold text-brand-300 underline hover:text-white">
          Contact us for a quote
        </Link>
      </EmptyState>
    );
  }
  return (
    <RadioGroup legend="Project type" hideLegend className="sm:grid-cols-2 lg:grid-cols-4">
      {types.map((type) => (
        <RadioCard
          key={type.id}
          name="project-type"
          value={type.id}
          checked={value === type.id}
          onSelect={onChange}
          title={type.name}
          description={type.description}
          badge={<Badge>{type.baseHours.toLocaleString('en-US')} base hours</Badge>}
        />
      ))}
    </RadioGroup>
  );
}
