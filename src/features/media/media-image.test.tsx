import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from './image-sizes';
import { MediaImage, srcSetOf, widthsAskedFor } from './media-image';

const cover = {
  url: '/media/demo/2f1c6d3e-8a7b-4c5d-9e0f-112233445566.webp',
  width: 1600,
  height: 900,
  alt: 'A dashboard',
  blurDataUrl: 'data:image/webp;base64,UklGRg==',
};
const widthsOf = (srcSet: string) => srcSet.split(', ').map((entry) => [Number(entry.match(/&w=(\d+)&/)![1]), Number(entry.match(/ (\d+)w$/)![1])]);

describe('MediaImage', () => {
  it('offers the optimizer’s widths up to the image’s own, never a wider copy it cannot make', () => {
    expect(widthsOf(srcSetOf(cover).srcSet).at(-1)).toEqual([1600, 1600]);
    // A 1000 px image: the 1080 copy is the original size, and says so.
    expect(widthsOf(srcSetOf({ ...cover, width: 1000 }).srcSet).at(-1)).toEqual([1080, 1000]);
    for (const [width] of widthsOf(srcSetOf({ ...cover, width: 5000 }).srcSet)) expect(IMAGE_WIDTHS).toContain(width);
  });

  it('offers only the widths its sizes can ask for: no wide copy of an avatar, no tiny copy of a half-screen picture', () => {
    expect(widthsOf(srcSetOf(cover, '36px').srcSet).map(([width]) => width)).toEqual([64, 128]);
    expect(widthsOf(srcSetOf(cover, '(min-width: 1280px) 600px, 50vw').srcSet).map(([width]) => width)).toEqual([256, 384, 640, 828, 1080, 1280]);
    // A phone at 3x asks for 100vw of 430 px: 1290 device pixels.
    expect(widthsOf(srcSetOf(cover, '(min-width: 768px) 600px, 100vw').srcSet).map(([width]) => width)).toEqual([384, 640, 828, 1080, 1280, 1600]);
    // A tablet of 768 px at 2x: 720 px drawn, 1440 device pixels.
    expect(
      widthsAskedFor('(min-width: 1280px) 390px, (min-width: 1024px) calc(50vw - 44px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)'),
    ).toEqual({ narrowest: 288, widest: 1440 });
    // What it cannot read offers every width, as before.
    expect(widthsAskedFor('(orientation: portrait) 50vw, 100vw')).toBeUndefined();
    expect(widthsOf(srcSetOf(cover, '20em').srcSet)).toHaveLength(IMAGE_WIDTHS.filter((width) => width <= 1600).length);
  });

  it('renders an <img> with its size, alt text and srcset, lazily unless it is the page’s cover, which has the blurred placeholder', () => {
    const html = renderToStaticMarkup(<MediaImage image={cover} sizes="100vw" className="w-full" />);
    expect(html).toMatch(
      /^<img alt="A dashboard" width="1600" height="900" sizes="100vw" srcSet="\/_next\/image\?url=%2Fmedia%2Fdemo%2F[\w-]+\.webp&amp;w=384&amp;q=75 384w, .* 1600w" src="\/_next\/image\?[^"]+&amp;w=1600&amp;q=75" loading="lazy" decoding="async" class="w-full" style="color:transparent"\/>$/,
    );
    const first = renderToStaticMarkup(<MediaImage image={cover} sizes="100vw" priority />);
    expect(first).toContain('loading="eager" fetchPriority="high"');
    expect(first).toMatch(/style="color:transparent;background-image:url\(&quot;data:image\/svg\+xml/);
    expect(first).toContain('href=&#x27;data:image/webp;base64,UklGRg==&#x27;');
  });

  it('sends SVGs and addresses outside the library as they are, and fills a box when asked', () => {
    expect(renderToStaticMarkup(<MediaImage image={{ ...cover, url: '/media/logos/2f1c6d3e-8a7b-4c5d-9e0f-112233445566.svg' }} sizes="80px" />)).toContain(
      'src="/media/logos/2f1c6d3e-8a7b-4c5d-9e0f-112233445566.svg"',
    );
    const legacy = renderToStaticMarkup(<MediaImage image={{ url: '/images/cover.png', width: 1600, height: 900, alt: '' }} sizes="100vw" fill />);
    expect(legacy).not.toContain('srcSet');
    expect(legacy).not.toContain('width=');
    expect(legacy).toContain('position:absolute');
  });
});
