import type { Metadata } from 'next';
import { PageEditor } from '@/features/pages/editor/page-editor';
import { savedRecordEditor, savedRecordTitle } from '../../_lib/page-editor-route';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return savedRecordTitle('post', (await params).id);
}

export default async function EditPostPage({ params }: Props) {
  const editor = await savedRecordEditor('post', (await params).id);
  // A new key per post: opening another one starts a fresh editor (and preview).
  return <PageEditor key={editor.record.id} {...editor} />;
}
