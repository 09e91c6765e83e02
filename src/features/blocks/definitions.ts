// The library of page blocks: for each type, its name in the editor's palette and the zod schema
// of its fields (fields.ts). Stored blocks are checked against these on every save and every
// read. Pure: the editor uses it in the browser; the components that draw each block are in
// components.tsx (server only). Adding a block: a schema here, a component there.
import { z } from 'zod';
import { formRef, icon, image, link, list, number, optionalRichText, requiredImage, richText, select, text, textList, toggle } from './fields';

// ---------------------------------------------------------------------------------------------
// Parts several blocks share

export const BUTTON_STYLES = ['primary', 'outline', 'ghost'] as const;

const button = {
  label: text('Button text', { required: true, max: 60 }),
  action: select('Leads to', [
    { value: 'link', label: 'The address below' },
    { value: 'booking', label: 'The booking calendar (from Settings)' },
    { value: 'partnershipGuide', label: 'The partnership guide PDF (from Settings)' },
    { value: 'portfolio', label: 'The portfolio PDF (from Settings), or the case studies without one; it names itself' },
    { value: 'chat', label: 'The chat (from Settings); hidden when there is none' },
  ], 'link'),
  href: link('Address', { required: false, help: 'A page of this site (/contact) or a full address (https://...).' }),
  style: select('Style', [
    { value: 'primary', label: 'Filled' },
    { value: 'outline', label: 'Outlined' },
    { value: 'ghost', label: 'Plain' },
  ], 'primary'),
  icon: select('Icon', [
    { value: 'none', label: 'None' },
    { value: 'calculator', label: 'Calculator' },
    { value: 'arrow', label: 'Arrow (after the text)' },
    { value: 'arrowDown', label: 'Arrow down (after the text)' },
    { value: 'calendar', label: 'Calendar' },
    { value: 'folder', label: 'Folder' },
    { value: 'mail', label: 'Envelope' },
    { value: 'send', label: 'Paper plane' },
    { value: 'download', label: 'Download' },
    { value: 'shield', label: 'Shield' },
  ], 'none'),
};
export type ButtonIcon = z.output<typeof button.icon>;

const buttons = (max: number) => list('Buttons', 'Button', button, { max, titleField: 'label' });

const stat = { value: text('Figure', { required: true, max: 30, placeholder: '120+' }), label: text('Label', { required: true, max: 80 }) };

/** The heading every section block starts with, and where it sits on the page. */
const section = {
  eyebrow: text('Eyebrow', { max: 80, help: 'The small line above the heading.' }),
  title: text('Heading', { max: 160 }),
  subtitle: text('Introduction', { multiline: true, max: 400 }),
  anchor: text('Anchor', { max: 60, help: 'Lets a link jump here: /about#values. Letters, digits and dashes.' }).refine(
    (value) => value === '' || /^[a-z][a-z0-9-]*$/.test(value),
    'An anchor uses lower-case letters, digits and dashes, and starts with a letter.',
  ),
  background: select('Background', [
    { value: 'plain', label: 'Plain' },
    { value: 'tinted', label: 'Tinted' },
  ], 'plain'),
};

// ---------------------------------------------------------------------------------------------
// The blocks

const hero = z.object({
  badge: text('Badge', { max: 100, help: 'The small line above the title.' }),
  title: text('Title', { required: true, max: 160, help: "The page's main heading (h1)." }),
  text: text('Text', { multiline: true, max: 500 }),
  buttons: buttons(2),
  image: image('Image', { help: 'Shown beside the text on wide screens.' }),
  stats: list('Figures', 'Figure', stat, { max: 4, titleField: 'label' }),
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
      stats: list('Figures', 'Figure', { number: text('Figure', { required: true, max: 12 }), suffix: text('After the figure', { max: 12 }), label: text('Label', { required: true, max: 60 }) }, { max: 3, titleField: 'label' }),
    },
    { max: 6, titleField: 'title', help: 'With slides, the hero becomes a carousel and shows them in turn; the fields above name it for screen readers.' },
  ),
});

