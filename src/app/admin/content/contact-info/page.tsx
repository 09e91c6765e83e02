import type { Metadata } from 'next';
import { IntroLink, settingsTab } from '../settings-tab';

export const metadata: Metadata = { title: 'Contact Info' };

/** The Company group of the settings (the same form as in Settings). */
export default async function AdminContactInfoPage() {
  return settingsTab(
    '/admin/content/contact-info',
    ['company'],
    <>
      The company&apos;s name and contact details and the home page&apos;s title and description, as in <IntroLink href="/admin/settings">Settings</IntroLink>.
      Links, downloads, email, integrations and sign-up are in the <IntroLink href="/admin/content/site-settings">Site Settings</IntroLink> tab.
    </>,
  );
}
