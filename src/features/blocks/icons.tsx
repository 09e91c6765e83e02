// The icon components by name (icon-names.ts): the site's icons, drawn from its sprite by server
// components (components/icons, decision 101): no JavaScript reaches the page.
import * as SiteIcons from '@/components/icons';
import type { SiteIcon } from '@/components/icons';
import { ICON_NAMES, type IconName } from './icon-names';

export const ICONS = Object.fromEntries(ICON_NAMES.map((name) => [name, SiteIcons[name]])) as Record<IconName, SiteIcon>;

/** The name of an icon component, for turning the built-in copy (which holds components) into blocks. */
export function iconName(icon: SiteIcon): IconName {
  const entry = Object.entries(ICONS).find(([, component]) => component === icon);
  if (!entry) throw new Error(`icon ${icon.displayName ?? '?'} is not in ICONS`);
  return entry[0] as IconName;
}
