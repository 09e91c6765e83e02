// Every library image the public site shows: a plain <img> whose srcset points at the image
// optimizer (/_next/image: AVIF or WebP at the widths the layout needs), with its width and
// height (the browser keeps its space: no layout shift) and the stored blurred placeholder behind
// it while it loads. A server component: getImageProps() gives next/image's markup without
// shipping its client component, so an image costs a page no JavaScript.
// docs/decisions/081-images-through-the-optimizer.md.
import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
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

export function MediaImage({ image, sizes, className, priority = false, fill = false }: MediaImageProps) {
  // The optimizer takes library files only (next.config.ts localPatterns); an older address
  // elsewhere on this site (a case study's image_url typed by hand) is shown as it is.
  const unoptimized = AS_STORED.test(image.url) || !MEDIA_URL_PATTERN.test(image.url);
  const { props } = getImageProps({
    src: image.url,
    alt: image.alt,
    sizes,
    className,
    unoptimized,
    ...(fill ? { fill: true } : { width: image.width, height: image.height }),
    ...(image.blurDataUrl && !unoptimized ? { placeholder: 'blur' as const, blurDataURL: image.blurDataUrl } : {}),
    ...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  });
  if (priority) {
    // What next/image's client component does for `preload`: the browser starts on the image before it has laid out the page.
    preload(props.src, { as: 'image', fetchPriority: 'high', imageSrcSet: props.srcSet, imageSizes: props.sizes });
  }
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props for this <img>.
  return <img {...props} alt={image.alt} />;
}
