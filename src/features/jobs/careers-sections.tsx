import { Mail, Send } from 'lucide-react';
import { cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { careersPage, sendResumeHref, type IconCard } from '@/content/careers';

/** Perks and values of the careers page: an icon, a title (h3) and a text per card. */
export function IconCardGrid({ items, columns = 'lg:grid-cols-3' }: { items: readonly IconCard[]; columns?: string }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title} className={cardClasses}>
          <Icon aria-hidden className="size-8 text-brand-300" />
          <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
          <p className="mt-2 text-sm text-slate-300">{description}</p>
        </li>
      ))}
    </ul>
  );
}

/** The "Don't See Your Role?" card below the open positions. */
export function OpenApplicationCard() {
  const copy = careersPage.openApplication;
  return (
    <section aria-labelledby="open-application-heading" className={`${cardClasses} mt-12 text-center`}>
      <h3 id="open-application-heading" className="text-2xl font-bold text-white">
        {copy.title}
      </h3>
      <p className="mx-auto mt-3 max-w-2xl text-slate-300">{copy.text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href={copy.contact.href} variant="outline">
          <Mail aria-hidden className="size-4" /> {copy.contact.label}
        </ButtonLink>
        <ButtonLink href={sendResumeHref}>
          <Send aria-hidden className="size-4" /> {copy.resume.label}
        </ButtonLink>
      </div>
    </section>
  );
}
