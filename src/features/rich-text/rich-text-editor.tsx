'use client';

// STAND-IN until the rich-text branch lands (it replaces this file with the Tiptap editor, same
// props): the text as plain paragraphs in a textarea, a blank line between two. Formatting of a
// stored document (bold, links, lists) is not shown here and is lost when the text is edited.
import type { RichTextDoc } from './schema';

type Props = {
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  /** The id of the label that names the editor. */
  labelledBy: string;
  id: string;
  /** The site's pages, offered as link targets. */
  pages: { title: string; path: string }[];
  invalid?: boolean;
};

function textOf(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === 'string') return text;
  return Array.isArray(content) ? content.map(textOf).join('') : '';
}

export function RichTextEditor({ value, onChange, labelledBy, id, invalid }: Props) {
  const text = (value.content ?? []).map(textOf).join('\n\n');
  return (
    <textarea
      id={id}
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      rows={6}
      value={text}
      onChange={(event) => {
        const paragraphs = event.target.value.split(/\n[ \t]*\n/);
        onChange({ type: 'doc', content: paragraphs.map((paragraph) => (paragraph ? { type: 'paragraph', content: [{ type: 'text', text: paragraph }] } : { type: 'paragraph' })) });
      }}
      className="mt-1 block min-h-10 w-full rounded-lg border border-white/15 bg-slate-950 px-3 py-2 text-sm text-white focus:border-brand-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 aria-[invalid=true]:border-rose-400"
    />
  );
}
