import type { Metadata } from 'next';
import { savedRecordScreen, savedRecordTitle, type SavedRecordProps } from '../../_lib/page-editor-route';

export async function generateMetadata({ params }: SavedRecordProps): Promise<Metadata> {
  return savedRecordTitle('page', params);
}

export default async function EditPagePage({ params }: SavedRecordProps) {
  return savedRecordScreen('page', params);
}
