'use client';

import { useEffect, useRef, useState } from 'react';
import type { LogoContent } from '@/server/db/schema';

/**
 * The logo from the CMS: the image when there is a URL and it loads, else the wordmark (the logo
 * text), so a mistyped or deleted image never leaves the header without a logo.
 */
export function Logo({ logo }: { logo: LogoContent }) {
  const image = useRef<HTMLImageElement>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened:
    // decode() of a broken image rejects.
    const element = image.current;
    if (element?.complete) element.decode().catch(() => setFailedUrl(logo.url));
  }, [logo.url]);

  if (logo.url && failedUrl !== logo.url) {
    // A CMS-managed URL of unknown size: next/image would need its dimensions and host allow-list.
    // eslint-disable-next-line @next/next/no-img-element
    return <img ref={image} src={logo.url} alt={logo.alt || logo.text} onError={() => setFailedUrl(logo.url)} className="h-8 w-auto" />;
  }
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-white">
      <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-400 to-fuchsia-500 text-sm font-black">
        {logo.text.charAt(0).toUpperCase()}
      </span>
      {logo.text}
    </span>
  );
}
