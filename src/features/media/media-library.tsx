'use client';

import { FileText, Film, FolderPlus, Grid2x2, List, Trash2, Upload } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { callAction } from '@/features/admin/crud/call-action';
import { TextAreaField, TextField } from '@/features/admin/crud/fields';
import { DataTable } from '@/features/admin/crud/data-table';
import { CrudFormFrame } from '@/features/admin/crud/form-frame';
import { createMediaFolder, deleteMediaFiles, saveMediaDetails } from './admin-actions';
import type { MediaItem, MediaListParams } from './admin-queries';
import { formatFileSize } from './admin-schema';
import { useMediaUpload } from './use-media-upload';

// Only what the server accepts is offered in the file chooser; the server still checks the content.
const ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml,video/mp4,video/webm,video/quicktime,application/pdf,.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const COLUMN_CHOICES = [2, 4, 6] as const;
const GRID_CLASSES: Record<(typeof COLUMN_CHOICES)[number], string> = {
  2: 'grid-cols-1 sm:grid-cols-2',
  4: 'grid-cols-2 md:grid-cols-4',
  6: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-6',
};

type Details = { id: string; name: string; altText: string; caption: string; tags: string };

function href(params: MediaListParams, change: Partial<MediaListParams>) {
  const next = { ...params, page: 1, ...change };
  const query = new URLSearchParams();
  if (next.folder !== 'uploads') query.set('folder', next.folder);
  if (next.q) query.set('q', next.q);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `/admin/media?${text}` : '/admin/media';
}

const dimensions = (item: MediaItem) => (item.width && item.height ? `${item.width} × ${item.height} px` : null);

function Preview({ item, className }: { item: MediaItem; className: string }) {
  if (item.isImage) {
    // eslint-disable-next-line @next/next/no-img-element -- stored files with their own resized copies
    return <img src={item.thumbnailUrl} alt={item.altText ?? ''} loading="lazy" className={`${className} object-cover`} />;
  }
  const Icon = item.mimeType.startsWith('video/') ? Film : FileText;
  return (
    <div className={`${className} flex items-center justify-center bg-white/5`}>
      <Icon aria-hidden className="size-8 text-slate-400" />
    </div>
  );
}

