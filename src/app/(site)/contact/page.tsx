import { ContactPage, type ContactSearchParams } from '@/features/contact/contact-page';
import { builtInPageMetadata } from '@/features/seo/public-pages';

export const metadata = builtInPageMetadata('/contact');

export default async function ContactRoute({ searchParams }: { searchParams: Promise<ContactSearchParams> }) {
  return <ContactPage params={await searchParams} />;
}
