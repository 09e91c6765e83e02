'use client';

// The icon buttons beside an item of an ordered list (a form's field, an issue's post): move up,
// move down, duplicate, remove. Described as data, so each list names only what differs: its
// labels, its ids, the edges where a move is disabled.
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type ItemButton = {
  icon: LucideIcon;
  /** The accessible name, which says which item: 'Move field 3 (Company size) up'. */
  label: string;
  /** The tooltip, where the list shows one. */
  title?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  onClick: () => void;
};

/** Ghost buttons, one per entry, in the order given; `className` is added to each button's own. */
export function ItemButtons({ buttons, className = '' }: { buttons: ItemButton[]; className?: string }) {
  return buttons.map(({ icon: Icon, label, className: own = '', ...button }) => (
    <Button key={label} type="button" variant="ghost" size="sm" className={`${className} ${own}`.trim()} aria-label={label} {...button}>
      <Icon aria-hidden className="size-4" />
    </Button>
  ));
}
