import type { ReactNode } from 'react';

/**
 * A section of /admin/settings that is not a settings form (Email, Integrations, API keys): its
 * heading, what it is about, then its content. `id` is the anchor the settings menu links to.
 */
export function SettingsSection({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-white">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-400">{intro}</p>
      {children}
    </section>
  );
}