const richTextBlock = z.object({
  ...section,
  body: richText('Text'),
  width: select('Width', [
    { value: 'narrow', label: 'Reading width' },
    { value: 'wide', label: 'Wide' },
  ], 'narrow'),
});

const imageBlock = z.object({
  image: requiredImage('Image'),
  caption: text('Caption', { max: 300 }),
  width: select('Width', [
    { value: 'narrow', label: 'Narrow' },
    { value: 'wide', label: 'Wide' },
    { value: 'full', label: 'Full width' },
  ], 'wide'),
});

const textImage = z.object({
  ...section,
  body: richText('Text'),
  image: requiredImage('Image'),
  imageSide: select('Image side', [
    { value: 'right', label: 'Right' },
    { value: 'left', label: 'Left' },
  ], 'right'),
  buttons: buttons(2),
});

const cta = z.object({
  title: text('Heading', { required: true, max: 160 }),
  text: text('Text', { multiline: true, max: 400 }),
  buttons: buttons(4),
  anchor: section.anchor,
  // Defaulted, so a call to action saved before the card existed still reads.
  cardIcon: icon('Card icon').default('Calculator').meta({ field: { kind: 'icon', label: 'Card icon' } }),
  cardTitle: text('Card heading', { max: 80, help: 'A card beside the text, linked as a whole (e.g. "Get Quote"). Empty: no card.' }),
  cardText: text('Card text', { multiline: true, max: 300 }),
  cardLinkLabel: text('Card link text', { max: 60 }),
  cardHref: link('Card leads to', { required: false }),
});

const stats = z.object({
  ...section,
  items: list('Figures', 'Figure', { ...stat, icon: icon(), text: text('Note', { max: 200 }) }, { max: 8, min: 1, titleField: 'label' }),
});

const cardGrid = z.object({
  ...section,
  columns: select('Columns', [
    { value: '3', label: 'Three' },
    { value: '2', label: 'Two' },
    { value: '4', label: 'Four' },
  ], '3'),
  style: select('Card style', [
    { value: 'icon', label: 'Icon, title and text' },
    { value: 'figure', label: 'A figure in large type' },
    { value: 'compact', label: 'Compact rows' },
  ], 'icon'),
  linkStyle: select('Card links', [
    { value: 'text', label: 'A text link' },
    { value: 'button', label: 'A button' },
  ], 'text'),
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
      stats: list('Figures', 'Figure', stat, { max: 4, titleField: 'label' }),
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
  panelButtons: list('Panel buttons', 'Button', button, { max: 3, titleField: 'label' }),
});

const process = z.object({
  ...section,
  steps: list('Steps', 'Step', { title: text('Title', { required: true, max: 120 }), text: text('Text', { multiline: true, max: 600 }), duration: text('Duration', { max: 60 }) }, { max: 10, min: 1, titleField: 'title' }),
});

const faq = z.object({
  ...section,
  items: list(
    'Questions',
    'Question',
    {
      question: text('Question', { required: true, max: 300 }),
      answer: text('Answer', { required: true, multiline: true, max: 3_000 }),
      category: text('Category', { max: 60, help: 'With categories, a panel beside the questions counts them.' }),
    },
    { max: 30, min: 1, titleField: 'question' },
  ),
  asideTitle: text('Side panel heading', { max: 100, help: 'A box beside the questions, e.g. "Still have questions?"' }),
  asideText: text('Side panel text', { multiline: true, max: 300 }),
  asideButtons: list('Side panel buttons', 'Button', button, { max: 3, titleField: 'label' }),
});

const testimonials = z.object({
  ...section,
  items: list(
    'Testimonials',
    'Testimonial',
    {
      quote: text('Quote', { required: true, multiline: true, max: 1_000 }),
      name: text('Name', { required: true, max: 100 }),
      role: text('Role', { max: 100 }),
      company: text('Company', { max: 100 }),
      project: text('Project', { max: 80, help: 'A tag such as "Fintech platform".' }),
      rating: number('Stars', { min: 0, max: 5, fallback: 5, help: '0 hides the stars.' }),
    },
    { max: 12, min: 1, titleField: 'name' },
  ),
  summary: list('Figures above', 'Figure', stat, { max: 4, titleField: 'label' }),
});

