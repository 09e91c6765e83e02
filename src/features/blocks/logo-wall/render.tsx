import { ExternalLink } from '@/components/site/sections';
import { MediaImage } from '@/features/media/media-image';
import { listPartnerLogos } from '@/features/partners/queries';
import { readAtRequest } from '../read-at-request';
import type { BlockProps } from '../render-context';
import { BlockSection } from '../parts';

type Logo = { key: string; name: string; href: string; picture: React.ReactNode };

const tile = 'flex h-20 items-center justify-center rounded-xl border border-white/10 bg-white/[0.03] px-4';

/** The active partners' logos (their name where they have none); none when the read fails (logged). */
async function partnerLogos(): Promise<Logo[]> {
  const rows = await readAtRequest('partner logos', listPartnerLogos);
  return rows.map((partner) => ({
    key: partner.id,
    name: partner.name,
    // Only http(s) addresses become links.
    href: partner.websiteUrl && /^https?:\/\//i.test(partner.websiteUrl) ? partner.websiteUrl : '',
    picture: partner.logoUrl?.startsWith('/') ? (
      <MediaImage
        image={{ url: partner.logoUrl, width: 120, height: 48, alt: partner.name }}
        sizes="120px"
        className="max-h-12 w-auto rounded bg-white object-contain p-1"
      />
    ) : (
      <span className="text-center text-sm font-semibold text-slate-200">{partner.name}</span>
    ),
  }));
}

/** Logos of partners or clients: the active partners (Partners manager), or images chosen for the block. */
export async function LogoWallBlock({ block }: BlockProps<'logoWall'>) {
  const logos: Logo[] =
    block.source === 'partners'
      ? await partnerLogos()
      : block.logos.map((logo, i) => ({
          key: String(i),
          name: logo.name,
          href: logo.href,
          picture: <MediaImage image={logo.image} sizes="160px" className="max-h-12 w-auto object-contain" />,
        }));
  // Nothing to show (no partners yet, or a failed read): the block leaves no empty band behind.
  if (logos.length === 0) return null;
  return (
    <BlockSection block={block}>
      <ul aria-label={block.title || 'Logos'} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {logos.map((logo) => (
          <li key={logo.key}>
            {logo.href ? (
              <ExternalLink href={logo.href} className={`${tile} transition-colors hover:bg-white/10`}>
                {logo.picture}
              </ExternalLink>
            ) : (
              <div className={tile}>{logo.picture}</div>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
