// The one renderer of every page: each block by its component, in order. Server components: only
// the interactive blocks (carousel, accordion, forms) bring JavaScript to the page.
import type { ReactNode } from 'react';
import type { Block, BlockType } from './definitions';
import type { BlockContext } from './render-context';
import { CardGridBlock } from './library/card-grid';
import { CaseStudiesBlock } from './library/case-studies';
import { PostsBlock } from './library/posts';
import { ContactFormBlock } from './library/contact-form';
import { EstimatorBlock } from './library/estimator';
import { FormBlock } from './library/form';
import { LogoWallBlock } from './library/logo-wall';
import { NewsletterBlock } from './library/newsletter';
import { OpenPositionsBlock } from './library/open-positions';
import { PartnersGridBlock } from './library/partners-grid';
import { TeamBlock } from './library/team';
import { CtaBlock } from './library/cta';
import { FaqBlock } from './library/faq';
import { HeroBlock } from './library/hero';
import { ImageBlock } from './library/image';
import { PricingBlock } from './library/pricing';
import { ProcessBlock } from './library/process';
import { RichTextBlock } from './library/rich-text';
import { StatsBlock } from './library/stats';
import { TechGroupsBlock } from './library/tech-groups';
import { TestimonialsBlock } from './library/testimonials';
import { TextImageBlock } from './library/text-image';

type Renderers = { [T in BlockType]: (props: { block: Extract<Block, { type: T }>; context: BlockContext }) => ReactNode | Promise<ReactNode> };

const RENDERERS: Renderers = {
  hero: HeroBlock,
  richText: RichTextBlock,
  image: ImageBlock,
  textImage: TextImageBlock,
  cta: CtaBlock,
  stats: StatsBlock,
  cardGrid: CardGridBlock,
  process: ProcessBlock,
  faq: FaqBlock,
  testimonials: TestimonialsBlock,
  logoWall: LogoWallBlock,
  team: TeamBlock,
  pricing: PricingBlock,
  techGroups: TechGroupsBlock,
  caseStudies: CaseStudiesBlock,
  posts: PostsBlock,
  openPositions: OpenPositionsBlock,
  partnersGrid: PartnersGridBlock,
  contactForm: ContactFormBlock,
  newsletter: NewsletterBlock,
  estimator: EstimatorBlock,
  form: FormBlock,
};

/** `marked`: blocks outlined and labelled 'Changed' (a version's preview shows what differs from the draft). */
export function RenderBlocks({ blocks, context, marked }: { blocks: readonly Block[]; context: BlockContext; marked?: ReadonlySet<string> }) {
  return (
    <>
      {blocks.map((block) => {
        const Component = RENDERERS[block.type] as (props: { block: Block; context: BlockContext }) => ReactNode;
        if (!marked?.has(block.id)) return <Component key={block.id} block={block} context={context} />;
        return (
          <div key={block.id} data-changed="true" className="relative outline-dashed outline-2 -outline-offset-4 outline-amber-400">
            <Component block={block} context={context} />
            <span className="absolute bottom-3 right-3 z-10 rounded bg-amber-400 px-2 py-0.5 text-xs font-semibold text-slate-950">Changed</span>
          </div>
        );
      })}
    </>
  );
}
