// Small ghost buttons that show only an icon (move, duplicate, remove) beside an item of an ordered
// list: the page editor's blocks and their items, the form builder's fields, a newsletter issue's
// posts. The label names the button for screen readers and says which item ('Move field 3 (Company
// size) up'); the title, where a list shows one, is the hover tooltip. Client-side lists only: the
// icons are lucide's own components (see components/icons for public pages).
import { ArrowDown, ArrowUp, Copy, Trash2, X, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './button';

export type IconButtonProps = { icon: LucideIcon; label: string } & Omit<ComponentProps<'button'>, 'type' | 'aria-label' | 'children'>;

export function IconButton({ icon: Icon, label, className = '', ...props }: IconButtonProps) {
  return (
    <Button type="button" variant="ghost" size="sm" className={className} aria-label={label} {...props}>
      <Icon aria-hidden className="size-4" />
    </Button>
  );
}

export type ItemButton = IconButtonProps & { onClick: () => void };

/** One button per entry, in the order given; `className` is added to each button's own. */
export function IconButtons({ buttons, className = '' }: { buttons: ItemButton[]; className?: string }) {
  return buttons.map((button) => <IconButton key={button.label} {...button} className={`${className} ${button.className ?? ''}`.trim()} />);
}

type OrderedItem = {
  /** How the labels name the item: 'block 2 (Hero)', 'Our first post'. */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** Gives the buttons ids `${idBase}-up`, `-down` (and `-remove` in a card), where the list moves focus to them. */
  idBase?: string;
};

const idOf = (idBase: string | undefined, end: string) => (idBase ? `${idBase}-${end}` : undefined);

const moveUp = ({ name, index, onMove, idBase }: OrderedItem): ItemButton => ({
  icon: ArrowUp,
  label: `Move ${name} up`,
  id: idOf(idBase, 'up'),
  disabled: index === 0,
  onClick: () => onMove(index - 1),
});

const moveDown = ({ name, index, count, onMove, idBase }: OrderedItem): ItemButton => ({
  icon: ArrowDown,
  label: `Move ${name} down`,
  id: idOf(idBase, 'down'),
  disabled: index === count - 1,
  onClick: () => onMove(index + 1),
});

/** Move up, move down, remove: an item of a plain list (a block's item, an issue's post). A move is disabled at the list's ends. */
export function orderButtons(item: OrderedItem): ItemButton[] {
  return [moveUp(item), moveDown(item), { icon: X, label: `Remove ${item.name}`, onClick: item.onRemove }];
}

/** The fuller set in a card's header (a page's block, a form's field): tooltips, a duplicate, and remove as a red bin. */
export function cardButtons({ onDuplicate, ...item }: OrderedItem & { onDuplicate: () => void }): ItemButton[] {
  return [
    { ...moveUp(item), title: 'Move up' },
    { ...moveDown(item), title: 'Move down' },
    { icon: Copy, label: `Duplicate ${item.name}`, title: 'Duplicate', onClick: onDuplicate },
    { icon: Trash2, label: `Remove ${item.name}`, title: 'Remove', id: idOf(item.idBase, 'remove'), className: 'text-rose-200', onClick: item.onRemove },
  ];
}

/** What a list of cards does to its items, by index (the page editor's blocks, the form builder's fields). */
export type CardListActions = { move(from: number, to: number): void; duplicate(index: number): void; remove(index: number): void };

/** cardButtons for one card of such a list, drawn at the width of their icon. */
export function CardButtons({ actions, ...item }: Omit<OrderedItem, 'onMove' | 'onRemove'> & { actions: CardListActions }) {
  const { index } = item;
  const buttons = cardButtons({
    ...item,
    onMove: (to) => actions.move(index, to),
    onDuplicate: () => actions.duplicate(index),
    onRemove: () => actions.remove(index),
  });
  return <IconButtons className="min-w-9 px-2" buttons={buttons} />;
}
