// Icons drawn from one file the browser keeps (decision 101). A lucide icon drawn inline repeats
// its paths and attributes in every page's HTML (190 of them on the home page, about a tenth of
// the bytes each page sends). Here each icon the public pages draw is a <symbol> of one sprite,
// named by its content's hash and kept a year by browsers, and a page draws
// <svg><use href="/icons/sprite.<hash>.svg#check"/></svg>: its size, colour and fill still come
// from its classes, as with the lucide component.
import type { LucideIcon } from 'lucide-react';
import type { SVGProps } from 'react';

export const ICONS_PATH = '/icons/';

type IconData = { name: string; node: [string, Record<string, string>][] };
export type SpriteFile = { fileName: string; body: Uint8Array; src: string };
/** What a lucide component takes that pages use: classes, and an override of fill or stroke width. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>;
export type SpriteIcon = ((props: IconProps) => React.JSX.Element) & { displayName: string };

/** A lucide component's name and shapes (lucide-react 1.x: the forwardRef's render hands them to its Icon). */
function dataOf(icon: LucideIcon): IconData {
  const element = (icon as unknown as { render?: (props: object, ref: null) => { props?: { icon?: IconData } } }).render?.({}, null);
  const data = element?.props?.icon;
  if (!data?.name || !Array.isArray(data.node))
    throw new Error(`Cannot read the shapes of the icon ${icon.displayName ?? '?'}: has lucide-react changed how it builds icons?`);
  return data;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function symbolOf({ name, node }: IconData): string {
  const shapes = node.map(([tag, attributes]) => {
    const written = Object.entries(attributes)
      .filter(([attribute]) => attribute !== 'key')
      .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(String(value))}"`)
      .join('');
    return `<${tag}${written}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
}

/**
 * A short name for the sprite's content (cyrb53, a 53-bit string hash): plain arithmetic, so that
 * this module also works where Node's crypto is not (a bundle for the browser: its polyfill was
 * 470 KB and has no base64url).
 */
function contentHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/** The sprite of `set`'s icons, and a component per icon that draws it from there. */
export function spriteIcons<T extends Record<string, LucideIcon>>(set: T): { sprite: SpriteFile; icons: { [K in keyof T]: SpriteIcon } } {
  const data = Object.entries(set).map(([key, icon]) => [key, dataOf(icon)] as const);
  const text = `<svg xmlns="http://www.w3.org/2000/svg">${data.map(([, icon]) => symbolOf(icon)).join('')}</svg>`;
  const body = new TextEncoder().encode(text);
  const fileName = `sprite.${contentHash(text)}.svg`;
  const sprite = { fileName, body, src: `${ICONS_PATH}${fileName}` };
  const icons = Object.fromEntries(
    data.map(([key, { name }]) => {
      // Lucide's defaults as attributes, so that a class (fill-current, stroke-1) still wins; the
      // symbol carries none, so that the <use> inherits them.
      const Icon = ({ className, ...props }: IconProps) => (
        <svg
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          className={className}
          {...props}
        >
          <use href={`${sprite.src}#${name}`} />
        </svg>
      );
      Icon.displayName = key;
      return [key, Icon];
    }),
  ) as { [K in keyof T]: SpriteIcon };
  return { sprite, icons };
}
