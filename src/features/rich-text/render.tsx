// TEMPORARY until the rich-text branch lands.
import type { RichTextDoc } from './schema';

export function RichText({ doc, className = '' }: { doc: RichTextDoc; className?: string }) {
  return <div className={className} data-doc={doc.type} />;
}
