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

const button = {
  label: text('Button text', { required: true, max: 60 }),
  action: select(
    'Leads to',
    [
      { value: 'link', label: 'The address below' },
      { value: 'booking', label: 'The booking calendar (from Settings)' },
      { value: 'partnershipGuide', label: 'The partnership guide PDF (from Settings)' },
      { value: 'portfolio', label: 'The portfolio PDF (from Settings), or the case studies without one; it names itself' },
      { value: 'chat', label: 'The chat (from Settings); hidden when there is none' },
    ],
    'link',
  ),
  href: link('Address', { required: false, help: 'A page of this site (/contact) or a full address (https://...).' }),
  style: select(
    'Style',
    [
      { value: 'primary', label: 'Filled' },
      { value: 'outline', label: 'Outlined' },
      { value: 'ghost', label: 'Plain' },
    ],
    'primary',
  ),
  icon: select(
    'Icon',
    [
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
    ],
    'none',
  ),
};
export type ButtonIcon = z.output<typeof button.icon>;

export const buttons = (max: number, label = 'Buttons') => list(label, 'Button', button, { max, titleField: 'label' });

export const stat = { value: text('Figure', { required: true, max: 30, placeholder: '120+' }), label: text('Label', { required: true, max: 80 }) };

/** The heading every section block starts with, and where it sits on the page. */
export const section = {
  eyebrow: text('Eyebrow', { max: 80, help: 'The small line above the heading.' }),
  title: text('Heading', { max: 160 }),
  subtitle: text('Introduction', { multiline: true, max: 400 }),
  anchor: text('Anchor', { max: 60, help: 'Lets a link jump here: /about#values. Letters, digits and dashes.' }).refine(
    (value) => value === '' || /^[a-z][a-z0-9-]*$/.test(value),
    'An anchor uses lower-case letters, digits and dashes, and starts with a letter.',
  ),
  background: select(
    'Background',
    [
      { value: 'plain', label: 'Plain' },
      { value: 'tinted', label: 'Tinted' },
    ],
    'plain',
  ),
};
