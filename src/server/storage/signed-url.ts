// Short-lived links to private files: /api/files/{id}?expires={unix seconds}&signature={hmac}.
// Anyone holding the link may download the file until it expires; changing any part breaks it.
import { isValidSignature, signature } from '../signing';

export const SIGNED_URL_TTL_SECONDS = 5 * 60;

const payload = (fileId: string, expires: number) => `file:${fileId}:${expires}`;

export function signedFileUrl(
  fileId: string,
  { now = Date.now(), ttlSeconds = SIGNED_URL_TTL_SECONDS, key }: { now?: number; ttlSeconds?: number; key?: string } = {},
) {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `/api/files/${fileId}?expires=${expires}&signature=${signature(payload(fileId, expires), key)}`;
}

export type SignedUrlCheck = 'valid' | 'expired' | 'invalid';

export function checkSignedFileUrl(
  fileId: string,
  expires: string | null,
  given: string | null,
  { now = Date.now(), key }: { now?: number; key?: string } = {},
): SignedUrlCheck {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return 'invalid';
  if (!isValidSignature(payload(fileId, Number(expires)), given, key)) return 'invalid';
  return Number(expires) * 1000 > now ? 'valid' : 'expired';
}
