// Square pictures: the partners' logos (a geometric symbol over the name as a wordmark) and the
// illustrated portraits of the people in the demo content. Both are opaque, so that the blurred
// placeholder behind them never shows through.
import { COLORS, type Scene } from './draw';
import { lettering, letteringWidth } from './lettering';

const { indigo, violet, cyan, fuchsia, emerald, amber, sky, rose } = COLORS;

type Symbol = (s: Scene, cx: number, cy: number, size: number) => void;

const SYMBOLS: Record<string, { colors: [string, string]; draw: Symbol }> = {
  // Layers of cloud infrastructure.
  stratocore: {
    colors: [sky, indigo],
    draw: (s, cx, cy, size) => {
      const fill = s.linear([[sky], [indigo]], { x2: 1, y2: 0 });
      [0.9, 0.7, 0.5].forEach((share, i) =>
        s.pill(cx - (size * share) / 2 + (i - 1) * size * 0.08, cy - size * 0.36 + i * size * 0.27, size * share, size * 0.2, fill, 1 - i * 0.22),
      );
    },
  },
  // A vector: an arrow out of a node.
  vectorly: {
    colors: [violet, fuchsia],
    draw: (s, cx, cy, size) => {
      const h = size / 2;
      s.add(
        `<path d="M${cx - h} ${cy - h * 0.7} L${cx} ${cy + h * 0.75} L${cx + h} ${cy - h * 0.7}" fill="none" stroke="${s.linear([[violet], [fuchsia]])}" stroke-width="${size * 0.16}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      s.add(`<circle cx="${cx}" cy="${cy - h * 0.55}" r="${size * 0.11}" fill="${fuchsia}"/>`);
    },
  },
  // Payments streaming: three waves in a disc.
  paystream: {
    colors: [emerald, cyan],
    draw: (s, cx, cy, size) => {
      const r = size / 2;
      s.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${s.linear([[emerald], [cyan]])}"/>`);
      for (const dy of [-0.3, 0, 0.3]) {
        const y = cy + dy * r;
        s.add(
          `<path d="M${cx - r * 0.62} ${y} C${cx - r * 0.3} ${y - r * 0.22} ${cx - r * 0.05} ${y + r * 0.22} ${cx + r * 0.2} ${y} S${cx + r * 0.5} ${y - r * 0.15} ${cx + r * 0.62} ${y}" fill="none" stroke="${COLORS.night}" stroke-width="${size * 0.07}" stroke-linecap="round"/>`,
        );
      }
    },
  },
  // A globe's meridians and growth.
  meridian: {
    colors: [amber, indigo],
    draw: (s, cx, cy, size) => {
      const r = size / 2;
      const stroke = s.linear([[amber], [rose]]);
      s.add(`<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="none" stroke="${stroke}" stroke-width="${size * 0.07}"/>`);
      s.add(`<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.4}" ry="${r * 0.9}" fill="none" stroke="${stroke}" stroke-width="${size * 0.05}"/>`);
      s.add(`<path d="M${cx - r * 0.9} ${cy} H${cx + r * 0.9}" stroke="${stroke}" stroke-width="${size * 0.05}"/>`);
      s.add(
        `<path d="M${cx + r * 0.2} ${cy - r * 0.35} L${cx + r * 0.95} ${cy - r * 1.05} M${cx + r * 0.55} ${cy - r * 1.05} H${cx + r * 0.95} V${cy - r * 0.65}" fill="none" stroke="#fff" stroke-width="${size * 0.08}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    },
  },
  // A kestrel's wings: two chevrons.
  kestrel: {
    colors: [rose, amber],
    draw: (s, cx, cy, size) => {
      const h = size / 2;
      const fill = s.linear([[rose], [amber]], { x2: 1, y2: 0.3 });
      s.add(
        `<path d="M${cx - h} ${cy - h * 0.5} L${cx} ${cy + h * 0.1} L${cx + h} ${cy - h * 0.5} L${cx + h * 0.7} ${cy + h * 0.05} L${cx} ${cy + h * 0.65} L${cx - h * 0.7} ${cy + h * 0.05} Z" fill="${fill}"/>`,
      );
      s.add(
        `<path d="M${cx - h * 0.3} ${cy - h * 0.55} L${cx} ${cy - h * 0.3} L${cx + h * 0.3} ${cy - h * 0.55} L${cx} ${cy - h * 0.02} Z" fill="#fff" fill-opacity="0.9"/>`,
      );
    },
  },
  // Nested hexagons, the line through them.
  cobaltline: {
    colors: [indigo, sky],
    draw: (s, cx, cy, size) => {
      const hexagon = (r: number) =>
        Array.from(
          { length: 6 },
          (_, i) => `${(cx + r * Math.cos((Math.PI / 3) * i - Math.PI / 2)).toFixed(1)} ${(cy + r * Math.sin((Math.PI / 3) * i - Math.PI / 2)).toFixed(1)}`,
        ).join(' L');
      s.add(`<path d="M${hexagon(size / 2)} Z" fill="${s.linear([[indigo], ['#1e3a8a']])}"/>`);
      s.add(`<path d="M${hexagon(size * 0.27)} Z" fill="none" stroke="${sky}" stroke-width="${size * 0.06}" stroke-linejoin="round"/>`);
      s.add(
        `<path d="M${cx - size * 0.5} ${cy + size * 0.3} L${cx + size * 0.5} ${cy - size * 0.3}" stroke="#fff" stroke-width="${size * 0.05}" stroke-linecap="round"/>`,
      );
    },
  },
};

/** The symbol of a partner: by the first word of its name, or one of the set for a name not drawn here. */
function symbolFor(name: string) {
  const key = name.split(/\s+/)[0]!.toLowerCase();
  const keys = Object.keys(SYMBOLS);
  return SYMBOLS[key] ?? SYMBOLS[keys[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % keys.length]!]!;
}

/** A partner's logo: on a dark tile, the symbol, the first word of the name in bold and the rest lighter below. */
export function drawLogo(s: Scene, name: string) {
  const { width: w } = s;
  const symbol = symbolFor(name);
  s.add(`<rect width="${w}" height="${w}" fill="${s.linear([['#111735'], [COLORS.night]])}"/>`);
  s.glow(w * 0.5, w * 0.32, w * 0.55, symbol.colors[0], 0.28);
  symbol.draw(s, w / 2, w * 0.36, w * 0.36);
  const [first, ...rest] = name.split(/\s+/);
  const fit = (text: string, style: { size: number; weight: number; tracking: number }) => {
    const width = letteringWidth(text, style);
    return width > w * 0.84 ? { ...style, size: (style.size * w * 0.84) / width } : style;
  };
  const main = fit(first!, { size: w * 0.085, weight: 14, tracking: 26 });
  s.add(lettering(first!, (w - letteringWidth(first!, main)) / 2, w * 0.66, { ...main, color: '#ffffff' }));
  if (rest.length) {
    const text = rest.join(' ');
    const sub = fit(text, { size: w * 0.045, weight: 12, tracking: 60 });
    s.add(lettering(text, (w - letteringWidth(text, sub)) / 2, w * 0.66 + main.size + w * 0.06, { ...sub, color: symbol.colors[0] }));
  }
}

export type Portrait = {
  skin: string;
  hair: string;
  style: 'short' | 'side-part' | 'long' | 'bun' | 'curly' | 'buzz' | 'bob';
  top: string;
  background: [string, string];
  glasses?: boolean;
  beard?: boolean;
};

const SKIN = { light: '#f2d2bd', fair: '#e9c1a1', medium: '#c98e64', tan: '#b07650', brown: '#8d5a3b', dark: '#5f3a26' };
const HAIR = { black: '#1c1917', brown: '#4a2f22', auburn: '#8a3b1f', blonde: '#d8b46a', ginger: '#b5562a', grey: '#9ca3af' };

/** How each person of the demo content is drawn; someone not listed gets a portrait picked by name. */
export const PORTRAITS: Record<string, Portrait> = {
  'Alex Morgan': { skin: SKIN.fair, hair: HAIR.brown, style: 'side-part', top: '#1e293b', background: [indigo, violet] },
  'Priya Raman': { skin: SKIN.tan, hair: HAIR.black, style: 'long', top: '#4c1d95', background: [violet, fuchsia] },
  'Daniel Okafor': { skin: SKIN.dark, hair: HAIR.black, style: 'buzz', top: '#0f766e', background: [cyan, indigo], beard: true },
  'Sofia Lindqvist': { skin: SKIN.light, hair: HAIR.blonde, style: 'bun', top: '#312e81', background: [sky, violet] },
  'Sarah Mitchell': { skin: SKIN.light, hair: HAIR.auburn, style: 'bob', top: '#0e7490', background: [indigo, cyan] },
  'Kwame Asante': { skin: SKIN.dark, hair: HAIR.black, style: 'buzz', top: '#1e3a8a', background: [violet, indigo], glasses: true },
  'Elena Kowalski': { skin: SKIN.light, hair: HAIR.blonde, style: 'long', top: '#7e22ce', background: [fuchsia, indigo] },
  'Marcus Chen': { skin: SKIN.fair, hair: HAIR.black, style: 'short', top: '#334155', background: [sky, indigo], glasses: true },
  'Dr. Leila Haddad': { skin: SKIN.medium, hair: HAIR.brown, style: 'long', top: '#0f766e', background: [emerald, cyan] },
  "James O'Connell": { skin: SKIN.light, hair: HAIR.ginger, style: 'side-part', top: '#1e40af', background: [amber, indigo], beard: true },
  'Laura Fischer': { skin: SKIN.fair, hair: HAIR.brown, style: 'bun', top: '#be185d', background: [rose, violet], glasses: true },
  'Tomás Alvarez': { skin: SKIN.medium, hair: HAIR.brown, style: 'curly', top: '#3730a3', background: [violet, cyan], beard: true },
  'Hannah Brooks': { skin: SKIN.brown, hair: HAIR.black, style: 'curly', top: '#9d174d', background: [fuchsia, amber] },
};

function portraitFor(name: string): Portrait {
  if (PORTRAITS[name]) return PORTRAITS[name];
  const all = Object.values(PORTRAITS);
  return all[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % all.length]!;
}

/** An illustrated head-and-shoulders portrait, shown round or square. */
export function drawAvatar(s: Scene, name: string) {
  const p = portraitFor(name);
  const w = s.width;
  const u = w / 100;
  const at = (x: number, y: number) => `${(x * u).toFixed(1)} ${(y * u).toFixed(1)}`;
  s.add(`<rect width="${w}" height="${w}" fill="${s.linear([[p.background[0]], [p.background[1]]])}"/>`);
  s.glow(30 * u, 20 * u, 70 * u, '#ffffff', 0.25);
  s.add(`<circle cx="${78 * u}" cy="${24 * u}" r="${30 * u}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="${1.2 * u}"/>`);
  // Long hair falls behind the shoulders.
  if (p.style === 'long')
    s.add(
      `<path d="M${at(50, 24)} C${at(32, 24)} ${at(27, 36)} ${at(28, 50)} C${at(27, 68)} ${at(29, 80)} ${at(33, 86)} L${at(67, 86)} C${at(71, 80)} ${at(73, 68)} ${at(72, 50)} C${at(73, 36)} ${at(68, 24)} ${at(50, 24)} Z" fill="${p.hair}"/>`,
    );
  if (p.style === 'bob')
    s.add(
      `<path d="M${at(50, 24)} C${at(33, 24)} ${at(28, 36)} ${at(29, 48)} C${at(28, 58)} ${at(29, 64)} ${at(32, 67)} L${at(68, 67)} C${at(71, 64)} ${at(72, 58)} ${at(71, 48)} C${at(72, 36)} ${at(67, 24)} ${at(50, 24)} Z" fill="${p.hair}"/>`,
    );
  // Shoulders, neck, head.
  s.add(`<path d="M${at(12, 100)} C${at(14, 80)} ${at(28, 72)} ${at(50, 72)} C${at(72, 72)} ${at(86, 80)} ${at(88, 100)} Z" fill="${p.top}"/>`);
  s.add(`<path d="M${at(43, 58)} L${at(57, 58)} L${at(57, 73)} C${at(55, 78)} ${at(45, 78)} ${at(43, 73)} Z" fill="${p.skin}"/>`);
  s.add(`<path d="M${at(43, 60)} L${at(57, 60)} L${at(57, 66)} C${at(54, 69)} ${at(46, 69)} ${at(43, 66)} Z" fill="#000" fill-opacity="0.12"/>`);
  s.add(
    `<path d="M${at(40, 76)} L${at(50, 86)} L${at(60, 76)}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="${1.4 * u}" stroke-linejoin="round"/>`,
  );
  s.add(`<ellipse cx="${50 * u}" cy="${45 * u}" rx="${16 * u}" ry="${19.5 * u}" fill="${p.skin}"/>`);
  s.add(
    `<ellipse cx="${34.5 * u}" cy="${47 * u}" rx="${2.6 * u}" ry="${4 * u}" fill="${p.skin}"/><ellipse cx="${65.5 * u}" cy="${47 * u}" rx="${2.6 * u}" ry="${4 * u}" fill="${p.skin}"/>`,
  );
  if (p.beard)
    s.add(
      `<path d="M${at(34.5, 46)} C${at(35, 60)} ${at(42, 66)} ${at(50, 66)} C${at(58, 66)} ${at(65, 60)} ${at(65.5, 46)} C${at(63, 54)} ${at(58, 57)} ${at(50, 57)} C${at(42, 57)} ${at(37, 54)} ${at(34.5, 46)} Z" fill="${p.hair}" fill-opacity="0.92"/>`,
    );
  // Hair on top.
  const top: Record<Portrait['style'], string> = {
    short: `M${at(33.5, 44)} C${at(32, 28)} ${at(40, 24)} ${at(50, 24)} C${at(61, 24)} ${at(68, 29)} ${at(66.5, 44)} C${at(64, 36)} ${at(60, 33)} ${at(52, 33)} C${at(44, 33)} ${at(37, 35)} ${at(33.5, 44)} Z`,
    'side-part': `M${at(33.5, 46)} C${at(31, 28)} ${at(40, 23)} ${at(51, 23)} C${at(63, 23)} ${at(69, 30)} ${at(66.5, 44)} C${at(62, 36)} ${at(55, 32)} ${at(44, 33)} C${at(40, 36)} ${at(36, 40)} ${at(33.5, 46)} Z`,
    long: `M${at(33, 50)} C${at(30, 30)} ${at(39, 24)} ${at(50, 24)} C${at(61, 24)} ${at(70, 30)} ${at(67, 50)} C${at(63, 38)} ${at(57, 33)} ${at(49, 32)} C${at(42, 35)} ${at(36, 40)} ${at(33, 50)} Z`,
    bob: `M${at(33, 52)} C${at(29, 30)} ${at(39, 24)} ${at(50, 24)} C${at(61, 24)} ${at(71, 30)} ${at(67, 52)} C${at(64, 40)} ${at(60, 34)} ${at(50, 33)} C${at(44, 34)} ${at(38, 38)} ${at(33, 52)} Z`,
    bun: `M${at(34, 44)} C${at(32, 29)} ${at(40, 25)} ${at(50, 25)} C${at(60, 25)} ${at(68, 29)} ${at(66, 44)} C${at(63, 35)} ${at(57, 32)} ${at(50, 32)} C${at(43, 32)} ${at(37, 35)} ${at(34, 44)} Z`,
    curly: '',
    buzz: `M${at(34.2, 40)} C${at(34, 29)} ${at(41, 25.5)} ${at(50, 25.5)} C${at(59, 25.5)} ${at(66, 29)} ${at(65.8, 40)} C${at(62, 33)} ${at(57, 31)} ${at(50, 31)} C${at(43, 31)} ${at(38, 33)} ${at(34.2, 40)} Z`,
  };
  if (p.style === 'bun') s.add(`<circle cx="${50 * u}" cy="${21 * u}" r="${7.5 * u}" fill="${p.hair}"/>`);
  if (p.style === 'curly') {
    for (const [x, y, r] of [
      [36, 36, 6],
      [42, 28, 7],
      [51, 25, 7.5],
      [60, 28, 7],
      [65, 36, 6],
      [34, 44, 4.5],
      [66, 44, 4.5],
      [47, 32, 5],
      [56, 32, 5],
    ] as const)
      s.add(`<circle cx="${x * u}" cy="${y * u}" r="${r * u}" fill="${p.hair}"/>`);
  } else s.add(`<path d="${top[p.style]}" fill="${p.hair}"/>`);
  // A calm face: eyes, brows, a smile.
  const ink = '#1f2937';
  for (const x of [43.5, 56.5]) {
    s.add(`<ellipse cx="${x * u}" cy="${46 * u}" rx="${1.3 * u}" ry="${1.6 * u}" fill="${ink}"/>`);
    s.add(
      `<path d="M${at(x - 3, 41.6)} Q${at(x, 40)} ${at(x + 3, 41.6)}" fill="none" stroke="${p.style === 'buzz' || p.hair === HAIR.blonde ? ink : p.hair}" stroke-opacity="0.75" stroke-width="${0.9 * u}" stroke-linecap="round"/>`,
    );
  }
  s.add(
    `<path d="M${at(46, 55.5)} Q${at(50, 58.5)} ${at(54, 55.5)}" fill="none" stroke="${ink}" stroke-opacity="0.6" stroke-width="${0.9 * u}" stroke-linecap="round"/>`,
  );
  s.add(
    `<ellipse cx="${41 * u}" cy="${52 * u}" rx="${2.6 * u}" ry="${1.4 * u}" fill="${rose}" fill-opacity="0.18"/><ellipse cx="${59 * u}" cy="${52 * u}" rx="${2.6 * u}" ry="${1.4 * u}" fill="${rose}" fill-opacity="0.18"/>`,
  );
  if (p.glasses) {
    for (const x of [43.5, 56.5])
      s.add(
        `<rect x="${(x - 5) * u}" y="${42.5 * u}" width="${10 * u}" height="${7.5 * u}" rx="${2.5 * u}" fill="#fff" fill-opacity="0.12" stroke="${ink}" stroke-width="${0.9 * u}"/>`,
      );
    s.add(`<path d="M${at(48.5, 45.5)} H${at(51.5, 45.5)}" stroke="${ink}" stroke-width="${0.9 * u}"/>`);
  }
}
