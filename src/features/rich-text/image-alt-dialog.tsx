'use client';

import { useEffect, useId, useState } from 'react';
import { DialogActions, DialogForm, EditorDialog, HintedInput } from './editor-dialog';
import type { ImageNode } from './schema';

/** An image picked from the library, waiting for its alt text. */
export type PendingImage = { src: string; alt: string; width: number | null; height: number | null; thumbnailUrl: string };

const ALT_MESSAGE = 'Every image needs alt text: describe what it shows.';

/**
 * After an image is picked: asks for its alt text (required, prefilled from the library), then
 * inserts it with its size, so the page reserves its space before it loads.
 */
export function ImageAltDialog({
  image,
  onInsert,
  onCancel,
  onClosed,
}: {
  image: PendingImage | null;
  onInsert: (attrs: ImageNode['attrs']) => void;
  onCancel: () => void;
  onClosed: () => void;
}) {
  return (
    <EditorDialog
      open={image !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Describe the image"
      onClosed={onClosed}
    >
      {image && <AltFields key={image.src} image={image} onInsert={onInsert} />}
    </EditorDialog>
  );
}

function AltFields({ image, onInsert }: { image: PendingImage; onInsert: (attrs: ImageNode['attrs']) => void }) {
  const id = useId();
  const [alt, setAlt] = useState(image.alt);
  const [error, setError] = useState<string | null>(null);
  const [size, setSize] = useState(image.width && image.height ? { width: image.width, height: image.height } : null);

  // The library does not know the size of every file (an SVG): the browser measures it.
  useEffect(() => {
    if (size) return;
    const probe = new window.Image();
    probe.onload = () => {
      if (probe.naturalWidth > 0 && probe.naturalHeight > 0) setSize({ width: probe.naturalWidth, height: probe.naturalHeight });
      else setError('This image has no size the page can use. Choose another one.');
    };
    probe.onerror = () => setError('This image could not be loaded. Choose another one.');
    probe.src = image.src;
  }, [image.src, size]);

  return (
    <DialogForm
      onSubmit={() => {
        if (!alt.trim()) return setError(ALT_MESSAGE);
        if (!size) return;
        onInsert({ src: image.src, alt: alt.trim(), ...size });
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the library's own thumbnail */}
      <img src={image.thumbnailUrl} alt="" className="max-h-48 w-full rounded-lg bg-white/5 object-contain" />
      <HintedInput
        id={`${id}-alt`}
        label="Alt text (required)"
        hint="What the image shows, for people who cannot see it and for search engines."
        error={error}
        value={alt}
        maxLength={300}
        required
        onChange={(event) => {
          setAlt(event.target.value);
          setError(null);
        }}
      />
      <DialogActions submit="Insert image" disabled={!size} />
    </DialogForm>
  );
}
