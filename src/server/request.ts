import 'server-only';
import { headers } from 'next/headers';

/** The visitor's IP address, as set by our HTTP server (src/server/http-server.ts). */
export async function getClientIp(): Promise<string> {
  return (await headers()).get('x-client-ip') ?? 'unknown';
}
