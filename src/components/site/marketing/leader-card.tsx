import { TagList, cardClasses } from '@/components/site/sections';
import { initialsOf, type Leader } from '@/content/about';

/** A member of the leadership team, with an initials avatar. */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <article className={`${cardClasses} flex h-full flex-col text-center`}>
      <span
        aria-hidden
        className="mx-auto flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-fuchsia-700 text-2xl font-bold text-white"
      >
        {initialsOf(leader.name)}
      </span>
      <h3 className="mt-5 text-lg font-semibold text-white">{leader.name}</h3>
      <p className="mt-1 text-sm font-medium text-brand-300">{leader.role}</p>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-slate-400">{leader.description}</p>
      <div className="mt-5 flex justify-center">
        <TagList items={leader.expertise} label={`${leader.name}’s expertise`} />
      </div>
    </article>
  );
}
