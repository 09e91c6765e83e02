// Image facts and resized copies, made with sharp when an image is uploaded: the site can then
// send a 480 px WebP to a phone instead of a 4000 px PNG.
import 'server-only';
import sharp from 'sharp';
import type { MediaType } from './file-type';

export const VARIANT_WIDTHS = [480, 960, 1920] as const;

export type ImageVariant = { width: number; height: number; format: 'webp'; body: Buffer };
export type ImageFacts = { width: number; height: number; variants: ImageVariant[] };

// Raster stills only: an SVG scales by itself, and a GIF would lose its animation.
const RESIZABLE = new Set(['png', 'jpg', 'webp', 'avif']);

/** Width, height and WebP copies at each variant width narrower than the original. Throws if sharp cannot read it. */
export async function describeImage(bytes: Buffer, type: MediaType): Promise<ImageFacts> {
  const metadata = await sharp(bytes).metadata();
  // Photos taken sideways are shown turned upright: their dimensions as seen.
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new Error('image without dimensions');
  if (!RESIZABLE.has(type.extension)) return { width, height, variants: [] };
  const variants: ImageVariant[] = [];
  for (const target of VARIANT_WIDTHS.filter((w) => w < width)) {
    const { data, info } = await sharp(bytes).autoOrient().resize({ width: target }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, format: 'webp', body: data });
  }
  return { width, height, variants };
}
