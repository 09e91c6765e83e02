// The blocks a page can be made of, in the palette's order. Each block's folder holds its palette
// entry and fields (schema.ts) and its server renderer (render.tsx, listed in render-blocks.tsx,
// which the browser never loads). Stored blocks are checked against these schemas on every save
// and every read (parse.ts). Pure: the editor uses it in the browser.
import type { z } from 'zod';
import { block as hero } from './hero/schema';
import { block as richText } from './rich-text/schema';
import { block as image } from './image/schema';
import { block as textImage } from './text-image/schema';
import { block as cta } from './cta/schema';
import { block as stats } from './stats/schema';
import { block as cardGrid } from './card-grid/schema';
import { block as process } from './process/schema';
import { block as faq } from './faq/schema';
import { block as testimonials } from './testimonials/schema';
import { block as logoWall } from './logo-wall/schema';
import { block as team } from './team/schema';
import { block as pricing } from './pricing/schema';
import { block as techGroups } from './tech-groups/schema';
import { block as caseStudies } from './case-studies/schema';
import { block as posts } from './posts/schema';
import { block as openPositions } from './open-positions/schema';
import { block as partnersGrid } from './partners-grid/schema';
import { block as contactForm } from './contact-form/schema';
import { block as newsletter } from './newsletter/schema';
import { block as estimator } from './estimator/schema';
import { block as form } from './form/schema';

export const BLOCKS = {
  hero,
  richText,
  image,
  textImage,
  cta,
  stats,
  cardGrid,
  process,
  faq,
  testimonials,
  logoWall,
  team,
  pricing,
  techGroups,
  // From the database, always through bounded queries.
  caseStudies,
  posts,
  openPositions,
  partnersGrid,
  contactForm,
  newsletter,
  estimator,
  form,
} as const;

export type BlockType = keyof typeof BLOCKS;
export const BLOCK_TYPES = Object.keys(BLOCKS) as BlockType[];

export type BlockData<T extends BlockType> = z.output<(typeof BLOCKS)[T]['schema']>;
export type Block = { [T in BlockType]: { id: string; type: T } & BlockData<T> }[BlockType];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
