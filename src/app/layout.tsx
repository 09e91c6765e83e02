import '@fontsource-variable/inter';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { Toaster } from 'sonner';
import { env } from '@/server/env';

export function generateMetadata(): Metadata {
  return {
    // Read at request time, so one build serves any address.
    metadataBase: new URL(env().siteUrl),
    title: { default: 'Axion Labs — Software & AI Engineering', template: '%s | Axion Labs' },
    description:
      'Custom software, AI automation, web and mobile development, and technical consulting for startups and enterprises.',
    openGraph: { siteName: 'Axion Labs', locale: 'en_US', type: 'website' },
  };
}

export const viewport: Viewport = { themeColor: '#020617' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request, so that Next.js puts the request's CSP nonce on its scripts:
  // a page prerendered at build (the default 404 was) would carry none and not hydrate.
  await connection();
  return (
    <html lang="en">
      <body>
        {children}
        <Toaster theme="dark" richColors closeButton position="bottom-right" />
      </body>
    </html>
  );
}
