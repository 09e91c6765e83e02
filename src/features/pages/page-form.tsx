'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/features/admin/crud/fields';
import { PAGE_LIMITS, PAGE_TEMPLATES, reservedSlugMessage, type PageFormValues } from './admin-schema';
import { contentSummary } from './content';
import { SectionsEditor, type EditedSection } from './sections-editor';
import { slugify } from './slug';

export type EditedPage = Omit<PageFormValues, 'sections'> & { sections: EditedSection[] };

const TEMPLATE_LABELS: Record<(typeof PAGE_TEMPLATES)[number], string> = { basic: 'Basic', landing: 'Landing', blog: 'Blog', contact: 'Contact' };

const inputClasses =
  'mt-1 block min-h-10 w-full rounded-lg border border-white/15 bg-slate-950 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400';

/** An SEO text with its live length ('42/60'); the browser stops typing at the limit, the server checks it again. */
function CountedField({ label, value, max, multiline, onChange, hint }: { label: string; value: string; max: number; multiline?: boolean; onChange: (value: string) => void; hint: string }) {
  const id = useId();
  const countId = useId();
  const hintId = useId();
  const props = { id, value, maxLength: max, 'aria-describedby': `${countId} ${hintId}`, className: inputClasses };
  return (
    <div className={multiline ? 'sm:col-span-2' : ''}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-200">
          {label}
        </label>
        <span id={countId} className={`text-xs tabular-nums ${value.length >= max ? 'text-amber-300' : 'text-slate-400'}`}>
          {value.length}/{max}
        </span>
      </div>
      {multiline ? <textarea {...props} rows={3} onChange={(event) => onChange(event.target.value)} /> : <input {...props} type="text" onChange={(event) => onChange(event.target.value)} />}
      <p id={hintId} className="mt-1 text-xs text-slate-400">
        {hint}
      </p>
    </div>
  );
}

/** How a search engine would list the page: its title, its address and its description. */
function SearchPreview({ values, slug, siteUrl }: { values: EditedPage; slug: string; siteUrl: string }) {
  const title = values.metaTitle.trim() || values.title.trim();
  const description = values.metaDescription.trim() || contentSummary({ sections: values.sections });
  const host = siteUrl.replace(/^https?:\/\//, '');
  return (
    <section aria-label="Search result preview" className="rounded-xl border border-white/10 bg-slate-950/60 p-4 sm:col-span-2">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-400">Search result preview</h3>
      <p className="mt-2 break-all text-sm text-emerald-300">
        {host}/{slug || '…'}
      </p>
      <p className="mt-1 text-lg text-sky-300">{title || 'Page title'}</p>
      <p className="mt-1 text-sm text-slate-300">{description || 'Add an SEO description or some text to the page: search engines show it here.'}</p>
    </section>
  );
}

/** The page manager's form: 'Create New Page' by default, 'Edit Page' once a page is loaded. */
export function PageForm({
  editing,
  values,
  setField,
  pending,
  siteUrl,
  onSubmit,
  onCancel,
}: {
  editing: boolean;
  values: EditedPage;
  setField: <K extends keyof EditedPage>(key: K, value: EditedPage[K]) => void;
  pending: boolean;
  siteUrl: string;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const slugId = useId();
  const slugHintId = useId();
  const title = editing ? 'Edit Page' : 'Create New Page';
  // What the server will store: the same rule on both sides.
  const slug = slugify(values.slug.trim() ? values.slug : values.title);
  const slugProblem = slug ? reservedSlugMessage(slug) : null;
  return (
    <form
      aria-label={title}
      className="rounded-2xl border border-brand-400/30 bg-white/[0.03] p-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Title" value={values.title} onChange={(v) => setField('title', v)} maxLength={PAGE_LIMITS.title} />
        <div>
          <label htmlFor={slugId} className="block text-sm font-medium text-slate-200">
            Slug <span className="font-normal text-slate-400">(optional)</span>
          </label>
          <input
            id={slugId}
            type="text"
            value={values.slug}
            maxLength={PAGE_LIMITS.slug}
            placeholder={slugify(values.title) || 'generated-from-the-title'}
            aria-describedby={slugHintId}
            onChange={(event) => setField('slug', event.target.value)}
            // Shows the stored form as soon as the field is left.
            onBlur={() => {
              const normalized = slugify(values.slug);
              if (normalized && normalized !== values.slug) setField('slug', normalized);
            }}
            className={inputClasses}
          />
          <p id={slugHintId} className={`mt-1 text-xs ${slugProblem ? 'text-amber-300' : 'text-slate-400'}`}>
            {slugProblem ?? (slug ? `The page's address: /${slug}` : 'Left empty, it is made from the title.')}
          </p>
        </div>
        <CountedField label="SEO Title" value={values.metaTitle} max={PAGE_LIMITS.metaTitle} onChange={(v) => setField('metaTitle', v)} hint="The browser tab and search result title. Left empty, the page title is used." />
        <SelectField label="Template" value={values.templateType} options={PAGE_TEMPLATES} labels={TEMPLATE_LABELS} onChange={(v) => setField('templateType', v)} />
        <CountedField label="SEO Description" value={values.metaDescription} max={PAGE_LIMITS.metaDescription} multiline onChange={(v) => setField('metaDescription', v)} hint="The text under the title in search results. Left empty, the start of the page is used." />
        <SearchPreview values={values} slug={slug} siteUrl={siteUrl} />
        <SectionsEditor sections={values.sections} onChange={(v) => setField('sections', v)} />
        <CheckboxField label="Published" checked={values.isPublished} onChange={(v) => setField('isPublished', v)} />
      </div>
      <div className="mt-6 flex gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
