import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder, and the pg driver
  // has optional native parts: both must stay plain Node modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
