// What several blocks are made of (a section's heading, buttons, figures) and how a block's
// schema.ts declares it. Pure, like fields.ts: the editor uses it in the browser.
import { z } from 'zod';
import { link, list, select, text } from './fields';

/** What the editor's palette says about a block. */
export type BlockInfo = { label: string; description: string; group: 'Text and media' | 'Sections' | 'From the database' };

/** A block: its palette entry and its fields, whose schema keeps each field's type for the registry. */
export function defineBlock<Shape extends z.ZodRawShape>(info: BlockInfo, shape: Shape) {
  return { ...info, schema: z.object(shape) };
}

/** A block that opens with a section's heading (eyebrow, title, introduction, anchor, background): most of them. */
export function sectionBlock<Shape extends z.ZodRawShape>(info: BlockInfo, shape: Shape) {
  return defineBlock(info, { ...section, ...shape });
}

const button = {
  label: text('Button text', { required: true, max: 60 }),
  action: select('Leads to', {
    link: 'The address below',
    booking: 'The booking calendar (from Settings)',
    partnershipGuide: 'The partnership guide PDF (from Settings)',
    portfolio: 'The portfolio PDF (from Settings), or the case studies without one; it names itself',
    chat: 'The chat (from Settings); hidden when there is none',
  }),
  href: link('Address', { required: false, help: 'A page of this site (/contact) or a full address (https://...).' }),
  style: select('Style', { primary: 'Filled', outline: 'Outlined', ghost: 'Plain' }),
  icon: select('Icon', {
    none: 'None',
    calculator: 'Calculator',
    arrow: 'Arrow (after the text)',
    arrowDown: 'Arrow down (after the text)',
    calendar: 'Calendar',
    folder: 'Folder',
    mail: 'Envelope',
    send: 'Paper plane',
    download: 'Download',
    shield: 'Shield',
  }),
};
export type ButtonIcon = z.output<typeof button.icon>;

export const buttons = (max: number, label = 'Buttons') => list(label, 'Button', button, { max, titleField: 'label' });

export const stat = { value: text('Figure', { required: true, max: 30, placeholder: '120+' }), label: text('Label', { required: true, max: 80 }) };

/** Key figures beside a hero, a card or testimonials: a value in large type over its label. */
export const stats = (max: number, label = 'Figures') => list(label, 'Figure', stat, { max, titleField: 'label' });

/** The heading every section block starts with, and where it sits on the page. */
export const section = {
  eyebrow: text('Eyebrow', { max: 80, help: 'The small line above the heading.' }),
  title: text('Heading', { max: 160 }),
  subtitle: text('Introduction', { multiline: true, max: 400 }),
  anchor: text('Anchor', { max: 60, help: 'Lets a link jump here: /about#values. Letters, digits and dashes.' }).refine(
    (value) => value === '' || /^[a-z][a-z0-9-]*$/.test(value),
    'An anchor uses lower-case letters, digits and dashes, and starts with a letter.',
  ),
  background: select('Background', { plain: 'Plain', tinted: 'Tinted' }),
};
