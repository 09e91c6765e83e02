import { RichText } from '@/features/rich-text/render';
import type { BlockOf } from '../registry';
import { BlockSection } from '../parts';

export function RichTextBlock({ block }: { block: BlockOf<'richText'> }) {
  return (
    <BlockSection block={block}>
      <RichText doc={block.body} className={`mx-auto ${block.width === 'wide' ? 'max-w-5xl' : 'max-w-3xl'}`} />
    </BlockSection>
  );
}
