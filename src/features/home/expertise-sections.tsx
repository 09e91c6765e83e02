import { Section, StatGrid, TagList, cardClasses } from '@/components/site/sections';
import { CAPABILITIES, CAPABILITY_ITEMS, STATS, TECH_GROUPS, TECH_STACK } from '@/content/home';

/** 4. Stats: projects, senior engineers, uptime and years in business (facts.ts). */
export function StatsSection() {
  return (
    <Section id="stats" eyebrow={STATS.eyebrow} title={STATS.title} className="bg-white/[0.02]">
      <StatGrid stats={STATS.items} />
    </Section>
  );
}

/** 5. Capabilities grid of nine. */
export function CapabilitiesSection() {
  return (
    <Section id="capabilities" eyebrow={CAPABILITIES.eyebrow} title={CAPABILITIES.title} subtitle={CAPABILITIES.subtitle}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {CAPABILITY_ITEMS.map(({ title, description, icon: Icon }) => (
          <li key={title} className={`${cardClasses} flex gap-4`}>
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-300">
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold text-white">{title}</h3>
              <p className="mt-1 text-sm text-slate-400">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** 6. Technology stack in four groups. */
export function TechStackSection() {
  return (
    <Section id="technology" eyebrow={TECH_STACK.eyebrow} title={TECH_STACK.title} subtitle={TECH_STACK.subtitle} className="bg-white/[0.02]">
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {TECH_GROUPS.map(({ title, icon: Icon, technologies }) => (
          <div key={title} className={cardClasses}>
            <h3 className="flex items-center gap-2 font-semibold text-white">
              <Icon aria-hidden className="size-5 text-brand-300" />
              {title}
            </h3>
            <div className="mt-4">
              <TagList items={technologies} label={`${title} technologies`} />
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}
