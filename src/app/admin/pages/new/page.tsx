import type { Metadata } from 'next';
import { PageEditor } from '@/features/pages/editor/page-editor';
import { newRecordEditor } from '../../_lib/page-editor-route';

export const metadata: Metadata = { title: 'New page' };

export default async function NewPagePage() {
  return <PageEditor {...await newRecordEditor('page')} />;
}
