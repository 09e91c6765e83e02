'use client';

// The live preview beside the form: a frame showing the unsaved page as visitors will see it, drawn
// by the site itself (src/app/(site)/preview/page/[previewId]). While staff type, the page is
// written to the preview table (debounced) and the frame is told to re-render on the server: it
// keeps its scroll position. Decision 083.
import { Monitor, Smartphone } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { callAction } from '@/features/admin/crud/call-action';
import { savePreview } from '../admin-actions';
import type { PreviewPage } from '../admin-schema';
import { PREVIEW_READY, PREVIEW_REFRESH } from '../preview-bridge';

const DEBOUNCE_MS = 250;
const WIDTHS = { desktop: 1280, mobile: 390 } as const;

export function LivePreview({ previewId, page }: { previewId: string; page: PreviewPage }) {
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  const [loaded, setLoaded] = useState(false);
  const loadedRef = useRef(false);
  // Whether the frame listens yet (it says so once loaded), and whether a refresh waits for it.
  const frameReady = useRef(false);
  const refreshWaiting = useRef(false);
  const [failed, setFailed] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(900);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const written = useRef(0);
  const json = JSON.stringify(page);

  useEffect(() => {
    const sequence = ++written.current;
    const timer = window.setTimeout(
      () => {
        // One write at a time, in order: the frame never shows an older page after a newer one.
        queue.current = queue.current.then(async () => {
          const result = await callAction(savePreview, { id: previewId, page: JSON.parse(json) });
          setFailed(!result.ok);
          if (!result.ok || sequence !== written.current) return;
          if (!loadedRef.current) {
            loadedRef.current = true;
            setLoaded(true);
          } else if (frameReady.current) frameRef.current?.contentWindow?.postMessage({ type: PREVIEW_REFRESH }, window.location.origin);
          // Still loading: it may have read the page before this write, and cannot hear a refresh yet.
          else refreshWaiting.current = true;
        });
      },
      loadedRef.current ? DEBOUNCE_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [json, previewId]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame || event.origin !== window.location.origin || (event.data as { type?: unknown } | null)?.type !== PREVIEW_READY)
        return;
      frameReady.current = true;
      if (refreshWaiting.current) {
        refreshWaiting.current = false;
        frame.postMessage({ type: PREVIEW_REFRESH }, window.location.origin);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => {
      setBoxWidth(box.clientWidth);
      setViewportHeight(window.innerHeight);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    measure();
    return () => observer.disconnect();
  }, []);

  const width = WIDTHS[device];
  // The frame is as wide as the device and scaled down to fit the column.
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;
  // The frame fills the window's height below the admin's header and the preview's own bar.
  const boxHeight = Math.max(360, viewportHeight - 190);
  const height = Math.round(boxHeight / scale);

  return (
    <section aria-labelledby="live-preview-heading" className="rounded-2xl border border-white/10 bg-white/[0.03] p-3">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="live-preview-heading" className="text-base font-semibold text-white">
          Live preview
        </h2>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(['desktop', 'mobile'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={device === choice}
              onClick={() => setDevice(choice)}
              className={`inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ${device === choice ? 'bg-brand-600 text-white' : 'border border-white/20 text-slate-200 hover:bg-white/10'}`}
            >
              {choice === 'desktop' ? <Monitor aria-hidden className="size-4" /> : <Smartphone aria-hidden className="size-4" />}
              {choice === 'desktop' ? 'Desktop' : 'Mobile'}
            </button>
          ))}
        </div>
      </div>
      {failed && (
        <p role="status" className="mb-2 text-sm text-amber-200">
          The preview could not be updated. It catches up with your next change.
        </p>
      )}
      <div ref={boxRef} className="overflow-hidden rounded-xl border border-white/10 bg-slate-950" style={{ height: boxHeight }}>
        {loaded ? (
          <iframe
            ref={frameRef}
            title="Live preview of the page"
            src={`/preview/page/${previewId}`}
            style={{ width, height, transform: `scale(${scale})`, transformOrigin: 'top left' }}
            className={`block border-0 ${device === 'mobile' && scale === 1 ? 'mx-auto' : ''}`}
          />
        ) : (
          <p className="p-6 text-sm text-slate-400">Loading the preview…</p>
        )}
      </div>
    </section>
  );
}
