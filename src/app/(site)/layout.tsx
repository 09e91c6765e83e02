import { connection } from 'next/server';
import { SiteShell } from '@/components/site/site-shell';

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Header and footer come from the database: render at request time, never at build time.
  await connection();
  return <SiteShell>{children}</SiteShell>;
}
