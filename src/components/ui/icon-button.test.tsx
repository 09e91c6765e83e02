import { describe, expect, it, vi } from 'vitest';
import { cardButtons, orderButtons } from './icon-button';

const item = { name: 'block 2 (Hero)', index: 0, count: 3, onMove: vi.fn(), onRemove: vi.fn() };

describe('orderButtons and cardButtons', () => {
  it('name the item in each label, and disable a move at the list’s ends', () => {
    const [up, down, remove] = orderButtons({ ...item, idBase: 'row-1' });
    expect([up!.label, down!.label, remove!.label]).toEqual(['Move block 2 (Hero) up', 'Move block 2 (Hero) down', 'Remove block 2 (Hero)']);
    expect([up!.id, down!.id, remove!.id, up!.disabled, down!.disabled]).toEqual(['row-1-up', 'row-1-down', undefined, true, false]);
    expect(orderButtons({ ...item, index: 2 })[1]!.disabled).toBe(true);
    down!.onClick();
    expect(item.onMove).toHaveBeenCalledWith(1);
  });

  it('give a card’s header tooltips, a duplicate and an id on remove', () => {
    const onDuplicate = vi.fn();
    const buttons = cardButtons({ ...item, index: 1, idBase: 'card', onDuplicate });
    expect(buttons.map((button) => [button.label, button.title, button.id])).toEqual([
      ['Move block 2 (Hero) up', 'Move up', 'card-up'],
      ['Move block 2 (Hero) down', 'Move down', 'card-down'],
      ['Duplicate block 2 (Hero)', 'Duplicate', undefined],
      ['Remove block 2 (Hero)', 'Remove', 'card-remove'],
    ]);
    buttons[0]!.onClick();
    expect(item.onMove).toHaveBeenCalledWith(0);
  });
});
