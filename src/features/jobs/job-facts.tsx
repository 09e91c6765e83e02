import { BarChart3, Briefcase, Building2, DollarSign, MapPin } from '@/components/icons';
import { JOB_TYPE_LABELS } from './labels';
import type { PublicJob } from './queries';

/** Department, location, type, experience and salary of a job, as a description list. */
export function JobFacts({ job, className = '' }: { job: PublicJob; className?: string }) {
  const facts = [
    { icon: Building2, label: 'Department', value: job.department },
    { icon: MapPin, label: 'Location', value: job.location },
    { icon: Briefcase, label: 'Employment type', value: JOB_TYPE_LABELS[job.type] },
    ...(job.experienceLevel ? [{ icon: BarChart3, label: 'Experience', value: job.experienceLevel }] : []),
    ...(job.salaryRange ? [{ icon: DollarSign, label: 'Salary', value: job.salaryRange }] : []),
  ];
  return (
    <dl className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${className}`}>
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5 text-slate-300">
          <Icon aria-hidden className="size-4 text-brand-300" />
          <dt className="sr-only">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
