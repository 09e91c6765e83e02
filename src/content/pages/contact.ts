// /contact as blocks, from the copy in ../contact.ts.
import { BUSINESS_HOURS, CONTACT_FAQ, CONTACT_HERO, WHY_CHOOSE_US } from '../contact';
import { heroBlock, sitePage } from './builders';
import type { SeedPage } from './types';

export function contactPage(): SeedPage {
  return sitePage({ slug: 'contact', title: 'Contact Us', metaTitle: 'Contact Us', metaDescription: CONTACT_HERO.description }, [
    heroBlock(CONTACT_HERO, [
      { label: 'Get Free Estimate', href: '/estimator', icon: 'calculator' },
      { label: 'Schedule Call', action: 'booking', style: 'outline' },
    ]),
    { type: 'contactForm', formTitle: 'Tell Us About Your Project', hours: BUSINESS_HOURS.map((row) => ({ ...row })), reasons: [...WHY_CHOOSE_US] },
    { type: 'faq', anchor: 'contact-faq', eyebrow: 'FAQ', title: 'Frequently Asked Questions', items: CONTACT_FAQ.map((item) => ({ ...item })) },
  ]);
}
