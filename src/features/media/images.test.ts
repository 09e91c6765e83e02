import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaRefSchema } from './media-ref';
import { flatSvg, hugePng, nestedSvg } from '@/test/hostile-files';
import { BLUR_SIZE, blurDataUrlOf, describeImage, ImageRefused, MAX_IMAGE_PIXELS } from './images';

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
    const opaqueWithAlpha = await sharp(await halves(400, 400))
      .ensureAlpha()
      .png()
      .toBuffer();
    expect(await blurDataUrlOf(opaqueWithAlpha)).toMatch(/^data:image\/webp;base64,/);
  });

  it('is part of what an upload learns about a photo, but not about an SVG', async () => {
    const facts = await describeImage(await halves(1200, 800), { extension: 'png' });
    expect([facts.width, facts.height, facts.blurDataUrl?.startsWith('data:image/webp;base64,')]).toEqual([1200, 800, true]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"/>');
    expect((await describeImage(svg, { extension: 'svg' })).blurDataUrl).toBeNull();
  });
});

describe('what reading an image may cost', () => {
  it('refuses, from its header, an image declaring more pixels than the limit, however small its file', async () => {
    // 49 KB that decode to 400 megapixels (one of 16,000 x 16,000 took 8.5 s and 390 MB).
    const bomb = await hugePng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const start = performance.now();
    await expect(describeImage(bomb, { extension: 'png' })).rejects.toThrow(
      new ImageRefused('is 20,000 x 20,000 pixels; the media library takes images of up to 50 megapixels.'),
    );
    // Measured under 10 ms; decoding it would take seconds.
    expect(performance.now() - start).toBeLessThan(1000);
    await expect(describeImage(await hugePng(8000, 6300), { extension: 'png' })).rejects.toThrow(ImageRefused);
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
  });

  it('refuses an SVG too deeply nested or of too many elements before librsvg reads it', async () => {
    await expect(describeImage(nestedSvg(10_000), { extension: 'svg' })).rejects.toThrow(
      new ImageRefused('nests its elements more than 128 deep, more than the media library reads in an SVG.'),
    );
    await expect(describeImage(flatSvg(1_000_000), { extension: 'svg' })).rejects.toThrow(
      new ImageRefused('has more than 20,000 elements, more than the media library reads in an SVG.'),
    );
    // An SVG may declare any size: it is never drawn here.
    const poster = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>');
    expect(await describeImage(poster, { extension: 'svg' })).toMatchObject({ width: 100_000, height: 100_000, variants: [] });
  });
});
