import './globals.css';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { connection } from 'next/server';
import { Toasts } from '@/components/ui/toast';
import { env } from '@/server/env';

export function generateMetadata(): Metadata {
  return {
    // Read at request time, so one build serves any address.
    metadataBase: new URL(env().siteUrl),
    title: { default: 'Axion Labs — Software & AI Engineering', template: '%s | Axion Labs' },
    description: 'Custom software, AI automation, web and mobile development, and technical consulting for startups and enterprises.',
    openGraph: { siteName: 'Axion Labs', locale: 'en_US', type: 'website' },
  };
}

// Inter (latin), served by us and preloaded. next/font also declares a fallback font with Inter's
// metrics, so the text does not move when Inter arrives (a layout shift on slow connections).
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});

export const viewport: Viewport = { themeColor: '#020617' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request, so that Next.js puts the request's CSP nonce on its scripts:
  // a page prerendered at build (the default 404 was) would carry none and not hydrate.
  await connection();
  return (
    <html lang="en" className={inter.variable}>
      <body>
        {children}
        <Toasts />
      </body>
    </html>
  );
}
