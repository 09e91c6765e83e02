import { MediaImage } from '@/features/media/media-image';
import type { BlockProps } from '../render-context';

const WIDTHS = {
  narrow: { box: 'max-w-3xl px-4 sm:px-6', sizes: '(min-width: 768px) 768px, 100vw' },
  wide: { box: 'max-w-7xl px-4 sm:px-6 lg:px-8', sizes: '(min-width: 1280px) 1280px, 100vw' },
  full: { box: 'max-w-none', sizes: '100vw' },
} as const;

export function ImageBlock({ block }: BlockProps<'image'>) {
  const width = WIDTHS[block.width];
  return (
    <figure className={`mx-auto py-10 ${width.box}`}>
      <MediaImage image={block.image} sizes={width.sizes} className={`w-full ${block.width === 'full' ? '' : 'rounded-2xl border border-white/10'}`} />
      {block.caption && <figcaption className="mt-3 text-center text-sm text-slate-400">{block.caption}</figcaption>}
    </figure>
  );
}
