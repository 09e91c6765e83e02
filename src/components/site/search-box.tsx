import { Search } from '@/components/icons';
import { Button } from '@/components/ui/button';

// Two places: beside the insights' category pills, and as the search page's own hero.
const LOOKS = {
  toolbar: {
    form: 'flex w-full gap-2 lg:max-w-sm',
    input:
      'min-h-11 w-full min-w-0 rounded-lg border border-white/15 bg-slate-950/60 px-4 text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none',
    button: { size: 'md', className: 'shrink-0' },
  },
  hero: {
    form: 'mx-auto mt-10 flex max-w-2xl gap-2',
    input:
      'h-12 min-w-0 flex-1 rounded-lg border border-white/15 bg-slate-900 px-4 text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400',
    button: { size: 'lg', className: '' },
  },
} as const;

/**
 * A public search form: a GET form that sends ?q= to `action`, so it works without JavaScript and
 * the results have an address to share. The label is for screen readers only; the placeholder
 * shows it unless the page gives an example instead.
 */
export function SearchBox({
  action,
  id,
  label,
  placeholder = label,
  query,
  maxLength,
  look,
  disabled,
  'aria-label': ariaLabel,
}: {
  action: string;
  id: string;
  label: string;
  placeholder?: string;
  query: string;
  maxLength: number;
  look: keyof typeof LOOKS;
  /** In a preview, where the form has nowhere to go. */
  disabled?: boolean;
  /** Names the search landmark where the page has more than one. */
  'aria-label'?: string;
}) {
  const { form, input, button } = LOOKS[look];
  return (
    <form role="search" action={action} method="get" aria-label={ariaLabel} className={form}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} name="q" type="search" defaultValue={query} maxLength={maxLength} placeholder={placeholder} className={input} />
      <Button type="submit" size={button.size} disabled={disabled} className={button.className}>
        <Search aria-hidden className="size-4" /> Search
      </Button>
    </form>
  );
}
