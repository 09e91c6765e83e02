import { ArrowRight, Star } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as SiteIcons from './index';
import { spriteIcons, type SpriteIcon } from './sprite';

describe('icon sprite', () => {
  it('holds each icon once as a symbol with lucide’s shapes, and an icon draws its symbol from the file', () => {
    const { sprite, icons } = spriteIcons({ Star, ArrowRight });
    const body = new TextDecoder().decode(sprite.body);
    expect(body).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="star" viewBox="0 0 24 24"><path d="M11.525 2.295[^"]+"\/><\/symbol><symbol id="arrow-right" viewBox="0 0 24 24"><path d="M5 12h14"\/><path d="m12 5 7 7-7 7"\/><\/symbol><\/svg>$/,
    );
    expect(sprite.src).toBe(`/icons/${sprite.fileName}`);
    const html = renderToStaticMarkup(<icons.Star className="size-4 fill-amber-400" />);
    expect(html).toBe(
      `<svg width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4 fill-amber-400"><use href="${sprite.src}#star"></use></svg>`,
    );
  });

  it('is named by its content: the same icons make the same file, others another', () => {
    expect(spriteIcons({ Star, ArrowRight }).sprite.fileName).toBe(spriteIcons({ Star, ArrowRight }).sprite.fileName);
    expect(spriteIcons({ Star }).sprite.fileName).not.toBe(spriteIcons({ Star, ArrowRight }).sprite.fileName);
    expect(spriteIcons({ Star }).sprite.fileName).toMatch(/^sprite\.[0-9a-z]{11}\.svg$/);
  });

  it('the site’s sprite has a symbol for every icon public pages import', () => {
    const body = new TextDecoder().decode(SiteIcons.iconSprite.body);
    const components = Object.entries(SiteIcons).filter((entry): entry is [string, SpriteIcon] => /^[A-Z]/.test(entry[0]));
    expect(components.length).toBeGreaterThan(90);
    for (const [name, Icon] of components) {
      const id = /#([a-z0-9-]+)"/.exec(renderToStaticMarkup(<Icon />))?.[1];
      expect(body, name).toContain(`<symbol id="${id}"`);
    }
  });
});
