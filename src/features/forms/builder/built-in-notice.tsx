import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';

/** What /admin/forms/{id} shows for one of the four built-in forms: they are not built here. */
export function BuiltInFormNotice({ name }: { name: string }) {
  return (
    <div className="space-y-4">
      <Link href="/admin/forms" className="inline-flex min-h-9 items-center gap-1 text-sm text-slate-300 hover:text-white">
        <ArrowLeft aria-hidden className="size-4" /> Back to forms
      </Link>
      <h1 className="break-words text-2xl font-bold tracking-tight text-white sm:text-3xl">{name}</h1>
      <p className="max-w-2xl rounded-2xl border border-white/10 bg-white/[0.03] p-4 text-slate-300">
        A built-in form of the site: its fields and texts are fixed. In the forms list you can see its details and switch it on or off.
      </p>
    </div>
  );
}
