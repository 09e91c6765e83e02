// The one renderer of every page: each block by its component, in order. Server components: only
// the interactive blocks (carousel, accordion, forms) bring JavaScript to the page. They are listed
// here, not in registry.ts, because the editor loads the registry in the browser and these read
// the database.
import type { ReactNode } from 'react';
import type { Block, BlockType } from './registry';
import type { BlockContext, BlockProps } from './render-context';
import { HeroBlock } from './hero/render';
import { RichTextBlock } from './rich-text/render';
import { ImageBlock } from './image/render';
import { TextImageBlock } from './text-image/render';
import { CtaBlock } from './cta/render';
import { StatsBlock } from './stats/render';
import { CardGridBlock } from './card-grid/render';
import { ProcessBlock } from './process/render';
import { FaqBlock } from './faq/render';
import { TestimonialsBlock } from './testimonials/render';
import { LogoWallBlock } from './logo-wall/render';
import { TeamBlock } from './team/render';
import { PricingBlock } from './pricing/render';
import { TechGroupsBlock } from './tech-groups/render';
import { CaseStudiesBlock } from './case-studies/render';
import { PostsBlock } from './posts/render';
import { OpenPositionsBlock } from './open-positions/render';
import { PartnersGridBlock } from './partners-grid/render';
import { ContactFormBlock } from './contact-form/render';
import { NewsletterBlock } from './newsletter/render';
import { EstimatorBlock } from './estimator/render';
import { FormBlock } from './form/render';

// Typed by the registry: a block listed there without its renderer here does not compile.
type Renderers = { [T in BlockType]: (props: BlockProps<T>) => ReactNode | Promise<ReactNode> };

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
