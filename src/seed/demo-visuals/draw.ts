// The drawing kit of the demo visuals: the site's colours and the shapes every scene is built from
// (glass panels, placeholder text lines, charts, phones, browser windows), as SVG strings. Only
// gradients and opacity, no filters: librsvg rasterises a 1600 x 900 scene in tens of milliseconds.

/** The site's colours (globals.css: brand hue 277 on slate-950) and the accents of the marketing pages. */
export const COLORS = {
  night: '#020617',
  deep: '#0b1029',
  indigo: '#6366f1',
  violet: '#8b5cf6',
  cyan: '#22d3ee',
  fuchsia: '#d946ef',
  emerald: '#34d399',
  amber: '#fbbf24',
  sky: '#38bdf8',
  rose: '#fb7185',
  white: '#ffffff',
} as const;

export type Accent = { primary: string; secondary: string; highlight: string };

/** A repeatable stream of numbers in [0, 1): the same key always draws the same picture. */
export function randomFor(key: string): () => number {
  let seed = 2166136261;
  for (const char of key) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export class Scene {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly random: () => number,
  ) {}

  /** A number in [min, max). */
  between(min: number, max: number) {
    return min + this.random() * (max - min);
  }

  private id(prefix: string) {
    return `${prefix}${++this.ids}`;
  }

  add(...parts: string[]) {
    this.body.push(...parts);
    return this;
  }

  linear(stops: [string, number?][], { x2 = 1, y2 = 1 }: { x2?: number; y2?: number } = {}) {
    const id = this.id('l');
    const stopTags = stops.map(
      ([color, opacity = 1], i) => `<stop offset="${r1((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}" stop-opacity="${opacity}"/>`,
    );
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags.join('')}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A rectangle (rounded by rx) filled with a gradient from one colour to another, from the top left towards (x2, y2). */
  gradientRect(
    x: number,
    y: number,
    w: number,
    h: number,
    { rx, from, to, ...direction }: { rx?: number; from: [string, number?]; to: [string, number?]; x2?: number; y2?: number },
  ) {
    const corner = rx === undefined ? '' : ` rx="${rx}"`;
    return this.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}"${corner} fill="${this.linear([from, to], direction)}"/>`);
  }

  /** A soft glow: a colour fading out from the centre. */
  glow(cx: number, cy: number, radius: number, color: string, opacity = 0.55) {
    const id = this.id('g');
    this.defs.push(
      `<radialGradient id="${id}" cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.45" stop-color="${color}" stop-opacity="${r1(opacity * 0.35 * 100) / 100}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return this.add(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="url(#${id})"/>`);
  }

  /** The dark ground every visual stands on: deep navy, two or three glows of the accent colours, a faint dot grid. */
  backdrop(accent: Accent, { dots = true }: { dots?: boolean } = {}) {
    const { width: w, height: h } = this;
    this.add(`<rect width="${w}" height="${h}" fill="${this.linear([[COLORS.deep], [COLORS.night]], { x2: 0.4 })}"/>`);
    this.glow(this.between(0.05, 0.3) * w, this.between(0, 0.3) * h, Math.max(w, h) * 0.6, accent.primary, 0.5);
    this.glow(this.between(0.7, 1) * w, this.between(0.7, 1) * h, Math.max(w, h) * 0.55, accent.secondary, 0.42);
    this.glow(this.between(0.4, 0.7) * w, this.between(0.3, 0.6) * h, Math.max(w, h) * 0.3, accent.highlight, 0.12);
    if (dots) {
      const id = this.id('p');
      const step = Math.round(Math.max(w, h) / 40);
      this.defs.push(
        `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="1.4" fill="#fff" fill-opacity="0.09"/></pattern>`,
      );
      this.add(`<rect width="${w}" height="${h}" fill="url(#${id})"/>`);
    }
    return this;
  }

  /** Large rings and a diagonal band behind the content: the geometric layer. */
  geometry(accent: Accent) {
    const { width: w, height: h } = this;
    const cx = this.between(0.65, 0.9) * w;
    const cy = this.between(0.1, 0.35) * h;
    for (const [i, radius] of [0.22, 0.34, 0.46].entries()) {
      this.add(
        `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * h)}" fill="none" stroke="${i === 1 ? accent.secondary : '#fff'}" stroke-opacity="${i === 1 ? 0.22 : 0.07}" stroke-width="${i === 1 ? 2 : 1.5}"/>`,
      );
    }
    const band = this.linear(
      [
        [accent.primary, 0],
        [accent.primary, 0.16],
        [accent.secondary, 0],
      ],
      { x2: 1, y2: 0 },
    );
    const y = this.between(0.55, 0.8) * h;
    this.add(
      `<path d="M${-w * 0.1} ${r1(y + h * 0.25)} L${r1(w * 1.1)} ${r1(y - h * 0.35)} L${r1(w * 1.1)} ${r1(y - h * 0.2)} L${-w * 0.1} ${r1(y + h * 0.4)} Z" fill="${band}"/>`,
    );
    return this;
  }

  /** A glass panel: translucent fill, a hairline border lit from the top left. */
  panel(
    x: number,
    y: number,
    w: number,
    h: number,
    { radius = 22, tint = '#ffffff', opacity = 0.06, chrome = false }: { radius?: number; tint?: string; opacity?: number; chrome?: boolean } = {},
  ) {
    const border = this.linear(
      [
        ['#ffffff', 0.35],
        ['#ffffff', 0.06],
      ],
      { x2: 0.3, y2: 1 },
    );
    this.add(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${radius}" fill="${COLORS.deep}" fill-opacity="0.82"/>`);
    this.add(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${radius}" fill="${tint}" fill-opacity="${opacity}" stroke="${border}" stroke-width="1.5"/>`,
    );
    if (chrome) {
      // A window's title bar: three dots and a hairline.
      for (const [i, color] of ['#f87171', '#fbbf24', '#34d399'].entries())
        this.add(`<circle cx="${r1(x + 26 + i * 20)}" cy="${r1(y + 24)}" r="6" fill="${color}" fill-opacity="0.8"/>`);
      this.add(`<rect x="${r1(x)}" y="${r1(y + 47)}" width="${r1(w)}" height="1" fill="#fff" fill-opacity="0.08"/>`);
    }
    return this;
  }

  /** Lines standing for text: the first one stronger, like a heading. */
  lines(
    x: number,
    y: number,
    w: number,
    count: number,
    { gap = 22, height = 9, heading = true, color = '#ffffff' }: { gap?: number; height?: number; heading?: boolean; color?: string } = {},
  ) {
    for (let i = 0; i < count; i++) {
      const first = heading && i === 0;
      const lw = first ? w * this.between(0.45, 0.65) : w * (i === count - 1 ? this.between(0.4, 0.7) : this.between(0.78, 1));
      this.add(
        `<rect x="${r1(x)}" y="${r1(y + i * gap)}" width="${r1(lw)}" height="${first ? height * 1.5 : height}" rx="${(first ? height * 1.5 : height) / 2}" fill="${color}" fill-opacity="${first ? 0.55 : 0.16}"/>`,
      );
    }
    return this;
  }

  pill(x: number, y: number, w: number, h: number, color: string, opacity = 1) {
    return this.add(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h / 2)}" fill="${color}" fill-opacity="${opacity}"/>`);
  }

  /** A line chart with a gradient area under it; `values` from 0 (bottom) to 1 (top). */
  lineChart(x: number, y: number, w: number, h: number, values: number[], color: string, { gridLines = 4 }: { gridLines?: number } = {}) {
    for (let i = 0; i <= gridLines; i++)
      this.add(`<rect x="${r1(x)}" y="${r1(y + (h * i) / gridLines)}" width="${r1(w)}" height="1" fill="#fff" fill-opacity="0.06"/>`);
    const points = values.map((v, i) => [x + (w * i) / (values.length - 1), y + h * (1 - v)] as const);
    const path = points.map(([px, py], i) => `${i ? 'L' : 'M'}${r1(px)} ${r1(py)}`).join(' ');
    const area = this.linear(
      [
        [color, 0.45],
        [color, 0],
      ],
      { x2: 0, y2: 1 },
    );
    this.add(`<path d="${path} L${r1(x + w)} ${r1(y + h)} L${r1(x)} ${r1(y + h)} Z" fill="${area}"/>`);
    this.add(`<path d="${path}" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`);
    const [lx, ly] = points.at(-1)!;
    return this.add(
      `<circle cx="${r1(lx)}" cy="${r1(ly)}" r="12" fill="${color}" fill-opacity="0.25"/><circle cx="${r1(lx)}" cy="${r1(ly)}" r="6" fill="#fff"/>`,
    );
  }

  barChart(x: number, y: number, w: number, h: number, values: number[], colors: [string, string]) {
    const gap = (w / values.length) * 0.35;
    const bw = (w - gap * (values.length - 1)) / values.length;
    const fill = this.linear([[colors[0]], [colors[1], 0.7]], { x2: 0, y2: 1 });
    values.forEach((v, i) =>
      this.add(
        `<rect x="${r1(x + i * (bw + gap))}" y="${r1(y + h * (1 - v))}" width="${r1(bw)}" height="${r1(h * v)}" rx="${r1(Math.min(8, bw / 3))}" fill="${fill}"/>`,
      ),
    );
    return this;
  }

  /** A ring filled to `share` (0 to 1). */
  donut(cx: number, cy: number, radius: number, share: number, color: string, { thickness = radius * 0.28 }: { thickness?: number } = {}) {
    const circumference = 2 * Math.PI * radius;
    this.add(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="${r1(thickness)}"/>`);
    return this.add(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="none" stroke="${color}" stroke-width="${r1(thickness)}" stroke-linecap="round" stroke-dasharray="${r1(circumference * share)} ${r1(circumference)}" transform="rotate(-90 ${r1(cx)} ${r1(cy)})"/>`,
    );
  }

  /** A small figure tile: a label line, a bold figure bar and a trend. */
  kpi(x: number, y: number, w: number, h: number, color: string) {
    this.panel(x, y, w, h, { radius: 16, opacity: 0.05 });
    this.pill(x + 20, y + 22, w * 0.4, 8, '#fff', 0.22);
    this.pill(x + 20, y + 44, w * this.between(0.35, 0.55), 20, '#fff', 0.75);
    const values = Array.from({ length: 7 }, (_, i) => 0.2 + (i / 6) * 0.5 + this.between(-0.12, 0.12));
    const sx = x + w * 0.62;
    const sw = w * 0.3;
    const path = values.map((v, i) => `${i ? 'L' : 'M'}${r1(sx + (sw * i) / 6)} ${r1(y + h - 18 - (h - 50) * v)}`).join(' ');
    return this.add(`<path d="${path}" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`);
  }

  /** A round check mark: done, verified, paid. */
  check(cx: number, cy: number, radius: number, color: string) {
    const s = radius / 20;
    return this.add(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${color}"/>`,
      `<path d="M${r1(cx - 8 * s)} ${r1(cy + 0.5 * s)} L${r1(cx - 2 * s)} ${r1(cy + 6.5 * s)} L${r1(cx + 9 * s)} ${r1(cy - 6 * s)}" fill="none" stroke="${COLORS.night}" stroke-width="${r1(3.6 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  /** The four-pointed star that stands for AI. */
  sparkle(cx: number, cy: number, size: number, color: string, opacity = 1) {
    const s = size;
    const k = s * 0.18;
    return this.add(
      `<path d="M${r1(cx)} ${r1(cy - s)} Q${r1(cx + k)} ${r1(cy - k)} ${r1(cx + s)} ${r1(cy)} Q${r1(cx + k)} ${r1(cy + k)} ${r1(cx)} ${r1(cy + s)} Q${r1(cx - k)} ${r1(cy + k)} ${r1(cx - s)} ${r1(cy)} Q${r1(cx - k)} ${r1(cy - k)} ${r1(cx)} ${r1(cy - s)} Z" fill="${color}" fill-opacity="${opacity}"/>`,
    );
  }

  shield(cx: number, cy: number, size: number, fill: string) {
    const s = size / 100;
    const p = (x: number, y: number) => `${r1(cx + (x - 50) * s)} ${r1(cy + (y - 55) * s)}`;
    this.add(
      `<path d="M${p(50, 0)} L${p(92, 16)} L${p(92, 52)} C${p(92, 80)} ${p(72, 100)} ${p(50, 110)} C${p(28, 100)} ${p(8, 80)} ${p(8, 52)} L${p(8, 16)} Z" fill="${fill}"/>`,
    );
    return this.add(
      `<path d="M${p(32, 55)} L${p(45, 68)} L${p(70, 42)}" fill="none" stroke="#fff" stroke-width="${r1(9 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  /** A simple person: head and shoulders on a disc of `color` ('none': on what is there), for team grids and chat heads. */
  person(cx: number, cy: number, radius: number, color: string) {
    if (color !== 'none')
      this.add(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${this.linear([[color], [color, 0.55]], { x2: 0.2, y2: 1 })}"/>`);
    this.add(`<circle cx="${r1(cx)}" cy="${r1(cy - radius * 0.18)}" r="${r1(radius * 0.32)}" fill="#fff" fill-opacity="0.85"/>`);
    return this.add(
      `<path d="M${r1(cx - radius * 0.58)} ${r1(cy + radius * 0.62)} Q${r1(cx)} ${r1(cy + radius * 0.02)} ${r1(cx + radius * 0.58)} ${r1(cy + radius * 0.62)} Z" fill="#fff" fill-opacity="0.85"/>`,
    );
  }

  /** A phone's frame; returns the screen's box for the content. */
  phone(x: number, y: number, w: number, h: number) {
    const frame = this.linear([['#334155'], ['#0f172a']], { x2: 1, y2: 1 });
    this.add(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.16)}" fill="${frame}" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>`,
    );
    const inset = w * 0.045;
    const screen = { x: x + inset, y: y + inset, w: w - inset * 2, h: h - inset * 2 };
    this.add(`<rect x="${r1(screen.x)}" y="${r1(screen.y)}" width="${r1(screen.w)}" height="${r1(screen.h)}" rx="${r1(w * 0.12)}" fill="${COLORS.night}"/>`);
    this.pill(x + w * 0.36, y + inset + 12, w * 0.28, 16, '#000', 0.9);
    return screen;
  }

  /** A node of a flow diagram: a rounded square with a glyph dot. */
  node(cx: number, cy: number, size: number, color: string) {
    this.panel(cx - size / 2, cy - size / 2, size, size, { radius: size * 0.26, tint: color, opacity: 0.16 });
    return this.add(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.16)}" fill="${color}"/>`);
  }

  /** A curved connector between two points, dashed when still in progress. */
  link(x1: number, y1: number, x2: number, y2: number, color: string, { dashed = false, opacity = 0.6 }: { dashed?: boolean; opacity?: number } = {}) {
    const mx = (x1 + x2) / 2;
    return this.add(
      `<path d="M${r1(x1)} ${r1(y1)} C${r1(mx)} ${r1(y1)} ${r1(mx)} ${r1(y2)} ${r1(x2)} ${r1(y2)}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="3"${dashed ? ' stroke-dasharray="8 10"' : ''} stroke-linecap="round"/>`,
    );
  }

  toSvg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}
