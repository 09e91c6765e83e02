// The shape of the copy a fresh install's pages are seeded with: blocks as the editor would save
// them, minus the ids and the fields left at their defaults.
import type { z } from 'zod';
import type { BLOCKS, BlockType } from '@/features/blocks/registry';
import type { MediaRef } from '@/features/media/media-ref';

export type SeedBlock = { [T in BlockType]: { type: T } & z.input<(typeof BLOCKS)[T]['schema']> }[BlockType];

export type SeedPage = {
  /** The address without the leading slash: '' is the home page, 'services/ai-development' nested. */
  slug: string;
  title: string;
  metaTitle?: string;
  metaDescription?: string;
  /** Built-in pages keep their address and cannot be deleted (a route file serves each). */
  builtIn: boolean;
  blocks: SeedBlock[];
};

/**
 * The demo images by key ('service:ai-development', 'case-study:...', 'hero:...', 'person:...'),
 * or null when there are none (no storage at seeding time, or a site installed before them).
 */
export type Visuals = (key: string) => MediaRef | null;
