// A case study's working copy or one of its versions, drawn as its page would look once published
// (the staff preview, the shared preview links and the version previews), with a note at the
// foot of the window saying what it is.
import type { ReactNode } from 'react';
import { PreviewNote } from '@/features/publishing/ui/preview-note';
import { getSiteInfo } from '@/features/settings/queries';
import type { CaseStudyFormValues } from './admin-schema';
import { CaseStudyDetail } from './case-study-detail';
import { previewCaseStudy } from './queries';

export async function CaseStudyDocView({ id, doc, note }: { id: string; doc: CaseStudyFormValues; note: ReactNode }) {
  const [study, site] = await Promise.all([previewCaseStudy(id, doc), getSiteInfo()]);
  return (
    <>
      <CaseStudyDetail study={study} companyName={site.companyName} />
      <PreviewNote>{note}</PreviewNote>
    </>
  );
}
