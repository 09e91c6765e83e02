// The generated share image (Open Graph, 1200x630): a page's title, an optional label above it and
// the brand, on the site's dark look, in Inter. Drawn with satori (layout to SVG) and sharp (SVG to
// PNG) rather than next/og's ImageResponse, which fetches fonts from Google and emoji from a CDN
// for any character our fonts lack: that would send page titles elsewhere, and offline an emoji
// in a title ended the render with an unhandled rejection. See docs/decisions/091-share-images.md.
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import type { ShareImageText } from './share-image-url';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

// The site's colours (globals.css and Tailwind's palette, which are oklch there; satori reads hex).
const COLOURS = {
  background: '#020618', // slate-950
  brand300: '#acb7ff',
  brand400: '#8792ff',
  brand500: '#676cf4',
  fuchsia500: '#e12afb',
  muted: '#90a1b9', // slate-400
};

// Inter as static WOFF files (@fontsource/inter): satori cannot read the WOFF2 the site ships.
// Each script is its own file; satori takes a glyph from the next font when the first lacks it.
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;
const WEIGHTS = [600, 700] as const;
// Read from node_modules at run time, as the migrations are read from ./drizzle: the server runs
// in the project folder (npm start, next dev, the tests). next.config.ts lists the files for tracing.
const FONT_FOLDER = path.join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files');

type Font = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight): Promise<Font> => ({
        // Same-named fonts are not fallbacks of each other in satori: one name per script.
        name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
        data: await fs.readFile(path.join(FONT_FOLDER, `inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal',
      })),
    ),
  ).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/**
 * Bigger for shorter titles. Inter Bold averages about half its size per character, so a line of
 * the 1056 px text box holds about 2100 / size characters: 90 characters fit three lines at 60 px.
 * Past three lines the title ends in an ellipsis.
 */
export function titleFontSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 20) return 88;
  if (length <= 40) return 76;
  if (length <= 64) return 68;
  if (length <= 90) return 60;
  return 52;
}

type Card = ShareImageText & { brand: string };

function ShareCard({ title, label, brand }: Card) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        // Satori's boxes are content-box by default: the padding would push the title out of the image.
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px 72px',
        backgroundColor: COLOURS.background,
        backgroundImage: `radial-gradient(circle at 88% 0%, ${COLOURS.brand500}66 0%, transparent 55%), radial-gradient(circle at 100% 100%, ${COLOURS.fuchsia500}33 0%, transparent 45%)`,
        color: '#ffffff',
        fontFamily: 'Inter',
        position: 'relative',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            backgroundImage: `linear-gradient(135deg, ${COLOURS.brand400}, ${COLOURS.fuchsia500})`,
            fontSize: 34,
            fontWeight: 700,
          }}
        >
          {Array.from(brand)[0]?.toUpperCase() ?? ''}
        </div>
        <div style={{ fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {label ? <div style={{ fontSize: 26, fontWeight: 600, color: COLOURS.brand300, textTransform: 'uppercase', letterSpacing: 3 }}>{label}</div> : null}
        {title ? (
          <div style={{ display: 'block', lineClamp: 3, fontSize: titleFontSize(title), fontWeight: 700, lineHeight: 1.12, letterSpacing: -1 }}>{title}</div>
        ) : null}
      </div>
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 10,
          backgroundImage: `linear-gradient(90deg, ${COLOURS.brand500}, ${COLOURS.fuchsia500})`,
        }}
      />
    </div>
  );
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function without(text: string, missing: ReadonlySet<string>): string {
  return collapse(
    Array.from(text)
      .filter((character) => !missing.has(character))
      .join(''),
  );
}

async function drawSvg(card: Card): Promise<{ svg: string; missing: Set<string> }> {
  const missing = new Set<string>();
  const svg = await satori(<ShareCard {...card} />, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: await loadFonts(),
    // Called for what no font of ours can draw (Chinese, emoji...): noted, and left out below.
    loadAdditionalAsset: async (_code, text) => {
      for (const character of Array.from(text)) if (character.trim()) missing.add(character);
      return [];
    },
  });
  return { svg, missing };
}

/** The share image as PNG bytes. Characters Inter has no glyph for are left out rather than drawn as boxes. */
export async function renderShareImage({ title, label, brand }: Card): Promise<Buffer> {
  const card: Card = { title: collapse(title), label: label ? collapse(label) : undefined, brand: collapse(brand) };
  const first = await drawSvg(card);
  const { missing } = first;
  const svg =
    missing.size === 0
      ? first.svg
      : (await drawSvg({ title: without(card.title, missing), label: card.label && without(card.label, missing), brand: without(card.brand, missing) })).svg;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
