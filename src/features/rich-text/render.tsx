// TEMPORARY until the rich-text branch lands: the minimum to draw migrated pages.
import type { ReactNode } from 'react';
import type { RichTextDoc } from './schema';

type Node = { type: string; text?: string; attrs?: Record<string, unknown>; marks?: { type: string; attrs?: Record<string, unknown> }[]; content?: Node[] };

function draw(node: Node, key: number): ReactNode {
  const children = node.content?.map(draw);
  switch (node.type) {
    case 'text': {
      let out: ReactNode = node.text;
      for (const mark of node.marks ?? []) {
        if (mark.type === 'bold') out = <strong>{out}</strong>;
        if (mark.type === 'italic') out = <em>{out}</em>;
        if (mark.type === 'link') out = <a href={String(mark.attrs?.href ?? '#')}>{out}</a>;
      }
      return <span key={key}>{out}</span>;
    }
    case 'heading':
      return <h2 key={key}>{children}</h2>;
    case 'hardBreak':
      return <br key={key} />;
    case 'bulletList':
      return <ul key={key}>{children}</ul>;
    case 'orderedList':
      return <ol key={key}>{children}</ol>;
    case 'listItem':
      return <li key={key}>{children}</li>;
    default:
      return <p key={key}>{children}</p>;
  }
}

export function RichText({ doc, className = '' }: { doc: RichTextDoc; className?: string }) {
  return (
    <div className={`space-y-5 text-lg leading-relaxed text-slate-300 [&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-white ${className}`}>
      {((doc.content ?? []) as Node[]).map(draw)}
    </div>
  );
}
