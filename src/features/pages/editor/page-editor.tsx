'use client';

// The page editor (/admin/pages/{id} and /admin/pages/new): the page's settings, its blocks and,
// beside them, the live preview. Saved as a whole through savePage, which checks every block
// against the library; its problems show beside their fields. Decision 083.
import { ArrowLeft, ExternalLink, Eye, EyeOff, ImageIcon } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Label, labelClasses, Select, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/features/admin/crud/call-action';
import { confirmDelete } from '@/features/admin/crud/confirm';
import type { SaveResult } from '@/features/admin/crud/schema-helpers';
import { BLOCKS, type BlockType } from '@/features/blocks/registry';
import { MediaPickerButton } from '@/features/media/media-picker';
import { loadPublishingPanels } from '@/features/publishing/actions';
import type { PublishingPanels } from '@/features/publishing/panels';
import { PublishingBar } from '@/features/publishing/ui/publishing-bar';
import { useWorkingCopy } from '@/features/publishing/ui/use-working-copy';
import { deletePage, savePage } from '../admin-actions';
import type { EditedPageRecord } from '../admin-queries';
import type { PlaceableForm } from '@/features/forms/queries';
import { PAGE_LIMITS, PAGE_TEMPLATES, reservedSlugMessage } from '../admin-schema';
import { slugify } from '../slug';
import { POST_LIMITS, postPath } from '@/features/posts/terms';
import { pageViewHref } from '../urls';
import type { FieldsContext } from './block-fields';
import { BlockList, blockDomId, type BlockListActions } from './block-list';
import { BlockPalette } from './block-palette';
import {
  blockTitle,
  createInput,
  docOf,
  duplicateBlock,
  editorBlocksOf,
  EMPTY_SETTINGS,
  errorsByField,
  fieldDomId,
  moveItem,
  newBlock,
  newId,
  settingsOf,
  type EditorBlock,
  type LibraryImage,
  type PageSettings,
} from './editor-model';
import { LivePreview } from './live-preview';
import { useLeaveWarning } from '@/features/publishing/ui/use-leave-warning';
import { VersionNoteField } from '@/features/publishing/ui/version-note-field';

const TEMPLATE_LABELS: Record<(typeof PAGE_TEMPLATES)[number], string> = { basic: 'Basic', landing: 'Landing', blog: 'Blog', contact: 'Contact' };

/** The people a post can name as its author (Authors in the admin). */
export type AuthorChoice = { id: string; name: string; jobTitle: string };

type Props = {
  record: EditedPageRecord | null;
  /** What a new record is: a page, or a post of Insights (an existing one says itself). */
  kind?: 'page' | 'post';
  pages: { title: string; path: string }[];
  forms: PlaceableForm[];
  authors?: AuthorChoice[];
  /** The categories posts already use, offered as the field is typed. */
  categoryLabels?: string[];
  siteUrl: string;
  panels?: PublishingPanels;
  timeZone: string;
};

const NO_PANELS: PublishingPanels = { versions: [], schedules: [], links: [] };

/** The element to show after a change: focused once the list has re-rendered. */
function focusSoon(id: string, scroll = false) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    element?.focus({ preventScroll: !scroll });
    if (scroll) element?.scrollIntoView({ block: 'nearest' });
  });
}

