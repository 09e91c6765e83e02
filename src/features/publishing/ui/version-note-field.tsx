import { Field, Input } from '@/components/ui/field';

/** The note a saved version keeps in the history, beside the editors' Save button (pages, posts, case studies). */
export function VersionNoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field id="version-note" label="Note for this version" note="optional" className="min-w-0 flex-1 basis-64">
      {(control) => (
        <Input {...control} value={value} maxLength={200} onChange={(event) => onChange(event.target.value)} placeholder="What changed, for the history" />
      )}
    </Field>
  );
}
