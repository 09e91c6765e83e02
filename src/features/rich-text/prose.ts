// How rich text looks, as descendant classes on its container: one definition for the public
// page (render.tsx) and the admin's editor, so what staff type looks like what visitors read.
// The text size is separate (RICH_TEXT_SIZE) because the editor is smaller than the page.
export const RICH_TEXT_PROSE = [
  'leading-relaxed text-slate-300',
  // Space between blocks at every level; a heading keeps more room above it than a paragraph.
  '[&>*+*]:mt-5 [&_li>*+*]:mt-2 [&_li+li]:mt-2 [&_blockquote>*+*]:mt-4',
  '[&_h2]:mt-10 [&_h2]:text-[1.5em] [&_h2]:leading-snug [&_h2]:font-semibold [&_h2]:text-white',
  '[&_h3]:mt-8 [&_h3]:text-[1.25em] [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-white',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-white',
  '[&>:first-child]:mt-0',
  '[&_strong]:font-semibold [&_strong]:text-white',
  '[&_a]:text-brand-300 [&_a]:underline [&_a]:decoration-brand-300/50 [&_a]:underline-offset-4 [&_a:hover]:text-white [&_a:hover]:decoration-white',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:pl-1 [&_li]:marker:text-brand-300',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-400/60 [&_blockquote]:pl-5 [&_blockquote]:text-slate-200 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
].join(' ');

/** The public pages' text size, the one the page viewer used before rich text. */
export const RICH_TEXT_SIZE = 'text-lg';
