import type { Metadata } from 'next';
import { PageEditor } from '@/features/pages/editor/page-editor';
import { newRecordEditor } from '../../_lib/page-editor-route';

export const metadata: Metadata = { title: 'New post' };

export default async function NewPostPage() {
  return <PageEditor {...await newRecordEditor('post')} />;
}