export function PageEditor({
  record,
  kind: newKind = 'page',
  pages,
  forms,
  authors = [],
  categoryLabels = [],
  siteUrl,
  panels: initialPanels = NO_PANELS,
  timeZone,
}: Props) {
  const router = useRouter();
  const [pageId, setPageId] = useState(record?.id);
  const builtIn = record?.builtIn ?? false;
  const [settings, setSettings] = useState<PageSettings>(() =>
    record ? settingsOf(record) : { ...EMPTY_SETTINGS, kind: newKind, templateType: newKind === 'post' ? 'blog' : 'basic' },
  );
  const post = settings.kind === 'post';
  const noun = post ? 'post' : 'page';
  const listHref = post ? '/admin/posts' : '/admin/pages';
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => (record ? editorBlocksOf(record) : []));
  // A new page: unsaved until its first save creates it. An existing one: its draft saves itself.
  const [saved, setSaved] = useState(() => JSON.stringify({ settings, blocks }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [panels, setPanels] = useState(initialPanels);
  const [note, setNote] = useState('');
  const leaving = useRef(false);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [previewShown, setPreviewShown] = useState(false);
  const [pending, startSaving] = useTransition();
  const [previewId] = useState(newId);
  const focusFirstError = useRef(false);

  const doc = useMemo(() => docOf({ settings, blocks }), [settings, blocks]);
  const showRefusal = useCallback(
    (result: { error: string; fieldErrors?: Record<string, string> }) => {
      const fieldErrors = errorsByField(result.fieldErrors, blocks);
      // The blocks with a problem open, and the first problem gets the focus.
      setCollapsed((current) => new Set([...current].filter((id) => !Object.keys(fieldErrors).some((key) => key.startsWith(`${id}.`) || key === id))));
      focusFirstError.current = true;
      setErrors(fieldErrors);
    },
    [blocks],
  );
  const reloadPanels = useCallback(() => {
    if (!pageId) return;
    void callAction(loadPublishingPanels, { collection: 'page', id: pageId }).then((result) => {
      if (result.ok && result.data) setPanels(result.data as PublishingPanels);
    });
  }, [pageId]);
  const copy = useWorkingCopy({
    collection: 'page',
    id: pageId,
    doc,
    initial: record?.publishing ?? { revision: 0, savedAt: new Date(0).toISOString(), savedByName: null, hasDraft: false, isPublished: false },
    onRefused: showRefusal,
    onHistoryChanged: reloadPanels,
    savedMessage: post ? 'Post Saved' : 'Page Saved',
  });

  const dirty = pageId ? copy.dirty : JSON.stringify({ settings, blocks }) !== saved;
  useLeaveWarning(dirty, leaving);

  const slug = builtIn ? settings.slug : slugify(settings.slug.trim() ? settings.slug : settings.title);
  const path = post ? postPath(slug) : `/${slug}`;
  const previewPage = useMemo(
    () => ({
      title: doc.title,
      templateType: doc.templateType,
      kind: doc.kind,
      excerpt: doc.excerpt,
      coverImageId: doc.coverImageId,
      authorId: doc.authorId,
      categories: doc.categories,
      tags: doc.tags,
      path,
      blocks,
    }),
    [doc, path, blocks],
  );

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = document.querySelector<HTMLElement>('#page-editor [aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [errors]);

  const setField = <K extends keyof PageSettings>(key: K, value: PageSettings[K]) => {
    setSettings((current) => ({ ...current, [key]: value }));
    clearError(key === 'socialImage' ? 'socialImageId' : key === 'coverImage' ? 'coverImageId' : key);
  };
  const bindText = textSettingBinder(settings, setField, errors);
  const clearError = (key: string) =>
    setErrors((current) => (key in current ? Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)) : current));
  const context: FieldsContext = { errors, clearError, pages, forms };

  const actions: BlockListActions = {
    change: (index, block) => setBlocks((current) => current.map((old, i) => (i === index ? block : old))),
    move: (from, to) => {
      const block = blocks[from];
      if (!block || to < 0 || to >= blocks.length) return;
      setBlocks(moveItem(blocks, from, to));
      const direction = to < from ? 'up' : 'down';
      const atEdge = to === 0 || to === blocks.length - 1;
      focusSoon(`${blockDomId(block)}-${atEdge ? (direction === 'up' ? 'down' : 'up') : direction}`, true);
    },
    duplicate: (index) => {
      const copy = duplicateBlock(blocks[index]!);
      setBlocks([...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)]);
      focusSoon(`${blockDomId(copy)}-heading`, true);
      toast.success(`Duplicated: ${blockTitle(copy)}`);
    },
    remove: (index) => {
      const block = blocks[index]!;
      const neighbour = blocks[index + 1] ?? blocks[index - 1];
      setBlocks(blocks.filter((_, i) => i !== index));
      focusSoon(neighbour ? `${blockDomId(neighbour)}-remove` : 'add-block-at-end');
      toast.success(`Removed block ${index + 1} (${BLOCKS[block.type].label})`, {
        action: {
          label: 'Undo',
          onClick: () => {
            // Back in its place, whatever changed meanwhile.
            setBlocks((current) => (current.some((b) => b.id === block.id) ? current : [...current.slice(0, index), block, ...current.slice(index)]));
            focusSoon(`${blockDomId(block)}-remove`, true);
          },
        },
      });
    },
    add: (type: BlockType, at: number) => {
      const block = newBlock(type);
      setBlocks((current) => [...current.slice(0, at), block, ...current.slice(at)]);
      const firstField = Object.keys(block).find((key) => key !== 'id' && key !== 'type');
      requestAnimationFrame(() => {
        document.getElementById(blockDomId(block))?.scrollIntoView({ block: 'start' });
        const target =
          document.getElementById(fieldDomId(`${block.id}.${firstField}`)) ?? document.getElementById(`${blockDomId(block)}-heading`)?.querySelector('button');
        target?.focus({ preventScroll: true });
      });
    },
  };

  const save = () =>
    startSaving(async () => {
      if (pageId) {
        // An existing page: saved as a version of its draft (visitors see it once published).
        const result = await copy.save(true, { note });
        if (result.ok) {
          setErrors({});
          setNote('');
        } else if (!result.conflict) toast.error(`Failed to save ${noun}.`, { description: result.error });
        return;
      }
      const result = await callAction(savePage, createInput({ settings, blocks }));
      if (!result.ok) {
        showRefusal(result);
        toast.error(`Failed to save ${noun}.`, { description: result.error });
        return;
      }
      setErrors({});
      setSaved(JSON.stringify({ settings, blocks }));
      toast.success(post ? 'Post Saved' : 'Page Saved', { description: 'A draft: visitors see it once you publish it.' });
      const data = result.data as SaveResult | undefined;
      if (data?.created) {
        setPageId(data.id);
        router.replace(`${listHref}/${data.id}`);
      }
    });

  const remove = () => {
    if (!pageId || !confirmDelete(noun)) return;
    startSaving(async () => {
      const result = await callAction(deletePage, { id: pageId });
      if (!result.ok) {
        toast.error(`Failed to delete ${noun}.`, { description: result.error });
        return;
      }
      setSaved(JSON.stringify({ settings, blocks }));
      toast.success(post ? 'Post Deleted' : 'Page Deleted');
      router.push(listHref);
    });
  };

  const heading = pageId ? `Edit ${noun}: ${record?.title || settings.title}` : `New ${noun}`;
  const slugProblem = !builtIn && !post && slug ? reservedSlugMessage(slug) : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link href={listHref} className="inline-flex min-h-9 items-center gap-1 text-sm text-slate-300 hover:text-white">
            <ArrowLeft aria-hidden className="size-4" /> Back to {noun}s
          </Link>
          <h1 className="break-words text-2xl font-bold tracking-tight text-white sm:text-3xl">{heading}</h1>
          {builtIn && <p className="mt-1 text-sm text-slate-400">A built-in page of the site: its address stays, every block can change.</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!pageId && dirty && (
            <span role="status" className="text-sm text-amber-200">
              Unsaved changes
            </span>
          )}
          {pageId && record && (
            <a
              href={pageViewHref({ slug: record.slug, isPublished: copy.status.isPublished, kind: settings.kind })}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-white/20 px-4 text-sm font-semibold text-white hover:bg-white/10"
            >
              View {noun} <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
          <Button type="submit" form="page-editor" variant={pageId ? 'outline' : 'primary'} disabled={pending}>
            {pending ? 'Saving…' : pageId ? 'Save version' : `Create ${noun}`}
          </Button>
        </div>
      </div>

      {pageId ? (
        <PublishingBar
          collection="page"
          id={pageId}
          noun={noun}
          copy={copy}
          panels={panels}
          reloadPanels={reloadPanels}
          timeZone={timeZone}
          siteUrl={siteUrl}
          canUnpublish={!builtIn}
          beforeReload={() => {
            leaving.current = true;
          }}
        />
      ) : (
        <p className="rounded-2xl border border-white/10 bg-white/[0.03] p-4 text-sm text-slate-300">
          A new {noun} is a draft: once created it saves itself as you type, and visitors see it when you publish it.
        </p>
      )}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          id="page-editor"
          aria-label={heading}
          noValidate
          className="min-w-0 space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <section aria-labelledby="page-settings" className="rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:p-6">
            <h2 id="page-settings" className="text-lg font-semibold text-white">
              {post ? 'Post settings' : 'Page settings'}
            </h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <SettingText {...bindText('title')} label="Title" max={PAGE_LIMITS.title} />
              {builtIn ? (
                <div>
                  <span className={labelClasses}>Address</span>
                  <p className="mt-1 flex min-h-10 items-center break-all rounded-lg border border-white/10 bg-slate-950/40 px-3 font-mono text-sm text-slate-200">
                    {path}
                  </p>
                  <p className="mt-1 text-xs text-slate-400">The address of a built-in page cannot change.</p>
                </div>
              ) : (
                <SettingText
                  {...bindText('slug')}
                  label="Address"
                  max={PAGE_LIMITS.slug}
                  placeholder={slugify(settings.title) || 'made-from-the-title'}
                  hint={
                    slugProblem ??
                    `The ${noun} is served at ${slug ? path : `${post ? postPath('') : '/'}(made from the title)`}. Left empty, it is made from the title.`
                  }
                  hintWarns={Boolean(slugProblem)}
                  onBlur={() => {
                    const normalized = slugify(settings.slug);
                    if (normalized && normalized !== settings.slug) setField('slug', normalized);
                  }}
                />
              )}
              {!post && (
                <Field id={fieldDomId('templateType')} label="Template" help="The heading above the blocks when the page does not start with a hero.">
                  {(control) => (
                    <Select
                      {...control}
                      value={settings.templateType}
                      onChange={(event) => setField('templateType', event.target.value as PageSettings['templateType'])}
                    >
                      {PAGE_TEMPLATES.map((template) => (
                        <option key={template} value={template}>
                          {TEMPLATE_LABELS[template]}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              )}
              <SettingText
                {...bindText('metaTitle')}
                label="SEO title"
                max={PAGE_LIMITS.metaTitle}
                counted
                hint="The browser tab and search result title. Left empty, the page title is used."
              />
              <div className="sm:col-span-2">
                <SettingText
                  {...bindText('metaDescription')}
                  label="SEO description"
                  max={PAGE_LIMITS.metaDescription}
                  counted
                  multiline
                  hint="The text under the title in search results. Left empty, the start of the page is used."
                />
              </div>
              <SearchPreview settings={settings} path={path} siteUrl={siteUrl} />
              <ImageField
                name="socialImageId"
                label="Social image"
                value={settings.socialImage}
                error={errors.socialImageId}
                onChange={(v) => setField('socialImage', v)}
                none="None: shared links show a picture made from the title and the company’s name."
                hint={`Shown when the ${noun} is shared on social networks (about 1200 × 630 pixels).`}
              />
              <div className="flex flex-wrap gap-x-8 gap-y-2 sm:col-span-2">
                <Checkbox label="Hide from search engines (noindex)" checked={settings.noindex} onChange={(v) => setField('noindex', v)} />
              </div>
            </div>
          </section>

          {post && <PostFields settings={settings} setField={setField} errors={errors} authors={authors} categoryLabels={categoryLabels} />}

          <section aria-labelledby="page-blocks" className="space-y-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="page-blocks" className="text-lg font-semibold text-white">
                Blocks
              </h2>
              <p className="text-sm text-slate-400">Shown on the page in this order. Drag a block, or use its Move up and Move down buttons.</p>
            </div>
            {errors.blocks && (
              <p id={fieldDomId('blocks')} tabIndex={-1} aria-invalid className="text-sm font-medium text-rose-300">
                {errors.blocks}
              </p>
            )}
            <BlockList
              blocks={blocks}
              collapsed={collapsed}
              setCollapsed={(id, closed) => setCollapsed((current) => new Set(closed ? [...current, id] : [...current].filter((c) => c !== id)))}
              actions={actions}
              context={context}
            />
            <div id="add-block-at-end" tabIndex={-1} className="rounded-2xl border border-dashed border-white/15 p-4">
              <BlockPalette label="Add a block" onAdd={(type) => actions.add(type, blocks.length)} />
            </div>
          </section>

          <div className="flex flex-wrap items-end gap-3 border-t border-white/10 pt-4">
            {pageId && <VersionNoteField value={note} onChange={setNote} />}
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : pageId ? 'Save version' : `Create ${noun}`}
            </Button>
            {pageId && !builtIn && (
              <Button type="button" variant="danger" disabled={pending} onClick={remove}>
                Delete {noun}
              </Button>
            )}
          </div>
        </form>

        <div className="min-w-0">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mb-3 xl:hidden"
            aria-expanded={previewShown}
            aria-controls="live-preview"
            onClick={() => setPreviewShown(!previewShown)}
          >
            {previewShown ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
            {previewShown ? 'Hide preview' : 'Preview'}
          </Button>
          <div id="live-preview" className={`xl:sticky xl:top-20 ${previewShown ? '' : 'max-xl:hidden'}`}>
            <LivePreview previewId={previewId} page={previewPage} />
          </div>
        </div>
      </div>
    </div>
  );
}

type TextSetting = 'title' | 'slug' | 'metaTitle' | 'metaDescription' | 'excerpt' | 'categories' | 'tags';

/** The props that tie a SettingText to its setting: its name, value, problem and change handler. */
function textSettingBinder(
  settings: PageSettings,
  setField: <K extends keyof PageSettings>(key: K, value: PageSettings[K]) => void,
  errors: Record<string, string>,
) {
  return (name: TextSetting) => ({ name, value: settings[name], errors, onChange: (value: string) => setField(name, value) });
}

function SettingText({
  label,
  name,
  value,
  max,
  errors,
  onChange,
  onBlur,
  hint,
  hintWarns,
  placeholder,
  counted,
  multiline,
  list,
}: {
  label: string;
  name: string;
  value: string;
  max: number;
  errors: Record<string, string>;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  hintWarns?: boolean;
  placeholder?: string;
  counted?: boolean;
  multiline?: boolean;
  /** A datalist of suggestions. */
  list?: string;
}) {
  const id = fieldDomId(name);
  const error = errors[name];
  const props = {
    id,
    value,
    maxLength: max,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error && `${id}-error`, counted && `${id}-count`, hint && `${id}-help`].filter(Boolean).join(' ') || undefined,
    onBlur,
  } as const;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {counted && (
          <span id={`${id}-count`} className={`text-xs tabular-nums ${value.length >= max ? 'text-amber-300' : 'text-slate-400'}`}>
            {value.length}/{max}
          </span>
        )}
      </div>
      {multiline ? (
        <Textarea {...props} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...props} type="text" list={list} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-help`} className={`mt-1 text-xs ${hintWarns ? 'text-amber-300' : 'text-slate-400'}`}>
          {hint}
        </p>
      )}
    </div>
  );
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex min-h-10 items-center gap-2">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-5 accent-brand-500" />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** How a search engine would list the page: its title, its address and its description. */
function SearchPreview({ settings, path, siteUrl }: { settings: PageSettings; path: string; siteUrl: string }) {
  const title = settings.metaTitle.trim() || settings.title.trim();
  const host = siteUrl.replace(/^https?:\/\//, '');
  return (
    <section aria-label="Search result preview" className="rounded-xl border border-white/10 bg-slate-950/60 p-4 sm:col-span-2">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-400">Search result preview</h3>
      <p className="mt-2 break-all text-sm text-emerald-300">
        {host}
        {path}
      </p>
      <p className="mt-1 text-lg text-sky-300">{title || 'Page title'}</p>
      <p className="mt-1 text-sm text-slate-300">
        {settings.metaDescription.trim() || 'Without an SEO description, search engines show the start of the page.'}
      </p>
    </section>
  );
}

function ImageField({
  name,
  label,
  value,
  error,
  onChange,
  none,
  hint,
}: {
  name: string;
  label: string;
  value: LibraryImage | null;
  error?: string;
  onChange: (value: LibraryImage | null) => void;
  none: string;
  hint: string;
}) {
  const id = fieldDomId(name);
  return (
    <div id={id} tabIndex={-1} aria-invalid={error ? true : undefined} className="sm:col-span-2">
      <span className={labelClasses}>{label}</span>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a library file in the admin
          <img src={value.url} alt="" className="h-16 w-28 rounded-lg bg-white/5 object-cover" />
        ) : (
          <span className="grid h-16 w-28 place-items-center rounded-lg border border-dashed border-white/15 text-slate-400">
            <ImageIcon aria-hidden className="size-5" />
          </span>
        )}
        {/* At least 10rem for the file's name: beside a narrow column the buttons go to the next line instead of squeezing it. */}
        <p className="min-w-0 flex-1 basis-40 break-words text-sm text-slate-300">{value ? value.name || 'Chosen from the library' : none}</p>
        <MediaPickerButton
          label={value ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
          onSelect={(url, item) => onChange({ id: item.id, url: item.thumbnailUrl || url, name: item.name })}
        />
        {value && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove <span className="sr-only">{label.toLowerCase()}</span>
          </Button>
        )}
      </div>
      {error && <p className="mt-1 text-sm font-medium text-rose-300">{error}</p>}
      <p className="mt-1 text-xs text-slate-400">{hint}</p>
    </div>
  );
}

/** The first problem the server found with a list field ('categories' or 'categories.2'). */
const listError = (errors: Record<string, string>, name: string) => errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];

/** A post's own fields: excerpt, cover, author, categories and tags. */
function PostFields({
  settings,
  setField,
  errors,
  authors,
  categoryLabels,
}: {
  settings: PageSettings;
  setField: <K extends keyof PageSettings>(key: K, value: PageSettings[K]) => void;
  errors: Record<string, string>;
  authors: AuthorChoice[];
  categoryLabels: string[];
}) {
  const bindText = textSettingBinder(settings, setField, errors);
  const authorId = fieldDomId('authorId');
  const authorKnown = !settings.authorId || authors.some((a) => a.id === settings.authorId);
  return (
    <section aria-labelledby="post-fields" className="rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:p-6">
      <h2 id="post-fields" className="text-lg font-semibold text-white">
        On Insights
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <SettingText
            {...bindText('excerpt')}
            label="Excerpt"
            max={POST_LIMITS.excerpt}
            counted
            multiline
            hint="One or two sentences under the title: on the post, its card, the feeds and the newsletter."
          />
        </div>
        <ImageField
          name="coverImageId"
          label="Cover image"
          value={settings.coverImage}
          error={errors.coverImageId}
          onChange={(v) => setField('coverImage', v)}
          none="None: the post and its card show no picture."
          hint="Wide pictures work best (16:9, at least 1600 pixels wide). Its alt text comes from the media library."
        />
        <Field
          id={authorId}
          label="Author"
          error={errors.authorId}
          help={
            <>
              Name, role, photo and bio come from{' '}
              <Link href="/admin/authors" className="underline underline-offset-2 hover:text-white">
                Authors
              </Link>
              .
            </>
          }
        >
          {(control) => (
            <Select {...control} value={settings.authorId} onChange={(event) => setField('authorId', event.target.value)}>
              <option value="">No author shown</option>
              {!authorKnown && <option value={settings.authorId}>(an author since deleted)</option>}
              {authors.map((author) => (
                <option key={author.id} value={author.id}>
                  {author.jobTitle ? `${author.name}, ${author.jobTitle}` : author.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div>
          <SettingText
            {...bindText('categories')}
            label="Categories"
            max={POST_LIMITS.categories * (POST_LIMITS.term + 2)}
            errors={{ categories: listError(errors, 'categories') ?? '' }}
            list="category-labels"
            hint={`Up to ${POST_LIMITS.categories}, separated by commas. Visitors filter the posts by them.`}
          />
          <datalist id="category-labels">
            {categoryLabels.map((label) => (
              <option key={label} value={label} />
            ))}
          </datalist>
        </div>
        <div className="sm:col-span-2">
          <SettingText
            {...bindText('tags')}
            label="Tags"
            max={POST_LIMITS.tags * (POST_LIMITS.term + 2)}
            errors={{ tags: listError(errors, 'tags') ?? '' }}
            hint={`Up to ${POST_LIMITS.tags}, separated by commas: shown under the post and used to find related posts.`}
          />
        </div>
      </div>
    </section>
  );
}