/** The list view: one row per file, with its checkbox for the bulk delete and its Edit details. */
function MediaTable({
  items,
  selected,
  toggle,
  openDetails,
}: {
  items: MediaItem[];
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  openDetails: (item: MediaItem) => void;
}) {
  return (
    <DataTable
      label="Media files"
      caption="Media files"
      look="ruled"
      rows={items}
      rowKey={(item) => item.id}
      rowClassName="border-t border-white/10"
      columns={[
        {
          header: <span className="sr-only">Selected</span>,
          className: 'p-3',
          cell: (item) => (
            <input
              type="checkbox"
              checked={selected.has(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
              className="size-4 accent-brand-600"
              aria-label={`Select ${item.name}`}
            />
          ),
        },
        { header: 'Name', rowHeader: true, className: 'p-3 font-medium text-white', cell: (item) => item.name },
        { header: 'Type', className: 'p-3', cell: (item) => item.mimeType },
        { header: 'Size', className: 'p-3', cell: (item) => formatFileSize(item.fileSize) },
        { header: 'Dimensions', className: 'p-3', cell: (item) => dimensions(item) ?? '—' },
        { header: 'Folder', className: 'p-3', cell: (item) => item.folder },
        {
          header: <span className="sr-only">Actions</span>,
          className: 'p-3',
          cell: (item) => (
            <button type="button" className="text-brand-300 hover:underline" onClick={() => openDetails(item)} aria-label={`Edit details of ${item.name}`}>
              Edit details
            </button>
          ),
        },
      ]}
    />
  );
}

/** /admin/media: the spec's media library (grid or list, folders, search, uploads, multi-select delete). */
export function MediaLibrary({
  params,
  list,
  folders,
  missingAlt,
  maxUploadBytes,
  loadFailed,
}: {
  params: MediaListParams;
  list: { items: MediaItem[]; total: number; pageCount: number };
  folders: string[];
  missingAlt: MediaItem[];
  maxUploadBytes: number;
  loadFailed: boolean;
}) {
  const router = useRouter();
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [columns, setColumns] = useState<(typeof COLUMN_CHOICES)[number]>(4);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [details, setDetails] = useState<Details | null>(null);
  const [newFolder, setNewFolder] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const uploadFolder = params.folder === 'all' ? 'uploads' : params.folder;
  const uploads = useMediaUpload(uploadFolder, maxUploadBytes);
  const inputId = useId();

  useEffect(() => {
    if (loadFailed) toast.error('Failed to load media files.');
  }, [loadFailed]);

  // Files no longer listed (deleted, another folder) cannot stay selected.
  const visibleSelected = list.items.filter((item) => selected.has(item.id)).map((item) => item.id);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteSelected = () => {
    const ids = visibleSelected;
    if (ids.length === 0 || !window.confirm(`Are you sure you want to delete ${ids.length === 1 ? 'this file' : `these ${ids.length} files`}?`)) return;
    startTransition(async () => {
      const result = await callAction(deleteMediaFiles, { ids });
      if (!result.ok) {
        toast.error('Failed to delete files.', { description: result.error });
        return;
      }
      toast.success(`Files Deleted (${ids.length})`);
      setSelected(new Set());
      if (details && ids.includes(details.id)) setDetails(null);
      router.refresh();
    });
  };

  const openDetails = (item: MediaItem) =>
    setDetails({ id: item.id, name: item.name, altText: item.altText ?? '', caption: item.caption ?? '', tags: item.tags.join(', ') });

  const saveDetails = () => {
    if (!details) return;
    startTransition(async () => {
      const result = await callAction(saveMediaDetails, { id: details.id, altText: details.altText, caption: details.caption, tags: details.tags });
      if (!result.ok) {
        toast.error('Failed to save file details.', { description: result.error });
        return;
      }
      toast.success('File details saved');
      setDetails(null);
      router.refresh();
    });
  };

  const createFolder = () => {
    const name = newFolder?.trim() ?? '';
    startTransition(async () => {
      const result = await callAction(createMediaFolder, { name });
      if (!result.ok) {
        toast.error('Failed to create folder.', { description: result.error });
        return;
      }
      toast.success('Folder created');
      setNewFolder(null);
      router.push(href(params, { folder: name, q: '' }));
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Media Library</h1>
          <p className="mt-1 max-w-3xl text-slate-400">
            Images, videos and documents for the site. Up to {formatFileSize(maxUploadBytes)} per file; images get resized copies for fast pages.
          </p>
        </div>
        <div>
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            className="peer sr-only"
            disabled={uploads.busy}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void uploads.upload(files);
            }}
          />
          <label
            htmlFor={inputId}
            className={buttonClasses(
              {},
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-400 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            )}
          >
            <Upload aria-hidden className="size-4" />
            Upload Files
          </label>
          <p className="mt-1 text-xs text-slate-400">Into the folder {uploadFolder}</p>
        </div>
      </div>

      {uploads.rows.length > 0 && (
        <section aria-label="Uploads" className="rounded-2xl border border-white/10 bg-white/[0.03] p-4">
          <div className="flex items-center justify-between gap-4">
            <h2 className="text-sm font-semibold text-white">Uploads</h2>
            <Button type="button" size="sm" variant="ghost" onClick={uploads.clear} disabled={uploads.busy}>
              Clear
            </Button>
          </div>
          <ul className="mt-2 space-y-2">
            {uploads.rows.map((row) => (
              <li key={row.id} className="text-sm">
                <div className="flex justify-between gap-4 text-slate-200">
                  <span className="truncate">{row.name}</span>
                  <span className={row.state === 'failed' ? 'text-rose-300' : 'text-slate-400'}>
                    {row.state === 'uploading' ? `${row.percent}%` : row.state === 'done' ? 'Uploaded' : 'Refused'}
                  </span>
                </div>
                {row.state === 'failed' ? (
                  <p className="text-rose-300">{row.error}</p>
                ) : (
                  <progress aria-label={row.name} max={100} value={row.percent} className="mt-1 h-2 w-full overflow-hidden rounded-full accent-brand-500" />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label="Folders" className="flex flex-wrap gap-2">
          {[...folders, 'all'].map((folder) => (
            <Link
              key={folder}
              href={href(params, { folder, q: params.q })}
              aria-current={folder === params.folder ? 'page' : undefined}
              className={`rounded-lg px-3 py-1.5 text-sm font-medium ${folder === params.folder ? 'bg-brand-700 text-white' : 'border border-white/15 text-slate-300 hover:bg-white/10 hover:text-white'}`}
            >
              {folder === 'all' ? 'All folders' : folder}
            </Link>
          ))}
        </nav>
        {newFolder === null ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setNewFolder('')}>
            <FolderPlus aria-hidden className="size-4" />
            New Folder
          </Button>
        ) : (
          <form
            aria-label="New folder"
            className="flex flex-wrap items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              createFolder();
            }}
          >
            <label className="text-sm text-slate-200">
              <span className="sr-only">Folder name</span>
              <Input
                inline
                type="text"
                autoFocus
                value={newFolder}
                onChange={(event) => setNewFolder(event.target.value)}
                maxLength={40}
                placeholder="case-studies"
              />
            </label>
            <Button type="submit" size="sm" disabled={pending}>
              Create
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setNewFolder(null)}>
              Cancel
            </Button>
          </form>
        )}
      </div>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <form method="get" action="/admin/media" role="search" aria-label="Search media files" className="flex flex-wrap items-end gap-3">
          {params.folder !== 'uploads' && <input type="hidden" name="folder" value={params.folder} />}
          <label className="text-sm text-slate-200">
            Search by name, alt text or tags
            <Input inline type="search" name="q" defaultValue={params.q} maxLength={100} className="mt-1 block w-72" />
          </label>
          <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' }, 'h-[38px]')}>
            Search
          </button>
        </form>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="View" className="flex gap-1">
            <Button type="button" size="sm" variant={view === 'grid' ? 'primary' : 'outline'} aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
              <Grid2x2 aria-hidden className="size-4" />
              Grid
            </Button>
            <Button type="button" size="sm" variant={view === 'list' ? 'primary' : 'outline'} aria-pressed={view === 'list'} onClick={() => setView('list')}>
              <List aria-hidden className="size-4" />
              List
            </Button>
          </div>
          {view === 'grid' && (
            <div role="group" aria-label="Columns" className="flex gap-1">
              {COLUMN_CHOICES.map((choice) => (
                <Button
                  key={choice}
                  type="button"
                  size="sm"
                  variant={columns === choice ? 'primary' : 'outline'}
                  aria-pressed={columns === choice}
                  aria-label={`${choice} columns`}
                  onClick={() => setColumns(choice)}
                >
                  {choice}
                </Button>
              ))}
            </div>
          )}
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={deleteSelected}
            disabled={pending || visibleSelected.length === 0}
            className="hover:border-rose-400/60 hover:text-rose-200"
          >
            <Trash2 aria-hidden className="size-4" />
            Delete Selected ({visibleSelected.length})
          </Button>
        </div>
      </div>

      {details && (
        <CrudFormFrame title={`Details of ${details.name}`} pending={pending} onSubmit={saveDetails} onCancel={() => setDetails(null)}>
          <TextField
            label="Alt text"
            value={details.altText}
            onChange={(altText) => setDetails({ ...details, altText })}
            maxLength={300}
            placeholder="What the image shows, for people who cannot see it"
          />
          <TextField label="Tags" value={details.tags} onChange={(tags) => setDetails({ ...details, tags })} placeholder="team, office" />
          <TextAreaField label="Caption" value={details.caption} onChange={(caption) => setDetails({ ...details, caption })} maxLength={1000} rows={2} />
        </CrudFormFrame>
      )}

      <h2 className="sr-only">Files</h2>
      {loadFailed ? (
        <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
          Failed to load media files. Reload the page to try again.
        </p>
      ) : list.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-slate-400">
          {params.q ? 'No files match this search.' : 'No files in this folder yet. Upload some to get started.'}
        </p>
      ) : view === 'grid' ? (
        <ul aria-label="Media files" className={`grid gap-4 ${GRID_CLASSES[columns]}`}>
          {list.items.map((item) => (
            <li
              key={item.id}
              className={`overflow-hidden rounded-2xl border bg-white/[0.03] ${selected.has(item.id) ? 'border-brand-400' : 'border-white/10'}`}
            >
              <Preview item={item} className="aspect-video w-full" />
              <div className="space-y-1 p-3 text-sm">
                <div className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    checked={selected.has(item.id)}
                    onChange={(event) => toggle(item.id, event.target.checked)}
                    className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    aria-label={`Select ${item.name}`}
                  />
                  <h3 className="min-w-0 break-words font-medium text-white">{item.name}</h3>
                </div>
                <p className="text-slate-400">
                  {formatFileSize(item.fileSize)}
                  {dimensions(item) && ` · ${dimensions(item)}`}
                </p>
                {item.isImage && !item.altText && <p className="text-amber-300">No alt text</p>}
                <div className="flex flex-wrap gap-x-3">
                  <button
                    type="button"
                    className="text-brand-300 underline-offset-2 hover:underline"
                    onClick={() => openDetails(item)}
                    aria-label={`Edit details of ${item.name}`}
                  >
                    Edit details
                  </button>
                  <a
                    href={item.url}
                    className="text-brand-300 underline-offset-2 hover:underline"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Open ${item.name}`}
                  >
                    Open
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <MediaTable items={list.items} selected={selected} toggle={toggle} openDetails={openDetails} />
      )}

      {list.pageCount > 1 && (
        <nav aria-label="Media pages" className="flex items-center gap-3 text-sm text-slate-300">
          <span>
            {list.total} files · page {params.page} of {list.pageCount}
          </span>
          {params.page > 1 && (
            <Link className={buttonClasses({ variant: 'outline', size: 'sm' })} href={href(params, { page: params.page - 1 })}>
              Previous
            </Link>
          )}
          {params.page < list.pageCount && (
            <Link className={buttonClasses({ variant: 'outline', size: 'sm' })} href={href(params, { page: params.page + 1 })}>
              Next
            </Link>
          )}
        </nav>
      )}

      <section aria-labelledby="missing-alt" className="rounded-2xl border border-white/10 bg-white/[0.03] p-6">
        <h2 id="missing-alt" className="text-lg font-semibold text-white">
          Images without alt text ({missingAlt.length})
        </h2>
        {missingAlt.length === 0 ? (
          <p className="mt-2 text-sm text-slate-400">Every image has alt text.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-400">Screen readers cannot describe these images. Add a short description of what each shows.</p>
            <ul aria-label="Images without alt text" className="mt-3 space-y-2 text-sm">
              {missingAlt.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-slate-200">
                    {item.name} <span className="text-slate-400">({item.folder})</span>
                  </span>
                  <button
                    type="button"
                    className="text-brand-300 hover:underline"
                    onClick={() => openDetails(item)}
                    aria-label={`Add alt text to ${item.name}`}
                  >
                    Add alt text
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
