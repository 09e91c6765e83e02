import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from './image-sizes';
import { MediaImage, srcSetOf } from './media-image';

const cover = { url: '/media/demo/2f1c6d3e-8a7b-4c5d-9e0f-112233445566.webp', width: 1600, height: 900, alt: 'A dashboard', blurDataUrl: 'data:image/webp;base64,UklGRg==' };
const widthsOf = (srcSet: string) => srcSet.split(', ').map((entry) => [Number(entry.match(/&w=(\d+)&/)![1]), Number(entry.match(/ (\d+)w$/)![1])]);

describe('MediaImage', () => {
  it('offers the optimizer’s widths up to the image’s own, never a wider copy it cannot make', () => {
    expect(widthsOf(srcSetOf(cover).srcSet).at(-1)).toEqual([1600, 1600]);
    // A 1000 px image: the 1080 copy is the original size, and says so.
    expect(widthsOf(srcSetOf({ ...cover, width: 1000 }).srcSet).at(-1)).toEqual([1080, 1000]);
    for (const [width] of widthsOf(srcSetOf({ ...cover, width: 5000 }).srcSet)) expect(IMAGE_WIDTHS).toContain(width);
  });

  it('renders an <img> with its size, alt text, srcset and the blurred placeholder, lazily unless it is the page’s cover', () => {
    const html = renderToStaticMarkup(<MediaImage image={cover} sizes="100vw" className="w-full" />);
    expect(html).toMatch(/^<img alt="A dashboard" width="1600" height="900" sizes="100vw" srcSet="\/_next\/image\?url=%2Fmedia%2Fdemo%2F[\w-]+\.webp&amp;w=64&amp;q=75 64w, .* 1600w" src="\/_next\/image\?[^"]+&amp;w=1600&amp;q=75" loading="lazy" decoding="async" class="w-full" style="color:transparent;background-image:url\(&quot;data:image\/svg\+xml/);
    expect(html).toContain('href=&#x27;data:image/webp;base64,UklGRg==&#x27;');
    const first = renderToStaticMarkup(<MediaImage image={cover} sizes="100vw" priority />);
    expect(first).toContain('loading="eager" fetchPriority="high"');
  });

  it('sends SVGs and addresses outside the library as they are, and fills a box when asked', () => {
    expect(renderToStaticMarkup(<MediaImage image={{ ...cover, url: '/media/logos/2f1c6d3e-8a7b-4c5d-9e0f-112233445566.svg' }} sizes="80px" />)).toContain('src="/media/logos/2f1c6d3e-8a7b-4c5d-9e0f-112233445566.svg"');
    const legacy = renderToStaticMarkup(<MediaImage image={{ url: '/images/cover.png', width: 1600, height: 900, alt: '' }} sizes="100vw" fill />);
    expect(legacy).not.toContain('srcSet');
    expect(legacy).not.toContain('width=');
    expect(legacy).toContain('position:absolute');
  });
});
