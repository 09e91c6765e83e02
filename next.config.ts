import type { NextConfig } from 'next';
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './src/features/media/image-sizes';
import { FIXED_SECURITY_HEADERS } from './src/server/security-headers';

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder, and the pg driver
  // has optional native parts: both must stay plain Node modules, not bundled. satori (the share
  // images) carries 1.6 MB of inlined WebAssembly that the bundler need not copy into a chunk.
  // esbuild builds the islands at run time (src/server/islands.ts) with its native binary.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm', 'satori', 'esbuild'],
  // The share images read Inter from node_modules at run time (src/features/seo/share-image.tsx):
  // a traced or standalone copy of the app must carry those files.
  outputFileTracingIncludes: { '/og/[image]': ['./node_modules/@fontsource/inter/files/inter-*-{600,700}-normal.woff'] },
  poweredByHeader: false,
  reactStrictMode: true,
  // Library images through the optimizer (src/features/media/media-image.tsx and
  // docs/decisions/081-images-through-the-optimizer.md).
  images: {
    // AVIF where the browser takes it (about a fifth smaller than WebP), WebP otherwise.
    formats: ['image/avif', 'image/webp'],
    // Only the media library's public files: never an API route, a signed private file or another site.
    // No query string: /media/... never takes one, and a different one would be another cached copy.
    localPatterns: [{ pathname: '/media/**', search: '' }],
    // Each width is a copy the optimizer makes and keeps: no more than the layouts need.
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
    // Library files never change under their name (a new upload gets a new one), so copies may be
    // kept long; /media answers with a year anyway, which the optimizer takes when it is longer.
    minimumCacheTTL: 31 * 24 * 60 * 60,
    // The copies live in .next/cache/images; past this the least recently used go.
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
  // The build's scripts, styles and fonts skip the proxy (src/proxy.ts), which sets the headers of
  // everything else; a CSP would mean nothing on them.
  headers: async () => [{ source: '/_next/static/:path*', headers: FIXED_SECURITY_HEADERS }],
};

export default nextConfig;
