import { badInput } from '@/features/admin/crud/server';
import { blockLabel } from '@/features/blocks/parse';
import type { ActionResult } from '@/server/auth/guarded';
import type { Issue } from './types';

/**
 * A refused save: the first problem as the toast's text (naming the block it is in), and every
 * problem by its path ('blocks.3.cards.0.title') for the editor to show beside its field.
 */
export function refusedInput(issues: readonly Issue[], input: unknown): ActionResult<never> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[issue.path.map(String).join('.')] ??= issue.message;
  const first = issues[0];
  const blocks = (input as { blocks?: unknown } | null)?.blocks;
  const where = first?.path[0] === 'blocks' && typeof first.path[1] === 'number' && Array.isArray(blocks) ? `${blockLabel(blocks, first.path[1])}: ` : '';
  return { ...badInput(first ? [{ message: `${where}${first.message}` }] : []), fieldErrors } as ActionResult<never>;
}
