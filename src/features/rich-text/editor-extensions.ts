// The editor's document model: Tiptap's extensions cut down to exactly what schema.ts allows, so
// what the editor holds, whether typed or pasted, is what the server accepts. Admin only: public
// pages render with render.tsx and never load this.
import { Extension } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { Link } from '@tiptap/extension-link';
import { Plugin } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';
import { MEDIA_URL_PATTERN } from '@/features/media/media-ref';
import { HEADING_LEVELS, isAllowedHref } from './schema';

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * A link stores its address and whether it opens in a new tab, nothing else (Tiptap's own also
 * keeps rel, class and title). Addresses the schema refuses are refused here too: a pasted
 * `<a href="javascript:...">` keeps its words and loses the link, and setLink with one does nothing.
 */
const SiteLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute('href') },
      target: { default: null, parseHTML: (element) => (element.getAttribute('target') === '_blank' ? '_blank' : null) },
    };
  },
}).configure({
  openOnClick: false,
  // Off: a link typed by hand would otherwise swallow the words typed after it (the mark is
  // inclusive while autolink is on). Links come from the Link dialog or from pasting an address.
  autolink: false,
  linkOnPaste: true,
  HTMLAttributes: {},
  isAllowedUri: (url) => isAllowedHref(url),
});

/**
 * An image of the media library with its alt text and size; Tiptap's title attribute is gone.
 * Pasted images are kept only when they already are that (copied within the editor): an image
 * from another site, or without alt text, is dropped rather than stored half-described.
 */
const MediaImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: { default: null, parseHTML: (element) => positiveInt(element.getAttribute('width')) },
      height: { default: null, parseHTML: (element) => positiveInt(element.getAttribute('height')) },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) =>
          MEDIA_URL_PATTERN.test(element.getAttribute('src') ?? '') &&
          (element.getAttribute('alt') ?? '').trim() !== '' &&
          positiveInt(element.getAttribute('width')) !== null &&
          positiveInt(element.getAttribute('height')) !== null
            ? null
            : false,
      },
    ];
  },
}).configure({ inline: false, allowBase64: false });

/**
 * Pasted HTML is read by ProseMirror into the nodes above, which already drops what they do not
 * know. Before that, this removes what should never reach a live element: scripts, frames,
 * embedded documents and event handlers (inline styles stay: they are how Google Docs says bold).
 * DOMParser builds an inert document: nothing in it loads or runs.
 */
const PasteCleaner = Extension.create({
  name: 'pasteCleaner',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          transformPastedHTML(html) {
            const doc = new DOMParser().parseFromString(html, 'text/html');
            doc.querySelectorAll('script, style, iframe, frame, object, embed, link, meta, template, svg, math, form').forEach((element) => element.remove());
            doc.querySelectorAll('*').forEach((element) => {
              for (const { name } of [...element.attributes]) if (name.startsWith('on')) element.removeAttribute(name);
            });
            return doc.body.innerHTML;
          },
        },
      }),
    ];
  },
});

export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
  }),
  SiteLink,
  MediaImage,
  PasteCleaner,
];
