import type { BlockOf, BlockType } from './registry';

/** What a block may know about the request it is drawn for: only what is part of the page's address. */
export type BlockContext = {
  /** The page's path, e.g. /case-studies. */
  path: string;
  /** ?page=N of a paged list (1 when absent or not a page number). */
  pageNumber: number;
  /** Drawn in the editor's live preview: links should not leave the frame, nothing is counted. */
  preview: boolean;
  /**
   * The address's query parameters, for the blocks that read their own: the contact form's presets
   * (?subject=, ?service=, ?partnership=), the estimator's ?step= and ?estimate=. Absent in a preview.
   */
  searchParams?: Readonly<Record<string, string | string[] | undefined>>;
};

/** What a block's renderer (its render.tsx) is given. */
export type BlockProps<T extends BlockType> = { block: BlockOf<T>; context: BlockContext };
