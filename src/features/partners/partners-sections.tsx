import {
  ArrowRight,
  BadgeDollarSign,
  Cpu,
  Globe2,
  GraduationCap,
  Handshake,
  Headphones,
  Layers,
  Megaphone,
  Network,
  Rocket,
  type LucideIcon,
} from 'lucide-react';
import { CheckList, cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { partnerBenefits, partnerProcess, partnershipHref, partnershipTypes, type PartnerIconName } from '@/content/partners';

const ICONS: Record<PartnerIconName, LucideIcon> = {
  'badge-dollar': BadgeDollarSign,
  cpu: Cpu,
  globe: Globe2,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  headphones: Headphones,
  layers: Layers,
  megaphone: Megaphone,
  network: Network,
  rocket: Rocket,
};

function PartnerIcon({ name, className }: { name: PartnerIconName; className: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden className={className} />;
}

/** The four partnership programs, each leading to the contact form preset to it. */
export function PartnershipTypeGrid() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {partnershipTypes.map(({ slug, icon, title, description, benefits, cta }) => (
        <li key={slug} className={`${cardClasses} flex flex-col`}>
          <PartnerIcon name={icon} className="size-10 text-brand-300" />
          <h3 className="mt-4 text-xl font-bold text-white">{title}</h3>
          <p className="mt-2 text-slate-300">{description}</p>
          <CheckList items={benefits} className="mt-6" />
          <div className="mt-auto pt-8">
            <ButtonLink href={partnershipHref(slug)} className="w-full sm:w-auto">
              {cta} <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PartnerBenefitGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {partnerBenefits.map(({ icon, title, description }) => (
        <li key={title} className={cardClasses}>
          <PartnerIcon name={icon} className="size-8 text-brand-300" />
          <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
          <p className="mt-2 text-sm text-slate-300">{description}</p>
        </li>
      ))}
    </ul>
  );
}

export function PartnerProcess() {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {partnerProcess.map(({ title, description }, index) => (
        <li key={title} className={`${cardClasses} text-center`}>
          <span aria-hidden className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-white">
            <span className="sr-only">Step {index + 1}: </span>
            {title}
          </h3>
          <p className="mt-2 text-sm text-slate-300">{description}</p>
        </li>
      ))}
    </ol>
  );
}
