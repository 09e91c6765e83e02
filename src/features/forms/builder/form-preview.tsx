'use client';

// The live preview beside the builder (below it on a phone): the form as the public form
// component draws it on a page, with its conditions working; nothing is sent from here.
import type { PublicForm } from '../definition';
import { BuiltFormView } from '../public-form';

export function FormPreview({ form }: { form: PublicForm }) {
  return (
    <section aria-labelledby="form-preview-heading" className="rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:p-5">
      <h2 id="form-preview-heading" className="text-lg font-semibold text-white">
        Preview
      </h2>
      <p className="mt-1 text-xs text-slate-400">As visitors will see it. Nothing is sent from here.</p>
      <div className="mt-4 rounded-xl border border-white/10 bg-slate-950 p-4 sm:p-6">
        {form.fields.length === 0 ? (
          <p className="text-sm text-slate-400">Fields appear here once they have a label.</p>
        ) : (
          <BuiltFormView form={form} preview />
        )}
      </div>
    </section>
  );
}
