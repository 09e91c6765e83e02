import { ContactFormSection } from '@/features/contact/contact-page';
import type { BlockProps } from '../render-context';
import { BlockSection } from '../parts';

/**
 * The inquiry form beside the contact card (address, phone, email, hours from the settings and the
 * block). Preset by the address's ?subject=, ?service= and ?partnership=, as the buttons that link
 * to the contact page expect. Under a hero, without a heading of its own, it follows it closely.
 */
export function ContactFormBlock({ block, context }: BlockProps<'contactForm'>) {
  const form = (
    <ContactFormSection params={context.searchParams ?? {}} path={context.path} formTitle={block.formTitle} hours={block.hours} reasons={block.reasons} />
  );
  if (block.title) return <BlockSection block={block}>{form}</BlockSection>;
  return (
    <div id={block.anchor || undefined} className={`mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8 ${block.background === 'tinted' ? 'bg-white/[0.02]' : ''}`}>
      {form}
    </div>
  );
}
