'use client';

import { Extension } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MediaPickerButton } from '@/features/media/media-picker';
import { richTextExtensions } from './editor-extensions';
import { ImageAltDialog, type PendingImage } from './image-alt-dialog';
import { LinkDialog, type SitePageLink } from './link-dialog';
import { RICH_TEXT_PROSE } from './prose';
import type { RichTextDoc } from './schema';

export type { SitePageLink };

type Props = {
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  /** The field's name for assistive technology, when no visible label names it (else labelledBy). */
  label?: string;
  /** The id of the visible label or heading that names the field. */
  labelledBy?: string;
  /** The id of a hint or an error message about the field. */
  describedBy?: string;
  /** The site's pages, offered by the Link dialog. */
  pages?: SitePageLink[];
  invalid?: boolean;
  /** The id of the editable area (for an error summary's link to it). */
  id?: string;
};

type Tool = { name: string; icon: LucideIcon; keys: string; ariaKeys: string; pressed?: boolean; disabled?: boolean; run: () => void };

/**
 * The admin's rich-text field: a formatting toolbar over a Tiptap editor that holds exactly what
 * schema.ts accepts. The toolbar is one tab stop (arrow keys move along it); every tool also has a
 * keyboard shortcut, shown in its tooltip. onChange gives the editor's JSON, as stored.
 */
