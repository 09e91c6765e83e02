// The lead detail's building blocks: a titled card and a list of labelled fields. Server components.
import type { ReactNode } from 'react';

const card = 'rounded-2xl border border-white/10 bg-white/[0.03] p-6';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A definition list of the fields that have a value (a blank one says so). */
export function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-400">{label}</dt>
          <dd className="min-w-0 text-slate-100 [overflow-wrap:anywhere]">
            {value === null || value === undefined || value === '' ? <span className="text-slate-400">Not given</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
