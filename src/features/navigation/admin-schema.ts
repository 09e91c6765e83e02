// What the navigation manager sends to saveNavigationItem, checked on the server (and the form's
// values). Each item is a link of the header menu, with an optional submenu of links.
import { z } from 'zod';
import { recordId, requiredText } from '@/features/admin/crud/schema-helpers';
import type { SubmenuItem } from '@/server/db/schema';
import { isSiteLink, siteLink, siteLinkMessage } from './link-schema';

export const MAX_ORDER = 1_000_000;
export const MAX_SUBMENU_ITEMS = 20;

/** The spec: the order is parsed as an integer, 0 when left blank. Anything else is refused with a message. */
const orderIndex = z
  .union([z.number(), z.string(), z.null()], 'The order must be a whole number.')
  .optional()
  .transform((value, ctx) => {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '') return 0;
    if (!/^[+-]?\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'The order must be a whole number.' });
      return z.NEVER;
    }
    const order = Number(text);
    if (Math.abs(order) > MAX_ORDER) {
      ctx.addIssue({ code: 'custom', message: `The order must be between -${MAX_ORDER} and ${MAX_ORDER}.` });
      return z.NEVER;
    }
    return order;
  });

/**
 * The submenu: rows left entirely blank are dropped (an 'Add Submenu Item' click that was never
 * filled in); every other row needs a name and a valid link. Messages count rows as the form shows them.
 */
const submenu = z
  .array(
    z.object(
      { name: z.string('Each submenu name must be text.'), href: z.string('Each submenu link must be text.') },
      'Each submenu item needs a name and a link.',
    ),
    'Please list the submenu items.',
  )
  .optional()
  .transform((rows, ctx): SubmenuItem[] => {
    const items: SubmenuItem[] = [];
    (rows ?? []).forEach((row, index) => {
      const name = row.name.trim();
      const href = row.href.trim();
      if (!name && !href) return;
      const label = `submenu item ${index + 1}`;
      if (!name) ctx.addIssue({ code: 'custom', message: `Please enter the name of ${label}.` });
      else if (name.length > 100) ctx.addIssue({ code: 'custom', message: `Use at most 100 characters for the name of ${label}.` });
      if (!href) ctx.addIssue({ code: 'custom', message: `Please enter the link of ${label}.` });
      else if (href.length > 2000 || !isSiteLink(href)) ctx.addIssue({ code: 'custom', message: siteLinkMessage(`link of ${label}`) });
      items.push({ name, href });
    });
    if (items.length > MAX_SUBMENU_ITEMS) ctx.addIssue({ code: 'custom', message: `Use at most ${MAX_SUBMENU_ITEMS} submenu items.` });
    return items;
  });

export const navigationItemInputSchema = z.object({
  id: recordId.optional(),
  name: requiredText('name', 100),
  href: siteLink('link'),
  orderIndex,
  isActive: z.boolean('Say whether the item is active.').default(true),
  submenu,
});

export type NavigationItemInput = z.output<typeof navigationItemInputSchema>;

/** The form's values: the order as typed. */
export type NavigationItemFormValues = { name: string; href: string; orderIndex: string; isActive: boolean; submenu: SubmenuItem[] };

export const EMPTY_NAVIGATION_ITEM: NavigationItemFormValues = { name: '', href: '', orderIndex: '', isActive: true, submenu: [] };
