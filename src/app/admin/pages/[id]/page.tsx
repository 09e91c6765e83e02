import type { Metadata } from 'next';
import { PageEditor } from '@/features/pages/editor/page-editor';
import { savedRecordEditor, savedRecordTitle } from '../../_lib/page-editor-route';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return savedRecordTitle('page', (await params).id);
}

export default async function EditPagePage({ params }: Props) {
  const editor = await savedRecordEditor('page', (await params).id);
  // A new key per page: opening another page starts a fresh editor (and preview).
  return <PageEditor key={editor.record.id} {...editor} />;
}
