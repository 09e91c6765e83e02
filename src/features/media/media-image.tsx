// TEMPORARY until the visuals branch lands.
import type { MediaRef } from './media-ref';

export function MediaImage({ image, className = '' }: { image: MediaRef; sizes: string; className?: string; priority?: boolean }) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={image.url} alt={image.alt} width={image.width} height={image.height} className={className} />;
}
