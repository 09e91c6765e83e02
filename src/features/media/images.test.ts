import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaRefSchema } from './media-ref';
import { BLUR_SIZE, blurDataUrlOf, describeImage } from './images';

/** A picture with a left and a right half in two colours, so that the placeholder's layout can be checked. */
function halves(width: number, height: number, options: { alpha?: number } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#4f46e5" fill-opacity="${options.alpha ?? 1}"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#22d3ee" fill-opacity="${options.alpha ?? 1}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const decode = async (dataUrl: string) => {
  const [, base64] = dataUrl.split(',');
  return sharp(Buffer.from(base64!, 'base64'));
};

describe('blur placeholders', () => {
  it('is a tiny WebP data URL with the image shape and colours where they are', async () => {
    const url = await blurDataUrlOf(await halves(1600, 900));
    expect(url).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    // Small enough to inline in every page and to fit a page's image reference.
    expect(url!.length).toBeLessThan(400);
    expect(mediaRefSchema.shape.blurDataUrl.parse(url)).toBe(url);
    const image = await decode(url!);
    const { width, height } = await image.metadata();
    expect([width, height]).toEqual([BLUR_SIZE, 9]);
    const { data } = await image.raw().toBuffer({ resolveWithObject: true });
    const [leftBlue, rightBlue] = [data[2]!, data[(width! - 1) * 3 + 2]!];
    const [leftGreen, rightGreen] = [data[1]!, data[(width! - 1) * 3 + 1]!];
    // Indigo on the left, cyan on the right.
    expect(rightGreen - leftGreen).toBeGreaterThan(100);
    expect(leftBlue).toBeGreaterThan(150);
    expect(rightBlue).toBeGreaterThan(150);
  });

  it('keeps portrait images within the size on their long side', async () => {
    const image = await decode((await blurDataUrlOf(await halves(600, 2400)))!);
    const { width, height } = await image.metadata();
    expect([width, height]).toEqual([4, BLUR_SIZE]);
  });

  it('makes none for an image with see-through parts, which the placeholder would show through', async () => {
    expect(await blurDataUrlOf(await halves(400, 400, { alpha: 0.4 }))).toBeNull();
    // An alpha channel that is fully opaque everywhere is no reason to go without.
    const opaqueWithAlpha = await sharp(await halves(400, 400)).ensureAlpha().png().toBuffer();
    expect(await blurDataUrlOf(opaqueWithAlpha)).toMatch(/^data:image\/webp;base64,/);
  });

  it('is part of what an upload learns about a photo, but not about an SVG', async () => {
    const facts = await describeImage(await halves(1200, 800), { extension: 'png' });
    expect([facts.width, facts.height, facts.blurDataUrl?.startsWith('data:image/webp;base64,')]).toEqual([1200, 800, true]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"/>');
    expect((await describeImage(svg, { extension: 'svg' })).blurDataUrl).toBeNull();
  });
});
