import { TagList, cardClasses } from '@/components/site/sections';
import { ExternalLink } from '@/components/site/sections';
import { MediaImage } from '@/features/media/media-image';
import type { BlockOf } from '../registry';
import type { BlockProps } from '../render-context';
import { initials } from '../initials';
import { BlockSection } from '../parts';

type Person = BlockOf<'team'>['people'][number];

function Portrait({ person }: { person: Person }) {
  if (person.photo) {
    return <MediaImage image={person.photo} sizes="80px" className="mx-auto size-20 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden
      className="mx-auto flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-fuchsia-700 text-2xl font-bold text-white"
    >
      {initials(person.name)}
    </span>
  );
}

/** People with a photo (or their initials), role, a short bio, their areas and a profile link. */
export function TeamBlock({ block }: BlockProps<'team'>) {
  return (
    <BlockSection block={block}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {block.people.map((person, i) => (
          <article key={i} className={`${cardClasses} flex h-full flex-col text-center`}>
            <Portrait person={person} />
            <h3 className="mt-5 text-lg font-semibold text-white">{person.name}</h3>
            {person.role && <p className="mt-1 text-sm font-medium text-brand-300">{person.role}</p>}
            {person.bio && <p className="mt-4 flex-1 text-sm leading-relaxed text-slate-400">{person.bio}</p>}
            {person.tags.length > 0 && (
              <div className="mt-5 flex justify-center">
                <TagList items={person.tags} label={`${person.name}’s expertise`} />
              </div>
            )}
            {person.href && (
              <p className="mt-5">
                <ExternalLink href={person.href} className="text-sm font-semibold text-brand-300 underline underline-offset-4 hover:text-white">
                  Profile<span className="sr-only"> of {person.name}</span>
                </ExternalLink>
              </p>
            )}
          </article>
        ))}
      </div>
    </BlockSection>
  );
}
