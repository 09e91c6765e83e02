import { cardClasses } from '@/components/site/sections';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import type { BlockOf } from '../registry';
import { BlockSection } from '../parts';

/** The newsletter sign-up (or the notice that it is closed, from the forms manager). */
export function NewsletterBlock({ block }: { block: BlockOf<'newsletter'> }) {
  return (
    <BlockSection block={block}>
      <div className={`${cardClasses} mx-auto max-w-xl`}>
        <NewsletterForm />
      </div>
    </BlockSection>
  );
}
