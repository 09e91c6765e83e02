import { icon, link, text } from '../fields';
import { defineBlock, buttons, section } from '../shared-fields';

export const block = defineBlock(
  { label: 'Call to action', description: 'A band with a heading and buttons.', group: 'Sections' },
  {
    title: text('Heading', { required: true, max: 160 }),
    text: text('Text', { multiline: true, max: 400 }),
    buttons: buttons(4),
    anchor: section.anchor,
    // Defaulted, so a call to action saved before the card existed still reads.
    cardIcon: icon('Card icon')
      .default('Calculator')
      .meta({ field: { kind: 'icon', label: 'Card icon' } }),
    cardTitle: text('Card heading', { max: 80, help: 'A card beside the text, linked as a whole (e.g. "Get Quote"). Empty: no card.' }),
    cardText: text('Card text', { multiline: true, max: 300 }),
    cardLinkLabel: text('Card link text', { max: 60 }),
    cardHref: link('Card leads to', { required: false }),
  },
);
