import { MediaImage } from '@/features/media/media-image';
import { RichText } from '@/features/rich-text/render';
import type { BlockProps } from '../render-context';
import { BlockButtons, sectionId } from '../parts';

/** Text beside an image; on a phone the image follows the text. */
export function TextImageBlock({ block }: BlockProps<'textImage'>) {
  const headingId = `${sectionId(block)}-heading`;
  return (
    <section
      id={block.anchor || undefined}
      aria-labelledby={block.title ? headingId : undefined}
      className={`py-20 ${block.background === 'tinted' ? 'bg-white/[0.02]' : ''}`}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className={block.imageSide === 'left' ? 'lg:order-2' : ''}>
          {block.eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{block.eyebrow}</p>}
          {block.title && (
            <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {block.title}
            </h2>
          )}
          {block.subtitle && <p className="mt-4 text-lg text-slate-400">{block.subtitle}</p>}
          <RichText doc={block.body} className="mt-6" />
          <BlockButtons buttons={block.buttons} className="mt-8 flex flex-col gap-4 sm:flex-row" />
        </div>
        <MediaImage image={block.image} sizes="(min-width: 1024px) 600px, 100vw" className="w-full rounded-2xl border border-white/10" />
      </div>
    </section>
  );
}
