'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { sizeRefusalMessage } from './admin-schema';
import type { UploadAnswer } from './upload';

export type UploadRow = { id: number; name: string; percent: number; state: 'uploading' | 'done' | 'failed'; error?: string };

const UPLOAD_URL = '/api/admin/media';
const PARALLEL_UPLOADS = 3;
const FAILED = 'Failed to upload files. Please try again.';

/** One file, one request: XMLHttpRequest because fetch() reports no upload progress. */
function sendFile(file: File, folder: string, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${UPLOAD_URL}?name=${encodeURIComponent(file.name)}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const answer = request.response as UploadAnswer | null;
      resolve(answer && typeof answer === 'object' && 'ok' in answer ? answer : { ok: false, error: FAILED });
    };
    request.onerror = () => resolve({ ok: false, error: FAILED });
    const body = new FormData();
    body.set('folder', folder);
    body.set('file', file);
    request.send(body);
  });
}

let nextRowId = 1;

/**
 * Uploads several files, a few at a time, each with its own progress. When all are done: one
 * 'Files Uploaded (n)' toast for those stored, one 'Upload Error' toast naming each refusal.
 */
export function useMediaUpload(folder: string, maxUploadBytes: number) {
  const router = useRouter();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const busy = rows.some((row) => row.state === 'uploading');

  const update = (id: number, change: Partial<UploadRow>) => setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    const queued = files.map((file) => ({ file, row: { id: nextRowId++, name: file.name, percent: 0, state: 'uploading' as const } }));
    setRows((current) => [...queued.map((q) => q.row), ...current.filter((row) => row.state !== 'done')]);
    const errors: string[] = [];
    let stored = 0;
    const work = [...queued];
    const worker = async () => {
      for (let next = work.shift(); next; next = work.shift()) {
        const { file, row } = next;
        // Too big: refused at once, without sending it (the server checks again).
        const answer =
          file.size > maxUploadBytes
            ? ({ ok: false, error: sizeRefusalMessage(file.name, maxUploadBytes) } as const)
            : await sendFile(file, folder, (percent) => update(row.id, { percent }));
        if (answer.ok) {
          stored += 1;
          update(row.id, { percent: 100, state: 'done' });
        } else {
          errors.push(answer.error);
          update(row.id, { state: 'failed', error: answer.error });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, work.length) }, worker));
    if (stored > 0) toast.success(`Files Uploaded (${stored})`);
    if (errors.length > 0) {
      const refusals = errors.filter((error) => error !== FAILED);
      toast.error('Upload Error', { description: [FAILED, ...refusals].join('\n'), classNames: { description: 'whitespace-pre-line' } });
    }
    if (stored > 0) router.refresh();
  };

  return { rows, busy, upload, clear: () => setRows((current) => current.filter((row) => row.state === 'uploading')) };
}
