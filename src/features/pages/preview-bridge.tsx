'use client';

// Inside the live preview's frame: re-renders the page on the server when the editor says it wrote
// a newer copy (router.refresh keeps the scroll position), and keeps the frame on this page: links
// and forms do nothing here (a link to an anchor of the page still scrolls to it).
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** What the editor tells the frame; the frame listens only to its parent on its own origin. */
export const PREVIEW_REFRESH = 'axion:preview-refresh';
/**
 * What the frame tells the editor once it listens: a refresh sent before (while the frame was still
 * loading) found nobody, so the editor sends it again.
 */
export const PREVIEW_READY = 'axion:preview-ready';

export function PreviewBridge() {
  const router = useRouter();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_REFRESH) router.refresh();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('href')?.startsWith('#')) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [router]);
  return null;
}
