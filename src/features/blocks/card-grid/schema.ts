import { icon, image, link, list, optionalRichText, select, text, textList, toggle } from '../fields';
import { buttons, sectionBlock, stats } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Card grid', description: 'Services, capabilities, values, perks: cards in 2, 3 or 4 columns.', group: 'Sections' },
  {
    columns: select(
      'Columns',
      [
        { value: '3', label: 'Three' },
        { value: '2', label: 'Two' },
        { value: '4', label: 'Four' },
      ],
      '3',
    ),
    style: select('Card style', { icon: 'Icon, title and text', figure: 'A figure in large type', compact: 'Compact rows' }),
    linkStyle: select('Card links', { text: 'A text link', button: 'A button' }),
    bulletsTitle: text('Heading of the bullet lists', { max: 60, help: 'Shown above each card\'s bullets, e.g. "Challenges".' }),
    featuresTitle: text('Heading of the check lists', { max: 60, help: 'Shown above each card\'s points, e.g. "Key Features".' }),
    tagsTitle: text('Heading of the tags', { max: 60, help: 'Shown above each card\'s tags, e.g. "Technologies"; it also names them for screen readers.' }),
    noteTitle: text('Heading of the highlighted notes', { max: 60, help: 'e.g. "Success Story".' }),
    cards: list(
      'Cards',
      'Card',
      {
        icon: icon(),
        hideIcon: toggle('Hide the icon'),
        badge: text('Badge', { max: 40, help: 'A label on the card\'s edge, e.g. "Most Popular"; the card is outlined.' }),
        title: text('Title', { max: 120 }),
        tagline: text('Line under the title', { max: 120 }),
        text: text('Text', { multiline: true, max: 600, help: 'An empty line starts a new paragraph.' }),
        figure: text('Figure', { max: 40, help: 'A price, a number or a duration shown large.' }),
        price: text('Price', { max: 80 }),
        timeline: text('Timeline', { max: 80 }),
        bullets: textList('Bullets', 'Bullet', { max: 12 }),
        features: textList('Points', 'Point', { max: 12 }),
        tags: textList('Tags', 'Tag', { max: 30, itemMax: 60 }),
        note: text('Highlighted note', { multiline: true, max: 600 }),
        stats: stats(4),
        image: image('Image'),
        href: link('Link', { required: false }),
        linkLabel: text('Link text', { max: 60, placeholder: 'Learn more' }),
        group: text('Group', { max: 80, help: 'Cards in a row with the same group are shown together under it, as a heading.' }),
      },
      { max: 24, min: 1, titleField: 'title' },
    ),
    body: optionalRichText('Text beside the cards', { help: 'With a text, it stands on the left and the cards, in two columns, on the right.' }),
    cardsTitle: text('Heading above the cards', { max: 100, help: 'A smaller heading over the cards, beside the text.' }),
    listLabel: text('Name of the list', { max: 100, help: 'What screen readers call the cards, e.g. "Our capabilities".' }),
    panelTitle: text('Panel heading', { max: 120, help: 'A box below the cards, e.g. "Not sure where to start?". Empty: no box.' }),
    panelText: text('Panel text', { multiline: true, max: 400 }),
    panelButtons: buttons(3, 'Panel buttons'),
  },
);
