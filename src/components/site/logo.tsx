import type { LogoContent } from '@/server/db/schema';

/** The logo from the CMS: the uploaded image when there is one, else the wordmark. */
export function Logo({ logo }: { logo: LogoContent }) {
  if (logo.url) {
    // A CMS-managed URL of unknown size: next/image would need its dimensions and host allow-list.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={logo.url} alt={logo.alt} className="h-8 w-auto" />;
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
