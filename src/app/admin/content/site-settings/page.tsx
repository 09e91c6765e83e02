import type { Metadata } from 'next';
import { IntroLink, settingsTab } from '../settings-tab';

export const metadata: Metadata = { title: 'Site Settings' };

/** Every group of the settings but Company, which is the Contact Info tab (the same forms as in Settings). */
export default async function AdminSiteSettingsPage() {
  return settingsTab(
    '/admin/content/site-settings',
    ['links', 'downloads', 'email', 'integrations', 'statistics', 'signup'],
    <>
      The same forms as in <IntroLink href="/admin/settings">Settings</IntroLink>. The company&apos;s name, contact details and site title are in the{' '}
      <IntroLink href="/admin/content/contact-info">Contact Info</IntroLink> tab.
    </>,
  );
}
