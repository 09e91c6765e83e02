import type { Metadata } from 'next';
import { savedRecordScreen, savedRecordTitle, type SavedRecordProps } from '../../_lib/page-editor-route';

export async function generateMetadata({ params }: SavedRecordProps): Promise<Metadata> {
  return savedRecordTitle('post', params);
}

export default async function EditPostPage({ params }: SavedRecordProps) {
  return savedRecordScreen('post', params);
}
