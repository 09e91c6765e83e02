import { cardClasses } from '@/components/site/sections';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import type { BlockProps } from '../render-context';
import { BlockSection } from '../parts';

/** The newsletter sign-up (or the notice that it is closed, from the forms manager). */
export function NewsletterBlock({ block }: BlockProps<'newsletter'>) {
  return (
    <BlockSection block={block}>
      <div className={`${cardClasses} mx-auto max-w-xl`}>
        <NewsletterForm />
      </div>
    </BlockSection>
  );
}
