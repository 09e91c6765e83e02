// Rich text for the seed pages, as the editor stores it (ProseMirror JSON).
import type { RichTextDoc } from '@/features/rich-text/schema';

type Run = string | { text: string; href: string };

function textNode(run: Run) {
  if (typeof run === 'string') return { type: 'text' as const, text: run };
  return { type: 'text' as const, text: run.text, marks: [{ type: 'link' as const, attrs: { href: run.href, target: null } }] };
}

/** Paragraphs of text runs; a run with `href` is a link (same tab). */
export function paragraphs(...items: readonly (string | readonly Run[])[]): RichTextDoc {
  return { type: 'doc', content: items.map((item) => ({ type: 'paragraph' as const, content: (typeof item === 'string' ? [item] : item).map(textNode) })) };
}
