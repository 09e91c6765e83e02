import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContentManagerHeader } from '@/features/content/admin-tabs';
import { ContactInfoPanel } from '@/features/settings/admin-panels';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Contact Info' };

export default async function AdminContactInfoPage() {
  await connection();
  const user = await requireRoleForPage('admin', '/admin/content/contact-info');
  return (
    <div className="space-y-6">
      <ContentManagerHeader current="/admin/content/contact-info" role={user.role} />
      <ContactInfoPanel />
    </div>
  );
}
