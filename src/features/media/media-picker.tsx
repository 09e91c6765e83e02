'use client';

import { Dialog } from 'radix-ui';
import { FileText, ImageIcon, X } from 'lucide-react';
import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { callAction } from '@/features/admin/crud/call-action';
import { searchPickerFiles } from './admin-actions';
import type { MediaItem } from './admin-queries';
import type { PickerKind } from './admin-schema';

const WORDS: Record<PickerKind, { title: string; search: string; list: string; none: string; noMatch: string; loading: string }> = {
  image: {
    title: 'Choose an image',
    search: 'Search images',
    list: 'Images',
    none: 'No images yet. Upload them in the Media Library.',
    noMatch: 'No images match this search.',
    loading: 'Loading images…',
  },
  pdf: {
    title: 'Choose a PDF',
    search: 'Search PDFs',
    list: 'PDFs',
    none: 'No PDFs yet. Upload one in the Media Library.',
    noMatch: 'No PDFs match this search.',
    loading: 'Loading PDFs…',
  },
};

/**
 * 'Choose from library' next to an image URL field: a dialog of the library's images, searched
 * like the library; choosing one fills the field with the image's address (the field stays
 * editable for images elsewhere on the web). With kind 'pdf', the library's PDFs instead.
 */
export function MediaPickerButton({
  onSelect,
  kind = 'image',
  label = 'Choose from library',
}: {
  onSelect: (url: string, item: MediaItem) => void;
  kind?: PickerKind;
  label?: string;
}) {
  const words = WORDS[kind];
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [images, setImages] = useState<MediaItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, startLoading] = useTransition();

  const load = (q: string) =>
    startLoading(async () => {
      const result = await callAction(searchPickerFiles, { q, kind });
      if (!result.ok) {
        setFailed(true);
        toast.error('Failed to load media files.', { description: result.status === 500 ? undefined : result.error });
        return;
      }
      setFailed(false);
      setImages(result.data as MediaItem[]);
    });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setQuery('');
        // Every opening shows the library as it is now (an upload in another tab included).
        if (next) load('');
      }}
    >
      <Dialog.Trigger className={buttonClasses({ variant: 'outline', size: 'sm' }, 'h-[38px] shrink-0')}>
        {kind === 'pdf' ? <FileText aria-hidden className="size-4" /> : <ImageIcon aria-hidden className="size-4" />}
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-4 top-[8vh] z-50 mx-auto flex max-h-[84vh] max-w-4xl flex-col rounded-2xl border border-white/10 bg-slate-900 shadow-xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-white/10 p-4">
            <Dialog.Title className="text-lg font-semibold text-white">{words.title}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-md p-2 text-slate-300 hover:bg-white/10 hover:text-white">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <form
            role="search"
            aria-label={words.search}
            className="flex items-end gap-2 p-4"
            onSubmit={(event) => {
              event.preventDefault();
              // React passes events up through portals: the form around the picker must not submit too.
              event.stopPropagation();
              load(query);
            }}
          >
            <label className="flex-1 text-sm text-slate-200">
              Search by name, alt text or tags
              <Input type="search" value={query} maxLength={100} onChange={(event) => setQuery(event.target.value)} />
            </label>
            <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' }, 'h-[38px]')}>
              Search
            </button>
          </form>
          <div className="overflow-y-auto px-4 pb-4" aria-busy={loading}>
            {failed ? (
              <p role="alert" className="text-rose-200">
                Failed to load media files.
              </p>
            ) : images === null ? (
              <p className="text-slate-400">{words.loading}</p>
            ) : images.length === 0 ? (
              <p className="text-slate-400">{query ? words.noMatch : words.none}</p>
            ) : (
              <ul aria-label={words.list} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {images.map((image) => (
                  <li key={image.id}>
                    <button
                      type="button"
                      onClick={() => {
                        onSelect(image.url, image);
                        setOpen(false);
                      }}
                      className="w-full overflow-hidden rounded-xl border border-white/10 text-left hover:border-brand-400 focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none"
                    >
                      {image.isImage ? (
                        // eslint-disable-next-line @next/next/no-img-element -- stored files with their own resized copies
                        <img src={image.thumbnailUrl} alt="" loading="lazy" className="aspect-video w-full bg-white/5 object-contain" />
                      ) : (
                        <span aria-hidden className="grid aspect-video w-full place-items-center bg-white/5">
                          <FileText className="size-10 text-slate-400" />
                        </span>
                      )}
                      {/* A PDF has no picture: its whole name is what tells it apart. */}
                      <span className={`block p-2 text-sm text-slate-200 ${image.isImage ? 'truncate' : 'break-words'}`}>{image.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
