import { ArrowUpRight } from 'lucide-react';
import { CheckList, ExternalLink, Section, cardClasses } from '@/components/site/sections';
import { buttonClasses } from '@/components/ui/button';
import { SAAS, SAAS_PRODUCTS } from '@/content/home';

/** 7. Our two SaaS products, each linking to its own site in a new tab. */
export function SaasSection() {
  return (
    <Section id="products" eyebrow={SAAS.eyebrow} title={SAAS.title} subtitle={SAAS.subtitle}>
      <ul className="grid gap-6 md:grid-cols-2">
        {SAAS_PRODUCTS.map(({ name, tagline, description, features, url, icon: Icon }) => (
          <li key={name} className={`${cardClasses} flex flex-col`}>
            <div className="flex items-center gap-4">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon aria-hidden className="size-6" />
              </span>
              <div>
                <h3 className="text-xl font-semibold text-white">{name}</h3>
                <p className="text-sm text-brand-300">{tagline}</p>
              </div>
            </div>
            <p className="mt-4 text-slate-300">{description}</p>
            <CheckList items={features} className="mt-4 flex-1" />
            <ExternalLink href={url} className={buttonClasses({ variant: 'outline' }, 'mt-6 self-start')}>
              Visit {name} <ArrowUpRight aria-hidden className="size-4" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