const logoWall = z.object({
  ...section,
  source: select('Logos', [
    { value: 'partners', label: 'The active partners (Partners manager)' },
    { value: 'images', label: 'The images below' },
  ], 'partners'),
  logos: list('Images', 'Logo', { image: requiredImage('Logo'), name: text('Name', { required: true, max: 100 }), href: link('Link', { required: false }) }, { max: 24, titleField: 'name' }),
});

const team = z.object({
  ...section,
  people: list(
    'People',
    'Person',
    {
      name: text('Name', { required: true, max: 100 }),
      role: text('Role', { max: 100 }),
      bio: text('Short bio', { multiline: true, max: 500 }),
      photo: image('Photo', { help: 'Without a photo, the initials are shown.' }),
      href: link('Profile link', { required: false, help: 'LinkedIn or similar.' }),
      tags: textList('Expertise', 'Area', { max: 6, itemMax: 40 }),
    },
    { max: 24, min: 1, titleField: 'name' },
  ),
});

const pricing = z.object({
  ...section,
  tiers: list(
    'Price tiers',
    'Tier',
    {
      name: text('Name', { required: true, max: 80 }),
      price: text('Price', { required: true, max: 40 }),
      unit: text('Unit', { max: 80, placeholder: 'per project' }),
      description: text('Description', { multiline: true, max: 400 }),
      features: textList("What's included", 'Point', { max: 12 }),
      highlighted: toggle('Most popular'),
    },
    { max: 4, min: 1, titleField: 'name' },
  ),
  factors: textList('What affects the price', 'Factor', { max: 10, help: 'Shown beside a single tier.' }),
  note: text('Note below', { multiline: true, max: 400 }),
  quoteHref: link('Quote buttons lead to', { required: false, help: 'Empty: the contact form.' }),
});

const techGroups = z.object({
  ...section,
  groups: list('Groups', 'Group', { icon: icon(), name: text('Name', { max: 80, help: 'Empty: the technologies are shown as one list.' }), items: textList('Technologies', 'Technology', { max: 30, itemMax: 60 }) }, { max: 12, min: 1, titleField: 'name' }),
});

// The dynamic blocks: their content comes from the database, always through bounded queries.

const caseStudies = z.object({
  ...section,
  show: select('Show', [
    { value: 'featured', label: 'The featured case studies' },
    { value: 'all', label: 'All published case studies, page by page' },
  ], 'featured'),
  limit: number('How many', { min: 1, max: 12, fallback: 3, help: 'For the featured ones.' }),
  allLinkLabel: text('Button to all case studies', { max: 60, placeholder: 'View All Case Studies', help: 'For the featured ones: a button under the cards to /case-studies. Empty: none.' }),
  emptyText: text('Text when there are none', { max: 200, help: 'For the featured ones, while no case study is published.' }),
  emptyLinkLabel: text('Link when there are none', { max: 100, help: 'Leads to /case-studies, after the text above.' }),
});

const posts = z.object({
  ...section,
  show: select('Show', [
    { value: 'latest', label: 'The latest posts' },
    { value: 'all', label: 'All posts, with categories, search and pages' },
  ], 'latest'),
  limit: number('How many', { min: 1, max: 9, fallback: 3, help: 'For the latest posts.' }),
  allLinkLabel: text('Button to all posts', { max: 60, placeholder: 'All insights', help: 'For the latest posts: a button under the cards to /insights. Empty: none.' }),
});

const openPositions = z.object({
  ...section,
  emptyText: text('Text when there are none', { max: 300 }),
  afterTitle: text('Box below the list: heading', { max: 100, help: 'E.g. "Don\'t see your role?". Empty: no box.' }),
  afterText: text('Box below the list: text', { multiline: true, max: 500 }),
  afterButtons: list('Box below the list: buttons', 'Button', button, { max: 2, titleField: 'label' }),
});

