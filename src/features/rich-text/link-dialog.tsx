'use client';

import type { Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/field';
import { DialogActions, DialogForm, EditorDialog, HintedInput } from './editor-dialog';
import { isAllowedHref, LINK_MESSAGE } from './schema';

/** A page of the site the Link dialog offers. */
export type SitePageLink = { title: string; path: string };

/** The site's pages as a select's options, after an empty 'Choose a page…' (the link dialog, a built form's page after sending). */
export function SitePageOptions({ pages }: { pages: SitePageLink[] }) {
  return (
    <>
      <option value="">Choose a page…</option>
      {pages.map((page) => (
        <option key={page.path} value={page.path}>
          {page.title} ({page.path})
        </option>
      ))}
    </>
  );
}

/**
 * What staff type, as a link address: a bare domain (example.com/x) becomes https://, a bare
 * email address mailto:. Returns null when the address is not one the site allows.
 */
export function linkAddress(input: string): string | null {
  let href = input.trim();
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]\S*)?$/i.test(href)) href = `https://${href}`;
  else if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(href)) href = `mailto:${href}`;
  return isAllowedHref(href) ? href : null;
}

// The commands run without taking the focus: the dialog keeps it until it closes, then hands it
// to the text (EditorDialog's onClosed).

/**
 * Sets, changes or removes the link on the selected words: a page of the site chosen from the
 * list, or any address the schema allows, optionally opening in a new tab. With nothing
 * selected, it inserts the link with the words to show.
 */
export function LinkDialog({
  editor,
  pages,
  open,
  onOpenChange,
}: {
  editor: Editor;
  pages: SitePageLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const editing = open && editor.isActive('link');
  return (
    <EditorDialog open={open} onOpenChange={onOpenChange} title={editing ? 'Edit link' : 'Add link'} onClosed={() => editor.commands.focus()}>
      {/* Mounted at each opening, so it starts from the link under the cursor. */}
      {open && <LinkFields editor={editor} pages={pages} onDone={() => onOpenChange(false)} />}
    </EditorDialog>
  );
}

function LinkFields({ editor, pages, onDone }: { editor: Editor; pages: SitePageLink[]; onDone: () => void }) {
  const id = useId();
  const current = editor.getAttributes('link') as { href?: string; target?: string | null };
  const existing = editor.isActive('link');
  // Nothing selected and not in a link: the link needs words of its own.
  const needsText = editor.state.selection.empty && !existing;
  const [address, setAddress] = useState(current.href ?? '');
  const [text, setText] = useState('');
  const [newTab, setNewTab] = useState(current.target === '_blank');
  const [error, setError] = useState<string | null>(null);
  const chosenPage = pages.find((page) => page.path === address.trim());

  const apply = () => {
    if (!address.trim()) return setError('Enter an address or choose a page.');
    const href = linkAddress(address);
    if (!href) return setError(LINK_MESSAGE);
    const attrs = { href, target: newTab ? '_blank' : null };
    if (needsText) {
      editor
        .chain()
        .insertContent({ type: 'text', text: text.trim() || chosenPage?.title || href, marks: [{ type: 'link', attrs }] })
        .run();
    } else {
      editor.chain().extendMarkRange('link').setLink(attrs).run();
    }
    onDone();
  };

  return (
    <DialogForm onSubmit={apply}>
      {pages.length > 0 && (
        <div>
          <Label htmlFor={`${id}-page`}>A page of this site</Label>
          <Select
            id={`${id}-page`}
            value={chosenPage?.path ?? ''}
            onChange={(event) => {
              setAddress(event.target.value);
              setError(null);
            }}
          >
            <SitePageOptions pages={pages} />
          </Select>
        </div>
      )}
      <HintedInput
        id={`${id}-address`}
        label={pages.length > 0 ? 'Or an address' : 'Address'}
        hint="A page of this site (/about), a web address, mailto: or tel:."
        error={error}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={address}
        placeholder="https://example.com or /about"
        maxLength={2000}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(null);
        }}
      />
      {needsText && (
        <div>
          <Label htmlFor={`${id}-text`}>Text to show</Label>
          <Input
            id={`${id}-text`}
            type="text"
            value={text}
            maxLength={300}
            placeholder={chosenPage?.title ?? 'The address'}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-200">
        <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} className="size-4 accent-brand-500" />
        Open in a new tab
      </label>
      <DialogActions submit="Save link">
        {existing && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mr-auto text-rose-200"
            onClick={() => {
              editor.chain().extendMarkRange('link').unsetLink().run();
              onDone();
            }}
          >
            Remove link
          </Button>
        )}
      </DialogActions>
    </DialogForm>
  );
}
