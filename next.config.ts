import type { NextConfig } from 'next';
import { FIXED_SECURITY_HEADERS } from './src/server/security-headers';

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder, and the pg driver
  // has optional native parts: both must stay plain Node modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm'],
  poweredByHeader: false,
  reactStrictMode: true,
  // The build's scripts, styles and fonts skip the proxy (src/proxy.ts), which sets the headers of
  // everything else; a CSP would mean nothing on them.
  headers: async () => [{ source: '/_next/static/:path*', headers: FIXED_SECURITY_HEADERS }],
};

export default nextConfig;
