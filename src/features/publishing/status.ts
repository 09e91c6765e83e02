type Status = { isPublished: boolean; hasDraft: boolean };

/** Where a record stands, as the lists and the editor say it. */
export const statusLabel = ({ isPublished, hasDraft }: Status) => (isPublished ? (hasDraft ? 'Published, with changes' : 'Published') : 'Draft');

/** The colours of its badge: green published, amber with changes waiting, grey a draft. */
export const statusColours = ({ isPublished, hasDraft }: Status) =>
  isPublished ? (hasDraft ? 'bg-amber-700 text-white' : 'bg-emerald-700 text-white') : 'bg-slate-700 text-slate-100';