const partnersGrid = z.object({
  ...section,
  emptyText: text('Text when there are none', { max: 300 }),
});

const contactForm = z.object({
  ...section,
  formTitle: text('Form heading', { required: true, max: 100 }),
  hours: list('Business hours', 'Row', { days: text('Days', { required: true, max: 60 }), hours: text('Hours', { required: true, max: 60 }) }, { max: 7, titleField: 'days' }),
  reasons: textList('Why choose us', 'Reason', { max: 8, help: 'A box beside the form, headed "Why Choose" and the company name. Empty: no box.' }),
});

const newsletter = z.object({ ...section });

const estimator = z.object({ ...section });

const form = z.object({
  ...section,
  form: formRef('Form', { help: 'A form built in Forms. Switched off or closed, the block shows its closed message.' }),
});

export const BLOCK_SCHEMAS = {
  hero,
  richText: richTextBlock,
  image: imageBlock,
  textImage,
  cta,
  stats,
  cardGrid,
  process,
  faq,
  testimonials,
  logoWall,
  team,
  pricing,
  techGroups,
  caseStudies,
  posts,
  openPositions,
  partnersGrid,
  contactForm,
  newsletter,
  estimator,
  form,
} as const;

export type BlockType = keyof typeof BLOCK_SCHEMAS;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];

export type BlockData<T extends BlockType> = z.output<(typeof BLOCK_SCHEMAS)[T]>;
export type Block = { [T in BlockType]: { id: string; type: T } & BlockData<T> }[BlockType];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** What the palette says about each block. */
export const BLOCK_INFO: Record<BlockType, { label: string; description: string; group: 'Text and media' | 'Sections' | 'From the database' }> = {
  hero: { label: 'Hero', description: 'The top of a page: title, text, buttons; with slides, a carousel.', group: 'Sections' },
  richText: { label: 'Rich text', description: 'Headings, paragraphs, lists, links and images.', group: 'Text and media' },
  image: { label: 'Image', description: 'One image with a caption.', group: 'Text and media' },
  textImage: { label: 'Text and image', description: 'Text beside an image, on either side.', group: 'Text and media' },
  cta: { label: 'Call to action', description: 'A band with a heading and buttons.', group: 'Sections' },
  stats: { label: 'Figures', description: 'Key numbers in large type.', group: 'Sections' },
  cardGrid: { label: 'Card grid', description: 'Services, capabilities, values, perks: cards in 2, 3 or 4 columns.', group: 'Sections' },
  process: { label: 'Process steps', description: 'Numbered steps.', group: 'Sections' },
  faq: { label: 'FAQ', description: 'Questions that open one at a time.', group: 'Sections' },
  testimonials: { label: 'Testimonials', description: 'Quotes from clients.', group: 'Sections' },
  logoWall: { label: 'Logo wall', description: 'Logos of partners or clients.', group: 'Sections' },
  team: { label: 'Team', description: 'People with a photo or their initials.', group: 'Sections' },
  pricing: { label: 'Pricing table', description: 'Price tiers with what each includes.', group: 'Sections' },
  techGroups: { label: 'Technologies', description: 'Technologies, grouped.', group: 'Sections' },
  caseStudies: { label: 'Case studies', description: 'Featured case studies, or all of them page by page.', group: 'From the database' },
  posts: { label: 'Insights posts', description: 'The latest blog posts, or all of them with categories, search and pages.', group: 'From the database' },
  openPositions: { label: 'Open positions', description: 'The active job openings.', group: 'From the database' },
  partnersGrid: { label: 'Partners', description: 'The active partners with their details.', group: 'From the database' },
  contactForm: { label: 'Contact form', description: 'The inquiry form with the contact details.', group: 'From the database' },
  newsletter: { label: 'Newsletter sign-up', description: 'The newsletter form.', group: 'From the database' },
  estimator: { label: 'Estimator', description: 'The 7-step project estimator.', group: 'From the database' },
  form: { label: 'Form', description: 'A form built in Forms: sign-ups, downloads, applications.', group: 'From the database' },
};
