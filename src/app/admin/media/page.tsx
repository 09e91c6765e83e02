import type { Metadata } from 'next';
import { connection } from 'next/server';
import { listImagesWithoutAlt, listMediaFolders, listMediaLibrary, parseMediaParams } from '@/features/media/admin-queries';
import { MediaLibrary } from '@/features/media/media-library';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { nullOnFailure } from '@/server/logger';

export const metadata: Metadata = { title: 'Media Library' };

export default async function AdminMediaPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('editor', '/admin/media');
  const params = parseMediaParams(await searchParams);
  const db = await getDb();
  const data = await nullOnFailure(Promise.all([listMediaLibrary(db, params), listMediaFolders(db), listImagesWithoutAlt(db)]), 'media library failed to load');
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
