// A geometric monoline alphabet for the wordmarks of the demo logos, drawn as SVG strokes. Text
// in an SVG would be set in whatever fonts the machine has (none in a slim container, where it
// turns into empty boxes), and the site's Inter ships only as WOFF2, which sharp's text renderer
// cannot read: our own letters look the same everywhere.
// Each glyph is a path on a grid 100 units tall (y = 0 at the cap line, 100 at the baseline).

type Glyph = { width: number; path: string };

const GLYPHS: Record<string, Glyph> = {
  A: { width: 76, path: 'M0 100 L38 0 L76 100 M14 64 H62' },
  B: { width: 62, path: 'M0 100 V0 H34 A24 24 0 0 1 34 48 H0 M34 48 A26 26 0 0 1 34 100 H0' },
  C: { width: 90, path: 'M88.3 17.9 A50 50 0 1 0 88.3 82.1' },
  D: { width: 86, path: 'M0 0 V100 H36 A50 50 0 0 0 36 0 Z' },
  E: { width: 60, path: 'M60 0 H0 V100 H60 M0 50 H50' },
  F: { width: 58, path: 'M58 0 H0 V100 M0 50 H48' },
  G: { width: 100, path: 'M88.3 17.9 A50 50 0 1 0 100 50 H58' },
  H: { width: 72, path: 'M0 0 V100 M72 0 V100 M0 50 H72' },
  I: { width: 0, path: 'M0 0 V100' },
  J: { width: 54, path: 'M54 0 V72 A27 27 0 0 1 0 72' },
  K: { width: 66, path: 'M0 0 V100 M66 0 L0 64 M22 43 L66 100' },
  L: { width: 56, path: 'M0 0 V100 H56' },
  M: { width: 90, path: 'M0 100 V0 L45 72 L90 0 V100' },
  N: { width: 74, path: 'M0 100 V0 L74 100 V0' },
  O: { width: 100, path: 'M0 50 A50 50 0 1 0 100 50 A50 50 0 1 0 0 50' },
  P: { width: 60, path: 'M0 100 V0 H34 A26 26 0 0 1 34 52 H0' },
  Q: { width: 100, path: 'M0 50 A50 50 0 1 0 100 50 A50 50 0 1 0 0 50 M64 64 L100 100' },
  R: { width: 64, path: 'M0 100 V0 H34 A26 26 0 0 1 34 52 H0 M32 52 L64 100' },
  S: { width: 66, path: 'M62 14 C56 4 44 0 33 0 C14 0 4 10 4 25 C4 42 20 46 33 50 C48 54 64 58 64 75 C64 91 52 100 33 100 C20 100 6 95 0 84' },
  T: { width: 70, path: 'M0 0 H70 M35 0 V100' },
  U: { width: 72, path: 'M0 0 V64 A36 36 0 0 0 72 64 V0' },
  V: { width: 76, path: 'M0 0 L38 100 L76 0' },
  W: { width: 110, path: 'M0 0 L24 100 L55 20 L86 100 L110 0' },
  X: { width: 70, path: 'M0 0 L70 100 M70 0 L0 100' },
  Y: { width: 72, path: 'M0 0 L36 50 L72 0 M36 50 V100' },
  Z: { width: 66, path: 'M0 0 H66 L0 100 H66' },
};

const SPACE = 44;

export type Lettering = {
  /** Cap height in pixels. */
  size: number;
  color: string;
  /** Stroke width in glyph units (of 100): 8 light, 11 regular, 15 bold. */
  weight?: number;
  /** Extra space between letters, in glyph units. */
  tracking?: number;
};

const glyphsOf = (text: string) => [...text.toUpperCase()].map((char) => (char === ' ' ? null : (GLYPHS[char] ?? null)));

/** The width in pixels that `text` takes. */
export function letteringWidth(text: string, { size, weight = 11, tracking = 30 }: Omit<Lettering, 'color'>): number {
  const units = glyphsOf(text).reduce((sum, glyph) => sum + (glyph ? glyph.width : SPACE) + tracking, -tracking);
  return ((units + weight) * size) / 100;
}

/** `text` in capitals, its cap line at `top`, starting at `left`. Letters outside A-Z are left out. */
export function lettering(text: string, left: number, top: number, style: Lettering): string {
  const { size, color, weight = 11, tracking = 30 } = style;
  let x = weight / 2;
  const paths: string[] = [];
  for (const glyph of glyphsOf(text)) {
    if (glyph) paths.push(`<path transform="translate(${x} 0)" d="${glyph.path}"/>`);
    x += (glyph ? glyph.width : SPACE) + tracking;
  }
  const scale = size / 100;
  return `<g transform="translate(${left} ${top}) scale(${scale})" fill="none" stroke="${color}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`;
}
