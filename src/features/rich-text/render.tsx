// Rich text as semantic HTML, on the server: public pages get <h2>, <p>, <strong>, <a>, <ul>...
// and no editor code. Imports nothing from Tiptap or ProseMirror, and never sets raw HTML: text
// goes through React, which escapes it, so `<script>` typed into the editor shows as typed.
import type { ReactNode } from 'react';
import { RICH_TEXT_PROSE, RICH_TEXT_SIZE } from './prose';
import type { BlockNode, ImageNode, InlineNode, LinkMark, RichTextDoc, TextNode } from './schema';

export function RichText({ doc, className = '' }: { doc: RichTextDoc; className?: string }) {
  return <div className={`${RICH_TEXT_PROSE} ${RICH_TEXT_SIZE} ${className}`}>{renderBlocks(doc.content)}</div>;
}

/** One image of the text. Kept alone so the page builder can swap in its optimised image. */
function RichTextImage({ attrs }: { attrs: ImageNode['attrs'] }) {
  // eslint-disable-next-line @next/next/no-img-element -- the page builder's optimised image replaces this
  return <img src={attrs.src} alt={attrs.alt} width={attrs.width} height={attrs.height} loading="lazy" decoding="async" />;
}

function renderBlocks(blocks: readonly BlockNode[]): ReactNode[] {
  return blocks.flatMap((block, i) => {
    switch (block.type) {
      case 'paragraph':
        // Empty paragraphs are the editor's spacing and its trailing line: no empty <p> on the page.
        return block.content?.length ? [<p key={i}>{renderInline(block.content)}</p>] : [];
      case 'heading': {
        const Heading = `h${block.attrs.level}` as const;
        return block.content?.length ? [<Heading key={i}>{renderInline(block.content)}</Heading>] : [];
      }
      case 'bulletList':
        return [
          <ul key={i}>
            {block.content.map((item, j) => (
              <li key={j}>{renderBlocks(item.content)}</li>
            ))}
          </ul>,
        ];
      case 'orderedList': {
        const start = block.attrs?.start;
        return [
          <ol key={i} start={start !== undefined && start !== 1 ? start : undefined}>
            {block.content.map((item, j) => (
              <li key={j}>{renderBlocks(item.content)}</li>
            ))}
          </ol>,
        ];
      }
      case 'blockquote':
        return [<blockquote key={i}>{renderBlocks(block.content)}</blockquote>];
      case 'image':
        return [<RichTextImage key={i} attrs={block.attrs} />];
    }
  });
}

/**
 * A paragraph's text runs. Runs next to each other under the same link become one <a> (the
 * editor splits a link where its words change from plain to bold).
 */
function renderInline(nodes: readonly InlineNode[]): ReactNode[] {
  const out: ReactNode[] = [];
  for (let i = 0; i < nodes.length;) {
    const node = nodes[i]!;
    const link = linkOf(node);
    if (!link) {
      out.push(node.type === 'hardBreak' ? <br key={i} /> : <Styled key={i} node={node} />);
      i++;
      continue;
    }
    const start = i;
    const runs: TextNode[] = [];
    while (i < nodes.length && sameLink(linkOf(nodes[i]!), link)) runs.push(nodes[i++] as TextNode);
    const external = link.attrs.target === '_blank';
    out.push(
      <a key={start} href={link.attrs.href} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
        {runs.map((run, j) => (
          <Styled key={j} node={run} />
        ))}
      </a>,
    );
  }
  return out;
}

function Styled({ node }: { node: TextNode }) {
  let content: ReactNode = node.text;
  if (node.marks?.some((mark) => mark.type === 'italic')) content = <em>{content}</em>;
  if (node.marks?.some((mark) => mark.type === 'bold')) content = <strong>{content}</strong>;
  return content;
}

function linkOf(node: InlineNode): LinkMark | undefined {
  return node.type === 'text' ? (node.marks?.find((mark) => mark.type === 'link') as LinkMark | undefined) : undefined;
}

function sameLink(a: LinkMark | undefined, b: LinkMark) {
  return a !== undefined && a.attrs.href === b.attrs.href && a.attrs.target === b.attrs.target;
}
