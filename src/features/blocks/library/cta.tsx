import { CtaBanner } from '@/components/site/sections';
import type { BlockOf } from '../definitions';
import { BlockButtonLink } from './parts';

export function CtaBlock({ block }: { block: BlockOf<'cta'> }) {
  return (
    <CtaBanner
      id={block.anchor || `block-${block.id}`}
      title={block.title}
      text={block.text}
      actions={block.buttons.map((button, i) => (
        <BlockButtonLink key={i} button={button} />
      ))}
    />
  );
}
