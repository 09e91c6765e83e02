// Image facts and resized copies, made with sharp when an image is uploaded (and when the demo
// visuals are seeded): the site can then send a 480 px WebP to a phone instead of a 4000 px PNG,
// and show a blurred copy of the image while it loads.
// No 'server-only' here: the seed runs at start-up outside Next.js, where that import throws;
// sharp is a native module, so a client bundle could never include this file anyway.
import sharp from 'sharp';
import type { MediaType } from './file-type';

export const VARIANT_WIDTHS = [480, 960, 1920] as const;

/** The blurred placeholder's longer side, in pixels: a few hundred bytes, enough for the colours and their layout. */
export const BLUR_SIZE = 16;

export type ImageVariant = { width: number; height: number; format: 'webp'; body: Buffer };
export type ImageFacts = { width: number; height: number; variants: ImageVariant[]; blurDataUrl: string | null };

// Raster stills only: an SVG scales by itself, and a GIF would lose its animation.
const RESIZABLE = new Set(['png', 'jpg', 'webp', 'avif']);

/** Width, height, WebP copies at each variant width narrower than the original, and the blur placeholder. Throws if sharp cannot read it. */
export async function describeImage(bytes: Buffer, type: Pick<MediaType, 'extension'>): Promise<ImageFacts> {
  const metadata = await sharp(bytes).metadata();
  // Photos taken sideways are shown turned upright: their dimensions as seen.
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new Error('image without dimensions');
  if (!RESIZABLE.has(type.extension)) return { width, height, variants: [], blurDataUrl: null };
  const variants: ImageVariant[] = [];
  for (const target of VARIANT_WIDTHS.filter((w) => w < width)) {
    const { data, info } = await sharp(bytes).autoOrient().resize({ width: target }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, format: 'webp', body: data });
  }
  return { width, height, variants, blurDataUrl: await blurDataUrlOf(bytes, metadata.hasAlpha) };
}

/**
 * A WebP of at most BLUR_SIZE pixels a side as a data: URL, which the page shows (blurred further
 * by next/image's SVG filter) behind the image until it has loaded. Null for an image with clear
 * parts: the site's images ship no script to take the placeholder away, so it would show through
 * them once the image is there (a logo on a blurred smudge).
 */
export async function blurDataUrlOf(bytes: Buffer, hasAlpha?: boolean): Promise<string | null> {
  if (hasAlpha ?? (await sharp(bytes).metadata()).hasAlpha) {
    // Many screenshots carry an alpha channel without using it.
    const { isOpaque } = await sharp(bytes).stats();
    if (!isOpaque) return null;
  }
  const tiny = await sharp(bytes).autoOrient().resize({ width: BLUR_SIZE, height: BLUR_SIZE, fit: 'inside' }).removeAlpha().webp({ quality: 60 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}
