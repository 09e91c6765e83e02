import { icon, image, list, text } from '../fields';
import { defineBlock, buttons, stats } from '../shared-fields';

export const block = defineBlock(
  { label: 'Hero', description: 'The top of a page: title, text, buttons; with slides, a carousel.', group: 'Sections' },
  {
    badge: text('Badge', { max: 100, help: 'The small line above the title.' }),
    title: text('Title', { required: true, max: 160, help: "The page's main heading (h1)." }),
    text: text('Text', { multiline: true, max: 500 }),
    buttons: buttons(2),
    image: image('Image', { help: 'Shown beside the text on wide screens.' }),
    stats: stats(4),
    slides: list(
      'Slides',
      'Slide',
      {
        icon: icon(),
        badge: text('Badge', { max: 100 }),
        title: text('Title', { required: true, max: 80 }),
        text: text('Text', { multiline: true, max: 400 }),
        buttons: buttons(2),
        image: image('Illustration', { help: 'Shown beside the slide on wide screens (phones show the text alone).' }),
        stats: list(
          'Figures',
          'Figure',
          {
            number: text('Figure', { required: true, max: 12 }),
            suffix: text('After the figure', { max: 12 }),
            label: text('Label', { required: true, max: 60 }),
          },
          { max: 3, titleField: 'label' },
        ),
      },
      { max: 6, titleField: 'title', help: 'With slides, the hero becomes a carousel and shows them in turn; the fields above name it for screen readers.' },
    ),
  },
);
