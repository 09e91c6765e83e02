import { Globe, Star } from '@/components/icons';
import { ExternalLink, cardClasses } from '@/components/site/sections';
import { MediaImage } from '@/features/media/media-image';
import { PARTNERSHIP_TYPE_LABELS } from './labels';
import type { PublicPartner } from './queries';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Only http(s) links are rendered, and shown without the scheme and "www.". */
function website(url: string | null) {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return { href: url, host: new URL(url).host.replace(/^www\./, '') };
  } catch {
    return null;
  }
}

/** The partner's name is the card's heading, so the logo is not read out again (alt=""). */
function Logo({ partner }: { partner: PublicPartner }) {
  if (partner.logo) {
    return <MediaImage image={{ ...partner.logo, alt: '' }} sizes="80px" className="size-20 rounded-2xl border border-white/10 object-cover" />;
  }
  if (partner.logoUrl?.startsWith('/')) {
    return (
      <MediaImage image={{ url: partner.logoUrl, width: 80, height: 80, alt: '' }} sizes="80px" className="size-20 rounded-2xl bg-white object-contain p-2" />
    );
  }
  return (
    <span
      aria-hidden
      className="flex size-20 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-700 text-2xl font-bold text-white"
    >
      {initials(partner.name)}
    </span>
  );
}

export function PartnerCard({ partner }: { partner: PublicPartner }) {
  const headingId = `partner-${partner.id}`;
  const site = website(partner.websiteUrl);
  return (
    <article aria-labelledby={headingId} className={`${cardClasses} flex h-full flex-col ${partner.isFeatured ? 'border-amber-300/30' : ''}`}>
      <div className="flex items-start justify-between gap-4">
        <Logo partner={partner} />
        {partner.isFeatured && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-400/15 px-3 py-1 text-xs font-semibold text-amber-300">
            <Star aria-hidden className="size-3.5 fill-current" /> Featured
          </span>
        )}
      </div>
      <h3 id={headingId} className="mt-4 text-xl font-bold text-white">
        {partner.name}
      </h3>
      <p className="mt-2 flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-brand-500/15 px-3 py-1 font-semibold text-brand-300">{PARTNERSHIP_TYPE_LABELS[partner.partnershipType]}</span>
        {partner.industry && <span className="rounded-full border border-white/10 px-3 py-1 text-slate-300">{partner.industry}</span>}
      </p>
      {partner.description && <p className="mt-4 text-sm text-slate-300">{partner.description}</p>}
      {site && (
        <ExternalLink
          href={site.href}
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded pt-6 text-sm font-medium text-brand-300 hover:text-brand-400"
        >
          <Globe aria-hidden className="size-4" /> {site.host}
        </ExternalLink>
      )}
    </article>
  );
}
