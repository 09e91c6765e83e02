// The pieces Insights draws in several places: a post's card (index, related posts, a 'latest
// posts' block), its byline and its category links. Server components: no JavaScript.
import Link from 'next/link';
import { MediaImage } from '@/features/media/media-image';
import type { MediaRef } from '@/features/media/media-ref';
import { postPath, termSlug } from './terms';

export type CardPost = {
  slug: string;
  title: string;
  excerpt: string;
  categories: readonly string[];
  publishedAt: Date;
  readingMinutes: number;
  cover: MediaRef | null;
  author: { name: string; jobTitle: string; photo: MediaRef | null } | null;
};

/** The index filtered to a category. */
export const categoryHref = (label: string) => `/insights?category=${termSlug(label)}`;

/** '12 March 2026', in UTC so that every process and visitor sees the same day. */
export function postDate(date: Date) {
  return date.toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function CategoryLinks({ categories, className = '' }: { categories: readonly string[]; className?: string }) {
  if (categories.length === 0) return null;
  return (
    <ul aria-label="Categories" className={`flex flex-wrap gap-2 ${className}`}>
      {categories.map((category) => (
        <li key={category}>
          <Link
            href={categoryHref(category)}
            className="relative z-10 inline-flex min-h-8 items-center rounded-full bg-brand-500/15 px-3 text-xs font-semibold text-brand-200 hover:bg-brand-500/25 hover:text-white"
          >
            {category}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The author's photo, or their initials in a circle. */
export function AuthorAvatar({ author, size }: { author: { name: string; photo: MediaRef | null }; size: 'small' | 'large' }) {
  const box = size === 'small' ? 'size-9 text-xs' : 'size-16 text-lg';
  if (author.photo)
    return (
      <MediaImage image={{ ...author.photo, alt: '' }} sizes={size === 'small' ? '36px' : '64px'} className={`${box} shrink-0 rounded-full object-cover`} />
    );
  const initials = author.name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return (
    <span aria-hidden className={`${box} grid shrink-0 place-items-center rounded-full bg-brand-500/20 font-semibold text-brand-200`}>
      {initials}
    </span>
  );
}

/** Who wrote it, when, and how long it takes to read. */
export function Byline({ post }: { post: Pick<CardPost, 'author' | 'publishedAt' | 'readingMinutes'> & { published: boolean } }) {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-300">
      {post.author && <AuthorAvatar author={post.author} size="small" />}
      <p className="min-w-0">
        {post.author && (
          <>
            <span className="font-semibold text-white">{post.author.name}</span>
            {post.author.jobTitle && <span className="text-slate-400">, {post.author.jobTitle}</span>}
            <br />
          </>
        )}
        <span className="text-slate-400">
          {/* A preview knows no publish date (a draft, or a version of a published post): it shows none. */}
          {post.published && (
            <>
              <time dateTime={post.publishedAt.toISOString()}>{postDate(post.publishedAt)}</time> ·{' '}
            </>
          )}
          {post.readingMinutes} min read
        </span>
      </p>
    </div>
  );
}

/**
 * A post as a card: the whole card is its link (the title's link stretched over it), the category
 * links stay clickable above it. `headingLevel`: h2 on the index, h3 under a section heading.
 */
export function PostCardView({ post, headingLevel = 2, priority = false }: { post: CardPost; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03] transition-colors hover:border-brand-400/40">
      <div className="relative aspect-[16/9] bg-slate-900">
        {post.cover && (
          <MediaImage
            image={{ ...post.cover, alt: '' }}
            fill
            priority={priority}
            sizes="(min-width: 1280px) 384px, (min-width: 768px) 45vw, 100vw"
            className="object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CategoryLinks categories={post.categories} />
        <Heading className="text-xl font-semibold leading-snug text-white">
          <Link href={postPath(post.slug)} className="after:absolute after:inset-0 after:content-['']">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && <p className="line-clamp-3 text-sm leading-relaxed text-slate-300">{post.excerpt}</p>}
        <div className="mt-auto pt-2">
          <Byline post={{ ...post, published: true }} />
        </div>
      </div>
    </article>
  );
}
