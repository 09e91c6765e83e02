/** Where a record stands, as the lists and the editor say it. */
export const statusLabel = ({ isPublished, hasDraft }: { isPublished: boolean; hasDraft: boolean }) => (isPublished ? (hasDraft ? 'Published, with changes' : 'Published') : 'Draft');