export function RichTextEditor({ value, onChange, label, labelledBy, describedBy, pages = [], invalid = false, id }: Props) {
  const fallbackId = useId();
  const editorId = id ?? `${fallbackId}-text`;
  const onChangeRef = useRef(onChange);
  const openLinkRef = useRef<() => void>(() => {});
  // The last document this editor reported, to tell the parent's echo from a new value (a reset).
  const emitted = useRef<RichTextDoc>(value);
  const [linkOpen, setLinkOpen] = useState(false);
  const [pendingImage, setPendingImage] = useState<PendingImage | null>(null);

  useLayoutEffect(() => {
    onChangeRef.current = onChange;
    openLinkRef.current = () => setLinkOpen(true);
  });

  const editor = useEditor({
    extensions: [
      ...richTextExtensions,
      Extension.create({
        name: 'linkDialogShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            openLinkRef.current();
            return true;
          },
        }),
      }),
    ],
    content: value,
    // Rendered on the server as an empty box; the editor starts in the browser (no hydration mismatch).
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor }) => {
      // Plain objects only: ProseMirror makes mark attributes without a prototype, which a server
      // action cannot carry (React sends them as temporary references, and the save is refused).
      const doc = JSON.parse(JSON.stringify(editor.getJSON())) as RichTextDoc;
      emitted.current = doc;
      onChangeRef.current(doc);
    },
  });

  // The editable area's attributes follow the props (its label, its error state). It grows with
  // the text up to 60% of the screen, then scrolls, so the toolbar stays in sight.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          id: editorId,
          role: 'textbox',
          'aria-multiline': 'true',
          ...(label ? { 'aria-label': label } : {}),
          ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          class: `${RICH_TEXT_PROSE} min-h-32 max-h-[60vh] overflow-y-auto px-3 py-2 text-sm text-slate-200 rounded-b-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-400 [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-400`,
        },
      },
    });
  }, [editor, editorId, label, labelledBy, describedBy, invalid]);

  // A value from outside (the page form reset, a block restored by Undo) replaces the content.
  useEffect(() => {
    if (!editor || value === emitted.current || JSON.stringify(value) === JSON.stringify(editor.getJSON())) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor && {
        h2: editor.isActive('heading', { level: 2 }),
        h3: editor.isActive('heading', { level: 3 }),
        bold: editor.isActive('bold'),
        italic: editor.isActive('italic'),
        link: editor.isActive('link'),
        bulletList: editor.isActive('bulletList'),
        orderedList: editor.isActive('orderedList'),
        blockquote: editor.isActive('blockquote'),
        canUndo: editor.can().undo(),
        canRedo: editor.can().redo(),
      },
  });

  const chain = () => editor!.chain().focus();
  const tools: Tool[][] = [
    [
      {
        name: 'Heading 2',
        icon: Heading2,
        keys: 'Ctrl+Alt+2',
        ariaKeys: 'Control+Alt+2 Meta+Alt+2',
        pressed: state?.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        name: 'Heading 3',
        icon: Heading3,
        keys: 'Ctrl+Alt+3',
        ariaKeys: 'Control+Alt+3 Meta+Alt+3',
        pressed: state?.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      { name: 'Bold', icon: Bold, keys: 'Ctrl+B', ariaKeys: 'Control+B Meta+B', pressed: state?.bold, run: () => chain().toggleBold().run() },
      { name: 'Italic', icon: Italic, keys: 'Ctrl+I', ariaKeys: 'Control+I Meta+I', pressed: state?.italic, run: () => chain().toggleItalic().run() },
      { name: 'Link', icon: Link2, keys: 'Ctrl+K', ariaKeys: 'Control+K Meta+K', pressed: state?.link, run: () => setLinkOpen(true) },
    ],
    [
      {
        name: 'Bulleted list',
        icon: List,
        keys: 'Ctrl+Shift+8',
        ariaKeys: 'Control+Shift+8 Meta+Shift+8',
        pressed: state?.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        name: 'Numbered list',
        icon: ListOrdered,
        keys: 'Ctrl+Shift+7',
        ariaKeys: 'Control+Shift+7 Meta+Shift+7',
        pressed: state?.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        name: 'Quote',
        icon: Quote,
        keys: 'Ctrl+Shift+B',
        ariaKeys: 'Control+Shift+B Meta+Shift+B',
        pressed: state?.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
    ],
  ];
  const history: Tool[] = [
    { name: 'Undo', icon: Undo2, keys: 'Ctrl+Z', ariaKeys: 'Control+Z Meta+Z', disabled: !state?.canUndo, run: () => chain().undo().run() },
    { name: 'Redo', icon: Redo2, keys: 'Ctrl+Shift+Z', ariaKeys: 'Control+Shift+Z Meta+Shift+Z', disabled: !state?.canRedo, run: () => chain().redo().run() },
  ];

  return (
    <div className={`rounded-lg border bg-slate-950 transition-colors focus-within:border-brand-400 ${invalid ? 'border-rose-400' : 'border-white/15'}`}>
      <Toolbar editorId={editorId}>
        {tools.map((group, i) => (
          <div key={i} className="flex items-center gap-0.5 border-r border-white/10 pr-1 mr-1">
            {group.map((tool) => (
              <ToolButton key={tool.name} tool={tool} ready={!!editor} />
            ))}
          </div>
        ))}
        <div className="flex items-center border-r border-white/10 pr-1 mr-1">
          <MediaPickerButton
            label="Image"
            onSelect={(url, item) =>
              setPendingImage({ src: url, alt: item.altText ?? '', width: item.width, height: item.height, thumbnailUrl: item.thumbnailUrl })
            }
          />
        </div>
        <div className="flex items-center gap-0.5">
          {history.map((tool) => (
            <ToolButton key={tool.name} tool={tool} ready={!!editor} />
          ))}
        </div>
      </Toolbar>
      {editor ? <EditorContent editor={editor} /> : <div aria-hidden className="min-h-32" />}
      {editor && (
        <>
          <LinkDialog editor={editor} pages={pages} open={linkOpen} onOpenChange={setLinkOpen} />
          <ImageAltDialog
            image={pendingImage}
            onCancel={() => setPendingImage(null)}
            onInsert={(attrs) => {
              setPendingImage(null);
              editor.commands.insertContent({ type: 'image', attrs });
            }}
            onClosed={() => editor.commands.focus()}
          />
        </>
      )}
    </div>
  );
}

function ToolButton({ tool, ready }: { tool: Tool; ready: boolean }) {
  const Icon = tool.icon;
  const disabled = !ready || tool.disabled;
  return (
    <button
      type="button"
      aria-label={tool.name}
      title={`${tool.name} (${tool.keys})`}
      aria-keyshortcuts={tool.ariaKeys}
      aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
      // aria-disabled, not disabled: the button keeps its place in the toolbar's arrow-key order.
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) tool.run();
      }}
      className="grid size-9 place-items-center rounded-md text-slate-300 hover:bg-white/10 hover:text-white aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-pressed:bg-brand-500/25 aria-pressed:text-white"
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

/**
 * The WAI-ARIA toolbar pattern: one tab stop, arrow keys (and Home, End) move between the
 * buttons. Done on the DOM so it also covers the media picker's own button.
 */
function Toolbar({ editorId, children }: { editorId: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef(0);
  const buttons = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);

  useLayoutEffect(() => {
    const all = buttons();
    current.current = Math.min(current.current, all.length - 1);
    all.forEach((button, i) => (button.tabIndex = i === current.current ? 0 : -1));
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons();
    const index = all.findIndex((button) => button === (event.target as EventTarget));
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + all.length) % all.length;
    all.forEach((button, i) => (button.tabIndex = i === target ? 0 : -1));
    current.current = target;
    all[target]!.focus();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Formatting"
      aria-controls={editorId}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // A click also makes its button the toolbar's tab stop.
        const all = buttons();
        const index = all.findIndex((button) => button === (event.target as EventTarget));
        if (index < 0) return;
        current.current = index;
        all.forEach((button, i) => (button.tabIndex = i === index ? 0 : -1));
      }}
      className="flex flex-wrap items-center gap-y-1 border-b border-white/10 p-1"
    >
      {children}
    </div>
  );
}
