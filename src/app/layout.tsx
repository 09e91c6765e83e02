import '@fontsource-variable/inter';
import './globals.css';
import type { Metadata, Viewport } from 'next';

export const metadata: Metadata = {
  title: { default: 'Axion Labs — Software & AI Engineering', template: '%s | Axion Labs' },
  description:
    'Custom software, AI automation, web and mobile development, and technical consulting for startups and enterprises.',
};

export const viewport: Viewport = { themeColor: '#020617' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
