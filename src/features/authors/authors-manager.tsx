'use client';

import { ImageIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { CrudManager, type CrudListProps, type CrudScreenText } from '@/features/admin/crud/crud-manager';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { initials } from '@/features/blocks/initials';
import { MediaPickerButton } from '@/features/media/media-picker';
import { slugify } from '@/features/pages/slug';
import { deleteAuthor, saveAuthor } from './admin-actions';
import type { AdminAuthor, StaffAccount } from './admin-queries';
import { AUTHOR_LIMITS as L, EMPTY_AUTHOR, type AuthorFormValues } from './admin-schema';

const toForm = (author: AdminAuthor): AuthorFormValues => ({
  name: author.name,
  slug: author.slug,
  jobTitle: author.jobTitle,
  bio: author.bio,
  photoId: author.photoId ?? '',
  photoUrl: author.photoUrl ?? '',
  userId: author.user?.id ?? '',
});

/** The author's photo, or their initials when they have none. */
function Avatar({ name, photoUrl, size = 'size-12 text-base' }: { name: string; photoUrl: string | null; size?: string }) {
  if (photoUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a library file in the admin
    return <img src={photoUrl} alt="" className={`${size} shrink-0 rounded-full bg-white/5 object-cover`} />;
  }
  return (
    <span
      aria-hidden
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-fuchsia-700 font-bold text-white`}
    >
      {initials(name) || '?'}
    </span>
  );
}

/** The photo: a thumbnail, 'Choose photo' (the media library's picker) and Remove. */
function PhotoField({
  name,
  photoUrl,
  error,
  onChange,
}: {
  name: string;
  photoUrl: string;
  error?: string;
  onChange: (photo: { id: string; url: string }) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="block text-sm font-medium text-slate-200">
        Photo <span className="font-normal text-slate-400">(optional)</span>
      </legend>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {photoUrl ? (
          <Avatar name={name} photoUrl={photoUrl} size="size-16" />
        ) : (
          <span className="grid size-16 shrink-0 place-items-center rounded-full border border-dashed border-white/15 text-slate-400">
            <ImageIcon aria-hidden className="size-5" />
          </span>
        )}
        <p className="min-w-0 flex-1 basis-40 text-sm text-slate-300">{photoUrl ? 'Chosen from the media library.' : 'None: the initials are shown.'}</p>
        <div className="flex flex-wrap gap-2">
          <MediaPickerButton
            label={photoUrl ? 'Change photo' : 'Choose photo'}
            onSelect={(url, item) => onChange({ id: item.id, url: item.thumbnailUrl || url })}
          />
          {photoUrl && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ id: '', url: '' })}>
              Remove photo
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const postsText = (posts: number) => (posts === 0 ? 'No posts' : posts === 1 ? '1 post' : `${posts} posts`);

const TEXT: CrudScreenText = {
  title: 'Authors',
  description:
    'The staff profiles shown under blog posts: name, role, photo and a short bio. An author who wrote posts cannot be deleted until their posts have another author.',
  emptyText: 'No authors found. Add the people who write your posts.',
  addLabel: 'New Author',
};

const card = (author: AdminAuthor) => (
  <div className="flex min-w-0 gap-4">
    <Avatar name={author.name} photoUrl={author.photoUrl} />
    <div className="min-w-0">
      <h2 className="text-lg font-semibold break-words text-white">{author.name}</h2>
      {author.jobTitle && <p className="text-sm text-brand-300">{author.jobTitle}</p>}
      <p className="mt-1 text-sm break-words text-slate-300">
        {postsText(author.posts)}
        {' · '}
        {author.user ? (
          <>
            Linked to {author.user.name} <span className="text-slate-400">({author.user.email})</span>
          </>
        ) : (
          <span className="text-slate-400">No linked account</span>
        )}
      </p>
      {author.bio && <p className="mt-2 line-clamp-2 text-sm text-slate-400">{author.bio}</p>}
    </div>
  </div>
);

/**
 * /admin/authors: the staff profiles shown under blog posts (name, role, photo, short bio), each
 * optionally linked to the person's account, with the create/edit form.
 */
export function AuthorsManager({ authors, accounts, ...list }: { authors: AdminAuthor[]; accounts: StaffAccount[] } & CrudListProps) {
  const crud = useCrudForm<AuthorFormValues>({ noun: 'author', empty: EMPTY_AUTHOR, save: saveAuthor, remove: deleteAuthor });
  const { values, setField, errors, bind } = crud;
  const madeSlug = slugify(values.name).slice(0, L.slug).replace(/-+$/, '');
  const accountLabels = Object.fromEntries([['', 'Not linked'], ...accounts.map((account) => [account.id, `${account.name} (${account.email})`])]);
  return (
    <CrudManager {...list} crud={crud} text={TEXT} rows={authors} nameOf={(author) => author.name} toForm={toForm} card={card}>
      <TextField label="Name" {...bind('name')} maxLength={L.name} error={errors.name} autoComplete="off" />
      <TextField
        label="Slug"
        optional
        {...bind('slug')}
        maxLength={L.slug}
        placeholder={madeSlug || 'e.g. ana-garcia'}
        hint={values.slug.trim() ? undefined : 'Left empty, it is made from the name.'}
        error={errors.slug}
        autoComplete="off"
      />
      <TextField label="Role" optional {...bind('jobTitle')} maxLength={L.jobTitle} placeholder="e.g. Head of AI Engineering" error={errors.jobTitle} />
      <SelectField
        label="Linked account"
        {...bind('userId')}
        options={['', ...accounts.map((account) => account.id)]}
        labels={accountLabels}
        hint="Optional. The author stays on their posts if the account is deleted."
        error={errors.userId}
      />
      <PhotoField
        name={values.name}
        photoUrl={values.photoUrl}
        error={errors.photoId}
        onChange={(photo) => {
          setField('photoId', photo.id);
          setField('photoUrl', photo.url);
        }}
      />
      <TextAreaField
        label="Short bio"
        optional
        {...bind('bio')}
        maxLength={L.bio}
        rows={4}
        hint={`${values.bio.length} of ${L.bio} characters`}
        error={errors.bio}
      />
    </CrudManager>
  );
}
