// The address of a page's generated share image: /og/{payload}.{signature}.png, where the payload is
// the title and label the image shows. Signed, so that nobody can have the server draw text of their
// choosing under our brand; the text is in the address, so a new title is a new address and the
// image may be cached for ever (docs/decisions/091-share-images.md).
// No 'server-only': the seed scripts reach this through the built-in pages' metadata.
import { isValidSignature, signature } from '@/server/signing';

export type ShareImageText = {
  title: string;
  /** A short line above the title: 'Insights', 'Case study', 'Service'. */
  label?: string;
};

/**
 * Bumped when the drawing changes, so that the new design gets new addresses (the old ones are
 * cached by browsers and social networks for a year).
 */
export const SHARE_IMAGE_VERSION = 1;

/** The image shows at most three lines of the title (about 110 characters); longer is cut here, so that the address stays short. */
export const MAX_SHARE_TITLE = 140;
export const MAX_SHARE_LABEL = 40;

const PURPOSE = 'share-image';
const PNG = '.png';

function clip(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(plain);
  return characters.length <= max
    ? plain
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const signatureOf = (payload: string) => signature(`${PURPOSE}:${payload}`);

/** The path of the share image showing this title and label (the site's address is prefixed by metadataBase). */
export function shareImageUrl({ title, label }: ShareImageText): string {
  const text: unknown[] = [SHARE_IMAGE_VERSION, clip(title, MAX_SHARE_TITLE)];
  const shownLabel = label ? clip(label, MAX_SHARE_LABEL) : '';
  if (shownLabel) text.push(shownLabel);
  const payload = Buffer.from(JSON.stringify(text)).toString('base64url');
  return `/og/${payload}.${signatureOf(payload)}${PNG}`;
}

/**
 * The text and the signed payload of the last segment of a share image's address, or null when the
 * segment is not one we made: wrong shape or a bad signature. An address made before a version bump
 * still answers (with the current drawing): pages shared then keep their image.
 */
export function readShareImageName(name: string): { payload: string; text: ShareImageText } | null {
  if (!name.endsWith(PNG)) return null;
  const [payload, given, ...rest] = name.slice(0, -PNG.length).split('.');
  if (!payload || !given || rest.length > 0 || !isValidSignature(`${PURPOSE}:${payload}`, given)) return null;
  let text: unknown;
  try {
    text = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(text) || !Number.isInteger(text[0]) || typeof text[1] !== 'string') return null;
  const label = typeof text[2] === 'string' ? text[2] : undefined;
  return { payload, text: { title: text[1], ...(label && { label }) } };
}
