// Image facts and resized copies, made with sharp when an image is uploaded (and when the demo
// visuals are seeded): the site can then send a 480 px WebP to a phone instead of a 4000 px PNG,
// and show a blurred copy of the image while it loads.
// No 'server-only' here: the seed runs at start-up outside Next.js, where that import throws;
// sharp is a native module, so a client bundle could never include this file anyway.
import sharp from 'sharp';
import { runFileCheck } from '@/server/storage/check-slot';
import type { MediaType } from './file-type';
import { MAX_SVG_DEPTH, MAX_SVG_ELEMENTS, svgProblem } from './svg';

export const VARIANT_WIDTHS = [480, 960, 1920] as const;

/** The blurred placeholder's longer side, in pixels: a few hundred bytes, enough for the colours and their layout. */
export const BLUR_SIZE = 16;

export type ImageVariant = { width: number; height: number; format: 'webp'; body: Buffer };
export type ImageFacts = { width: number; height: number; variants: ImageVariant[]; blurDataUrl: string | null };

// Raster stills only: an SVG scales by itself, and a GIF would lose its animation.
const RESIZABLE = new Set(['png', 'jpg', 'webp', 'avif']);

/**
 * The most pixels an uploaded image may have: a 50-megapixel photo (8,660 x 5,774) passes. Decoding
 * costs its pixels, not its file size: a PNG of 16,000 x 16,000 in one colour is 31 KB and took
 * 8.5 s and 390 MB. Read from the file's header, before any pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** An image refused for what reading it would cost; the message follows the file's name ("logo.png" is ...). */
export class ImageRefused extends Error {}

const SVG_REFUSALS = {
  'too-many-elements': `has more than ${MAX_SVG_ELEMENTS.toLocaleString('en-US')} elements, more than the media library reads in an SVG.`,
  'too-deep': `nests its elements more than ${MAX_SVG_DEPTH} deep, more than the media library reads in an SVG.`,
} as const;

const SHARP_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS };

/**
 * Width, height, WebP copies at each variant width narrower than the original, and the blur
 * placeholder. Throws ImageRefused past the limits above, another error if sharp cannot read it.
 * One image at a time in the process (check-slot.ts): docs/decisions/095-bounded-upload-checks.md.
 */
export function describeImage(bytes: Buffer, type: Pick<MediaType, 'extension'>): Promise<ImageFacts> {
  return runFileCheck(async () => {
    // librsvg reads a whole SVG for its size: its elements are counted first.
    const svg = type.extension === 'svg' ? svgProblem(bytes) : null;
    if (svg) throw new ImageRefused(SVG_REFUSALS[svg]);
    // The header only (an SVG is read, but never drawn here): no limit on what it declares yet.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    // Photos taken sideways are shown turned upright: their dimensions as seen.
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    if (!width || !height) throw new Error('image without dimensions');
    if (type.extension !== 'svg' && width * height > MAX_IMAGE_PIXELS) {
      const size = `${width.toLocaleString('en-US')} x ${height.toLocaleString('en-US')}`;
      throw new ImageRefused(`is ${size} pixels; the media library takes images of up to ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`);
    }
    if (!RESIZABLE.has(type.extension)) return { width, height, variants: [], blurDataUrl: null };
    const variants: ImageVariant[] = [];
    for (const target of VARIANT_WIDTHS.filter((w) => w < width)) {
      const { data, info } = await sharp(bytes, SHARP_OPTIONS)
        .autoOrient()
        .resize({ width: target })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, format: 'webp', body: data });
    }
    return { width, height, variants, blurDataUrl: await blurDataUrlOf(bytes, metadata.hasAlpha) };
  });
}

/**
 * A WebP of at most BLUR_SIZE pixels a side as a data: URL, which the page shows (blurred further
 * by next/image's SVG filter) behind the image until it has loaded. Null for an image with clear
 * parts: the site's images ship no script to take the placeholder away, so it would show through
 * them once the image is there (a logo on a blurred smudge).
 */
export async function blurDataUrlOf(bytes: Buffer, hasAlpha?: boolean): Promise<string | null> {
  // Many screenshots carry an alpha channel without using it.
  if ((hasAlpha ?? (await sharp(bytes, SHARP_OPTIONS).metadata()).hasAlpha) && !(await isOpaque(bytes))) return null;
  const tiny = await sharp(bytes, SHARP_OPTIONS)
    .autoOrient()
    .resize({ width: BLUR_SIZE, height: BLUR_SIZE, fit: 'inside' })
    .removeAlpha()
    .webp({ quality: 60 })
    .toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

/**
 * Whether every pixel is opaque, judged on a copy at most 1024 px a side: a clear part of a few
 * pixels still shows there. Not sharp's stats(), which also measures sharpness and entropy over
 * every pixel: 1.4 s for 16 megapixels, against 0.2 s for this.
 */
async function isOpaque(bytes: Buffer): Promise<boolean> {
  const alpha = await sharp(bytes, SHARP_OPTIONS)
    .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
    .extractChannel('alpha')
    .raw()
    .toBuffer();
  for (const value of alpha) if (value !== 255) return false;
  return true;
}
