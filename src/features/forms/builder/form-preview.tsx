'use client';

// The place of the live preview beside the builder (below it on a phone). The public form
// component (public-form.tsx, BuiltFormView) draws the form here once it exists:
//   <BuiltFormView form={form} preview />
import type { PublicForm } from '../definition';

export function FormPreview({ form }: { form: PublicForm }) {
  return (
    <section aria-labelledby="form-preview-heading" className="rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:p-5">
      <h2 id="form-preview-heading" className="text-lg font-semibold text-white">
        Preview
      </h2>
      <div className="mt-3 rounded-xl border border-dashed border-white/20 p-6 text-center text-sm text-slate-400">
        <p className="font-semibold text-slate-200">Preview</p>
        <p className="mt-1">
          {form.fields.length === 0 ? 'The form as visitors will see it appears here.' : `${form.name.trim() || 'The form'}: ${form.fields.length} ${form.fields.length === 1 ? 'field' : 'fields'}, as visitors will see it, appears here.`}
        </p>
      </div>
    </section>
  );
}
