import type { Metadata } from 'next';
import { loadScreen, type AdminListProps } from '@/features/admin/crud/collection-list';
import { listImagesWithoutAlt, listMediaFolders, listMediaLibrary, parseMediaParams } from '@/features/media/admin-queries';
import { MediaLibrary } from '@/features/media/media-library';
import { env } from '@/server/env';

export const metadata: Metadata = { title: 'Media Library' };

export default async function AdminMediaPage({ searchParams }: AdminListProps) {
  const params = parseMediaParams(await searchParams);
  const { data } = await loadScreen(
    'editor',
    '/admin/media',
    (db) => Promise.all([listMediaLibrary(db, params), listMediaFolders(db), listImagesWithoutAlt(db)]),
    'media library failed to load',
  );
  return (
    <MediaLibrary
      params={params}
      list={data?.[0] ?? { items: [], total: 0, pageCount: 1 }}
      folders={data?.[1] ?? [params.folder]}
      missingAlt={data?.[2] ?? []}
      maxUploadBytes={env().mediaMaxUploadBytes}
      loadFailed={!data}
    />
  );
}
