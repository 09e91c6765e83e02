'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/features/admin/crud/call-action';
import { confirmDelete } from '@/features/admin/crud/confirm';
import { Badge, CrudCard, CrudListShell } from '@/features/admin/crud/list-shell';
import { statusColours, statusLabel } from '@/features/publishing/status';
import { formatZoned } from '@/lib/zoned-time';
import { deleteCaseStudy } from './admin-actions';
import type { AdminCaseStudy } from './admin-queries';

/** /admin/case-studies: every case study with where it stands (Draft, Published, with changes); each opens in its editor. */
export function CaseStudiesManager({
  studies,
  controls,
  loadFailed,
  timeZone,
}: {
  studies: AdminCaseStudy[];
  controls: ReactNode;
  loadFailed?: boolean;
  timeZone: string;
}) {
  const router = useRouter();
  const [busy, start] = useTransition();
  const remove = (study: AdminCaseStudy) => {
    if (!confirmDelete('case study')) return;
    start(async () => {
      const result = await callAction(deleteCaseStudy, { id: study.id });
      if (!result.ok) return void toast.error('Failed to delete case study', { description: result.error });
      toast.success('Case study deleted successfully');
      router.refresh();
    });
  };
  return (
    <CrudListShell
      title="Case Studies Management"
      description="Client projects shown in the portfolio. Changes are drafts until published; drafts and unpublished case studies are visible only here."
      addLabel="Add Case Study"
      addHref="/admin/case-studies/new"
      controls={controls}
      count={studies.length}
      emptyText="No case studies found. Add your first case study to show it in the portfolio."
      loadFailed={loadFailed}
      plural="case studies"
    >
      {studies.map((study) => (
        <CrudCard key={study.id} name={study.title} editHref={`/admin/case-studies/${study.id}`} onDelete={() => remove(study)} deleteDisabled={busy}>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-white">{study.title}</h2>
            {study.isFeatured && <Badge>Featured</Badge>}
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusColours({ isPublished: study.isActive, hasDraft: study.hasDraft })}`}>
              {statusLabel({ isPublished: study.isActive, hasDraft: study.hasDraft })}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-300">{[study.client, study.industry, study.timeline].filter(Boolean).join(' · ')}</p>
          {study.nextSchedule && (
            <p className="mt-1 text-sm text-amber-200">
              {study.nextSchedule.action === 'publish' ? 'Publishes' : 'Unpublishes'} {formatZoned(study.nextSchedule.runAt, timeZone)} ({timeZone})
            </p>
          )}
          {study.description && <p className="mt-2 line-clamp-2 text-sm text-slate-400">{study.description}</p>}
        </CrudCard>
      ))}
    </CrudListShell>
  );
}
