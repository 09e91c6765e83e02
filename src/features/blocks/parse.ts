// Reading and writing a page's blocks: every save is checked against the block library, and so
// is every read (a block stored by an older version, or edited in the database by hand, must not
// break the page). Pure.
import { z } from 'zod';
import { BLOCKS, BLOCK_TYPES, type Block, type BlockType } from './registry';

export const MAX_BLOCKS = 60;

const blockId = z.string('Each block needs an id.').regex(/^[\w-]{1,64}$/, 'Each block needs an id.');

const schemas = BLOCK_TYPES.map((type) => BLOCKS[type].schema.extend({ id: blockId, type: z.literal(type) }));

export const blockSchema = z.discriminatedUnion('type', schemas as unknown as [z.ZodObject, ...z.ZodObject[]], {
  error: 'Choose a block from the palette.',
}) as unknown as z.ZodType<Block, unknown>;

export const blocksSchema = z.array(blockSchema, 'The blocks must be a list.').max(MAX_BLOCKS, `Use at most ${MAX_BLOCKS} blocks on a page.`);

export function isBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(BLOCKS, type);
}

export type StoredBlocksRead = { blocks: Block[]; dropped: { index: number; type: unknown; problem: string }[] };

/**
 * The valid blocks of what is stored, in order. An invalid one is left out (and reported, for
 * the log) rather than failing the whole page.
 */
export function readStoredBlocks(stored: unknown): StoredBlocksRead {
  const result: StoredBlocksRead = { blocks: [], dropped: [] };
  if (!Array.isArray(stored)) return result;
  stored.forEach((raw, index) => {
    const parsed = blockSchema.safeParse(raw);
    if (parsed.success) result.blocks.push(parsed.data);
    else result.dropped.push({ index, type: (raw as { type?: unknown } | null)?.type, problem: parsed.error.issues[0]?.message ?? 'invalid' });
  });
  return result;
}

/** A person's name for where a problem is: "Block 3 (FAQ)". */
export function blockLabel(blocks: readonly { type: string }[], index: number): string {
  const type = blocks[index]?.type;
  return `Block ${index + 1}${isBlockType(type) ? ` (${BLOCKS[type].label})` : ''}`;
}
