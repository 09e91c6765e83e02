import '@fontsource-variable/inter';
import './globals.css';
import type { Metadata, Viewport } from 'next';
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

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <Toaster theme="dark" richColors closeButton position="bottom-right" />
      </body>
    </html>
  );
}
