import { RichText } from '@/features/rich-text/render';
import type { BlockProps } from '../render-context';
import { BlockSection } from '../parts';

export function RichTextBlock({ block }: BlockProps<'richText'>) {
  return (
    <BlockSection block={block}>
      <RichText doc={block.body} className={`mx-auto ${block.width === 'wide' ? 'max-w-5xl' : 'max-w-3xl'}`} />
    </BlockSection>
  );
}
