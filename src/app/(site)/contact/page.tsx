import { ContactPage, type ContactSearchParams } from '@/features/contact/contact-page';
import { pageMetadata } from '@/features/seo/metadata';

export const metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Tell us about your project and get an answer from a senior engineer within 24 hours. Free 30-minute consultation.',
  path: '/contact',
});

export default async function ContactRoute({ searchParams }: { searchParams: Promise<ContactSearchParams> }) {
  return <ContactPage params={await searchParams} />;
}
