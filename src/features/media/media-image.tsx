// Every library image the public site shows: a plain <img> whose srcset points at Next's image
// optimizer (/_next/image: AVIF or WebP at the widths the layout needs), with its width and
// height (the browser keeps its space: no layout shift) and, in the first screen, the stored
// blurred placeholder behind it while it loads. A server component that writes the markup next/image would: importing
// anything from 'next/image', even getImageProps(), puts its client component's JavaScript
// (6.5 KB) on every page that shows an image. docs/decisions/081-images-through-the-optimizer.md.
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from './image-sizes';
import { MEDIA_URL_PATTERN, type MediaRef } from './media-ref';

export type MediaImageProps = {
  image: MediaRef;
  /**
   * How wide the image is drawn at each viewport width, e.g. '(min-width: 1280px) 400px, 100vw':
   * the browser picks the smallest copy that fills it. Required: a wrong guess sends a phone the
   * desktop copy, or a blurry one to a wide screen.
   */
  sizes: string;
  className?: string;
  /** Above the fold (a page's cover or hero): loaded at once, with high priority, and preloaded from the <head>. */
  priority?: boolean;
  /** Fills its positioned parent (which fixes the space) instead of taking its own width and height. */
  fill?: boolean;
};

// The optimizer makes stills only: an SVG is sent as it is (it scales by itself) and a GIF would lose its animation.
const AS_STORED = /\.(svg|gif)$/i;

const optimizedUrl = (url: string, width: number) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${IMAGE_QUALITY}`;

// Viewports a `sizes` is read at: phones, tablets, laptops, wide screens.
const VIEWPORTS = [320, 360, 390, 430, 768, 1024, 1280, 1440, 1920, 2560];
// A phone's screen has up to 3 device pixels per CSS pixel; a wider screen, 2.
const densityAt = (viewport: number) => (viewport <= 480 ? 3 : 2);

/** The CSS width one `sizes` length gives at a viewport: `400px`, `50vw` or `calc(100vw - 48px)`; undefined for anything else. */
function lengthAt(length: string, viewport: number): number | undefined {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(length);
  if (px) return Number(px[1]);
  const vw = /^(?:calc\()?(\d+(?:\.\d+)?)vw(?:\s*-\s*(\d+(?:\.\d+)?)px\))?$/.exec(length);
  if (vw) return (viewport * Number(vw[1])) / 100 - Number(vw[2] ?? 0);
  return undefined;
}

/**
 * The narrowest and widest copy `sizes` can ask for, in device pixels, read at common viewports:
 * a 36 px avatar needs no 1920 px copy, and a half-screen picture no 64 px one. Undefined for a
 * `sizes` this does not understand (the srcset then offers every width).
 */
export function widthsAskedFor(sizes: string): { narrowest: number; widest: number } | undefined {
  const entries = sizes.split(/,(?![^(]*\))/).map((entry) => {
    const match = /^\s*(?:\((min|max)-width:\s*(\d+)px\)\s+)?(.+?)\s*$/.exec(entry);
    return match ? { bound: match[1] as 'min' | 'max' | undefined, at: Number(match[2]), length: match[3]! } : undefined;
  });
  if (entries.some((entry) => entry === undefined)) return undefined;
  let narrowest = Infinity;
  let widest = 0;
  for (const viewport of VIEWPORTS) {
    const entry = entries.find((e) => !e!.bound || (e!.bound === 'min' ? viewport >= e!.at : viewport <= e!.at));
    const drawn = entry && lengthAt(entry.length, viewport);
    if (drawn === undefined) return undefined;
    narrowest = Math.min(narrowest, drawn);
    widest = Math.max(widest, drawn * densityAt(viewport));
  }
  return { narrowest, widest };
}

/**
 * The optimizer's widths from the narrowest copy `sizes` can ask for to the first one at least as
 * wide as the widest (or as the image: the optimizer never enlarges), each labelled with the
 * width it returns. Every width a browser could choose, and no other: each is about 100 bytes of
 * every page that shows the image.
 */
export function srcSetOf(image: Pick<MediaRef, 'url' | 'width'>, sizes?: string): { srcSet: string; src: string } {
  const asked = sizes ? widthsAskedFor(sizes) : undefined;
  const widest = IMAGE_WIDTHS.find((width) => width >= Math.min(image.width, asked?.widest ?? Infinity)) ?? IMAGE_WIDTHS.at(-1)!;
  // A copy narrower than the image is ever drawn is never chosen, even on a screen of 1 device pixel per CSS pixel.
  const narrowest = Math.min(widest, IMAGE_WIDTHS.find((width) => width >= (asked?.narrowest ?? 0)) ?? widest);
  const widths = IMAGE_WIDTHS.filter((width) => width >= narrowest && width <= widest);
  return {
    srcSet: widths.map((width) => `${optimizedUrl(image.url, width)} ${Math.min(width, image.width)}w`).join(', '),
    src: optimizedUrl(image.url, widest),
  };
}

/**
 * The placeholder as a CSS background: the tiny image blurred by an SVG filter (next/image's own
 * recipe), which the loaded image then covers.
 */
function placeholderStyle(image: MediaRef): CSSProperties {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${image.width} ${image.height}'><filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='20'/><feColorMatrix values='1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 100 -1' result='s'/><feFlood x='0' y='0' width='100%' height='100%'/><feComposite operator='out' in='s'/><feComposite in2='SourceGraphic'/><feGaussianBlur stdDeviation='20'/></filter><image width='100%' height='100%' x='0' y='0' preserveAspectRatio='none' style='filter: url(#b);' href='${image.blurDataUrl}'/></svg>`;
  // Escaped only where a data: URL must be (next/image does the same): a few hundred bytes less per image.
  const escaped = svg.replace(/%/g, '%25').replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23');
  return {
    backgroundImage: `url("data:image/svg+xml;charset=utf-8,${escaped}")`,
    backgroundSize: 'cover',
    backgroundPosition: '50% 50%',
    backgroundRepeat: 'no-repeat',
  };
}

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

export function MediaImage({ image, sizes, className, priority = false, fill = false }: MediaImageProps) {
  // The optimizer takes library files only (next.config.ts localPatterns); an older address
  // elsewhere on this site (a case study's image_url typed by hand) is shown as it is.
  const optimized = !AS_STORED.test(image.url) && MEDIA_URL_PATTERN.test(image.url);
  // sizes and srcset before src: browsers that read attributes in order then never fetch src first.
  const sources = optimized ? { sizes, ...srcSetOf(image, sizes) } : { src: image.url };
  if (priority && optimized) {
    // What next/image does for `preload`: the browser starts on the image before it has laid out the page.
    preload(sources.src, { as: 'image', fetchPriority: 'high', imageSrcSet: 'srcSet' in sources ? sources.srcSet : undefined, imageSizes: sizes });
  }
  // The blurred placeholder only where it is seen: an image in the first screen is drawn before it
  // has loaded; a lazy one starts loading well before it is scrolled to, and its placeholder (about
  // 150 bytes of base64 that do not compress) was a tenth of some pages' HTML (decision 101).
  // color: transparent keeps the alt text from showing over the placeholder while the image loads.
  const style: CSSProperties = { color: 'transparent', ...(fill ? FILL : {}), ...(priority && optimized && image.blurDataUrl ? placeholderStyle(image) : {}) };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the markup next/image renders, without its client component (see the top of this file).
    <img
      alt={image.alt}
      {...(fill ? {} : { width: image.width, height: image.height })}
      {...sources}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
