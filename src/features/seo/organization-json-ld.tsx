import { JsonLd } from '@/features/seo/json-ld';
import type { SiteInfo } from '@/features/settings/queries';

/** Organization structured data from the site settings. */
export function OrganizationJsonLd({ info, url }: { info: SiteInfo; url: string }) {
  const sameAs = Object.values(info.social).filter(Boolean);
  return (
    <JsonLd
      data={{
        '@type': 'Organization',
        name: info.companyName,
        url,
        ...(info.companyDescription && { description: info.companyDescription }),
        ...(info.foundingYear && { foundingDate: info.foundingYear }),
        ...(info.email && { email: info.email }),
        ...(info.phone && { telephone: info.phone }),
        ...(info.address && { address: info.address }),
        ...(info.logo.url && { logo: new URL(info.logo.url, url).href }),
        ...(sameAs.length > 0 && { sameAs }),
      }}
    />
  );
}
