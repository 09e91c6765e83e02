import { Island } from '@/components/island';
import type { LogoContent } from '@/server/db/schema';

/**
 * The logo from the CMS: the image when there is a URL and it loads, else the wordmark (the logo
 * text), so a mistyped or deleted image never leaves the header without a logo. Both are drawn;
 * the wordmark shows when there is no image, and logo.island.ts (decision 100) shows it in place
 * of an image that fails (without JavaScript the browser shows the image's alt text, the name).
 */
export function Logo({ logo }: { logo: LogoContent }) {
  return (
    <>
      {logo.url && (
        // A CMS-managed URL of unknown size: next/image would need its dimensions and host allow-list.
        // eslint-disable-next-line @next/next/no-img-element
        <img data-logo src={logo.url} alt={logo.alt || logo.text} className="h-8 w-auto" />
      )}
      {logo.url && <Island name="logo" />}
      <span data-wordmark hidden={Boolean(logo.url)} className="flex items-center gap-2 text-lg font-bold tracking-tight text-white [&[hidden]]:hidden">
        <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-400 to-fuchsia-500 text-sm font-black">
          {logo.text.charAt(0).toUpperCase()}
        </span>
        {logo.text}
      </span>
    </>
  );
}
