// The editor's model and the stored schema must agree: a document the server accepts loads into
// the editor and comes out unchanged, and the editor has no node or mark the server refuses.
import { getSchema } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { richTextExtensions } from './editor-extensions';
import { rt } from './rt';
import { EMPTY_DOC, richTextSchema } from './schema';

const editorSchema = getSchema(richTextExtensions);

describe('the editor model', () => {
  it('round-trips every kind of stored content unchanged', () => {
    const doc = rt.doc(
      rt.h2('Why ', rt.italic('us')),
      rt.h3('Three'),
      rt.h4('Four'),
      rt.p(
        'We ',
        rt.bold(rt.italic('ship')),
        rt.br(),
        rt.link('/estimator', 'estimate'),
        ' ',
        rt.link('https://example.com', 'out', { newTab: true }),
        rt.link('/about', rt.italic(rt.bold('all three'))),
      ),
      rt.ul(['One', 'Two']),
      rt.ol(['First']),
      rt.quote('Said', rt.ul(['nested'])),
      rt.image({ src: '/media/a.webp', alt: 'A chart', width: 640, height: 480 }),
    );
    const node = Node.fromJSON(editorSchema, doc);
    node.check();
    expect(node.toJSON()).toEqual(richTextSchema.parse(doc));
    expect(Node.fromJSON(editorSchema, EMPTY_DOC).toJSON()).toEqual(EMPTY_DOC);
  });

  it('has only the nodes and marks the server accepts', () => {
    expect(Object.keys(editorSchema.nodes).sort()).toEqual([
      'blockquote',
      'bulletList',
      'doc',
      'hardBreak',
      'heading',
      'image',
      'listItem',
      'orderedList',
      'paragraph',
      'text',
    ]);
    expect(Object.keys(editorSchema.marks).sort()).toEqual(['bold', 'italic', 'link']);
  });

  it('gives new nodes and marks the attributes the server expects', () => {
    const paragraph = editorSchema.nodes.paragraph!.create(null, editorSchema.text('x', [editorSchema.marks.link!.create({ href: '/about' })]));
    const list = editorSchema.nodes.orderedList!.create(null, editorSchema.nodes.listItem!.create(null, paragraph));
    const image = editorSchema.nodes.image!.create({ src: '/media/a.png', alt: 'A', width: 2, height: 1 });
    const doc = editorSchema.nodes.doc!.create(null, [editorSchema.nodes.heading!.create({ level: 3 }, editorSchema.text('T')), list, image]);
    expect(richTextSchema.safeParse(doc.toJSON()).error?.issues).toBeUndefined();
  });
});
