import { LoaderCircle } from 'lucide-react';

/** What a list shows while its data streams in: a spinner and a short text, announced politely. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-300">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-brand-400 motion-reduce:animate-none" />
      <span>{text}</span>
    </div>
  );
}
