// The covers and illustrations: abstract mock-ups of the product each one is about (an invoice
// list, an identity check on a phone, a chat that cites its sources...), on the site's dark ground
// with the brand's glows. Text appears only as lines; the page around the image says the words.
import { COLORS, Scene, type Accent } from './draw';
import { lettering } from './lettering';

const { indigo, violet, cyan, fuchsia, emerald, amber, sky, rose } = COLORS;

export type SceneSize = { width: number; height: number };
export type Draw = (scene: Scene) => void;

/** The four corner brackets of a face being scanned: spanX and spanY from its centre, each arm `arm` long. */
function scanCorners(s: Scene, cx: number, cy: number, { spanX, spanY, arm, width }: { spanX: number; spanY: number; arm: number; width: number }) {
  for (const [dx, dy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    const x = cx + dx * spanX;
    const y = cy + dy * spanY;
    s.add(
      `<path d="M${x} ${y - dy * arm} L${x} ${y} L${x - dx * arm} ${y}" fill="none" stroke="${cyan}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
}

function backdrop(s: Scene, accent: Accent) {
  s.backdrop(accent).geometry(accent);
}

const trend = (s: Scene, n: number, from: number, to: number, wobble = 0.08) =>
  Array.from({ length: n }, (_, i) => Math.min(0.95, Math.max(0.05, from + ((to - from) * i) / (n - 1) + s.between(-wobble, wobble))));

/** A list row: avatar dot, two lines, an amount and a status pill. */
function row(s: Scene, x: number, y: number, w: number, status: string) {
  s.add(`<circle cx="${x + 18}" cy="${y + 18}" r="16" fill="#fff" fill-opacity="0.1"/>`);
  s.pill(x + 48, y + 6, w * s.between(0.22, 0.32), 10, '#fff', 0.5);
  s.pill(x + 48, y + 24, w * s.between(0.14, 0.22), 8, '#fff', 0.16);
  s.pill(x + w * 0.6, y + 12, w * 0.12, 12, '#fff', 0.35);
  s.pill(x + w - 96, y + 8, 86, 22, status, 0.22);
  s.pill(x + w - 84, y + 16, 62, 6, status, 0.9);
  s.add(`<rect x="${x}" y="${y + 50}" width="${w}" height="1" fill="#fff" fill-opacity="0.06"/>`);
}

/** A sidebar of navigation lines, the active one highlighted. */
function sidebar(s: Scene, x: number, y: number, h: number, color: string, items = 6) {
  s.add(`<rect x="${x}" y="${y}" width="1" height="${h}" fill="#fff" fill-opacity="0.07"/>`);
  for (let i = 0; i < items; i++) {
    if (i === 1) s.pill(x - 168, y + 24 + i * 44 - 10, 152, 32, color, 0.18);
    s.add(`<rect x="${x - 152}" y="${y + 24 + i * 44}" width="14" height="14" rx="4" fill="${i === 1 ? color : '#fff'}" fill-opacity="${i === 1 ? 1 : 0.2}"/>`);
    s.pill(x - 128, y + 27 + i * 44, s.between(60, 100), 8, '#fff', i === 1 ? 0.7 : 0.2);
  }
}

// --- Case studies -----------------------------------------------------------------------------

const invoicing: Draw = (s) => {
  const accent = { primary: indigo, secondary: emerald, highlight: violet };
  backdrop(s, accent);
  s.panel(180, 140, 920, 620, { chrome: true });
  sidebar(s, 380, 190, 540, indigo);
  s.lines(420, 222, 300, 1);
  s.pill(930, 214, 140, 36, indigo, 0.9);
  s.pill(960, 228, 80, 8, '#fff', 0.9);
  const statuses = [emerald, emerald, amber, emerald, indigo, emerald, amber];
  statuses.forEach((color, i) => row(s, 420, 290 + i * 64, 650, color));
  // The invoice the AI drafted, lifted out of the list.
  s.add('<g transform="rotate(-4 1250 430)">');
  s.panel(1080, 130, 360, 500, { opacity: 0.09 });
  s.pill(1112, 168, 120, 14, '#fff', 0.7);
  s.pill(1112, 194, 80, 8, '#fff', 0.2);
  s.add(`<rect x="1320" y="160" width="88" height="44" rx="10" fill="${indigo}" fill-opacity="0.35"/>`);
  s.lines(1112, 250, 290, 6, { gap: 30, heading: false });
  s.add('<rect x="1112" y="440" width="296" height="1" fill="#fff" fill-opacity="0.15"/>');
  s.pill(1112, 466, 90, 10, '#fff', 0.35);
  s.pill(1300, 460, 108, 20, '#fff', 0.85);
  s.pill(1112, 530, 296, 56, emerald, 0.16);
  s.check(1146, 558, 18, emerald);
  s.pill(1178, 553, 120, 10, emerald, 0.9);
  s.add('</g>');
  s.sparkle(1070, 150, 34, '#fff');
  s.sparkle(1030, 205, 14, emerald, 0.9);
  // Days sales outstanding, going down.
  s.panel(1000, 570, 420, 200, { radius: 18 });
  s.pill(1030, 598, 130, 9, '#fff', 0.4);
  s.lineChart(1030, 630, 360, 110, trend(s, 9, 0.85, 0.2, 0.05), emerald);
};

const kyc: Draw = (s) => {
  const accent = { primary: cyan, secondary: violet, highlight: indigo };
  backdrop(s, accent);
  // The identity document.
  s.add('<g transform="rotate(-6 370 470)">');
  s.panel(150, 330, 440, 280, { radius: 24, tint: cyan, opacity: 0.08 });
  s.gradientRect(180, 370, 130, 160, { rx: 14, from: [cyan, 0.5], to: [violet, 0.5] });
  s.person(245, 450, 52, 'none');
  s.lines(336, 380, 220, 4, { gap: 34 });
  s.add(`<rect x="180" y="552" width="380" height="22" rx="4" fill="#fff" fill-opacity="0.08"/>`);
  s.add('</g>');
  // The phone checking the face against it.
  const screen = s.phone(655, 120, 300, 660);
  const cx = screen.x + screen.w / 2;
  s.pill(screen.x + 40, screen.y + 70, 160, 12, '#fff', 0.7);
  s.pill(screen.x + 40, screen.y + 94, 110, 8, '#fff', 0.25);
  s.add(
    `<ellipse cx="${cx}" cy="${screen.y + 280}" rx="92" ry="120" fill="${s.linear([
      [violet, 0.35],
      [cyan, 0.2],
    ])}" stroke="${cyan}" stroke-width="3" stroke-dasharray="14 10"/>`,
  );
  s.person(cx, screen.y + 280, 84, 'none');
  scanCorners(s, cx, screen.y + 280, { spanX: 116, spanY: 150, arm: 36, width: 6 });
  s.add(`<rect x="${cx - 112}" y="${screen.y + 266}" width="224" height="4" rx="2" fill="${cyan}" fill-opacity="0.9"/>`);
  s.pill(screen.x + 40, screen.y + 480, screen.w - 80, 14, '#fff', 0.1);
  s.pill(screen.x + 40, screen.y + 480, (screen.w - 80) * 0.78, 14, s.linear([[cyan], [violet]], { x2: 1, y2: 0 }));
  s.pill(screen.x + 40, screen.y + 534, screen.w - 80, 56, cyan, 0.9);
  s.pill(cx - 50, screen.y + 558, 100, 9, COLORS.night, 0.8);
  // The three checks, passed.
  s.panel(1060, 250, 400, 340, { radius: 22 });
  [emerald, emerald, emerald].forEach((color, i) => {
    s.check(1110, 320 + i * 90, 20, color);
    s.pill(1148, 308 + i * 90, s.between(150, 210), 11, '#fff', 0.6);
    s.pill(1148, 330 + i * 90, s.between(90, 140), 8, '#fff', 0.2);
  });
  s.shield(1400, 630, 150, s.linear([[cyan], [violet]]));
};

const knowledge: Draw = (s) => {
  const accent = { primary: violet, secondary: fuchsia, highlight: indigo };
  backdrop(s, accent);
  // Documents indexed.
  for (let i = 0; i < 3; i++) {
    s.panel(150 + i * 34, 210 + i * 40, 300, 380, { radius: 18, opacity: 0.05 + i * 0.02 });
  }
  s.lines(250, 320, 220, 8, { gap: 30 });
  s.add(`<rect x="250" y="560" width="110" height="70" rx="10" fill="${violet}" fill-opacity="0.3"/>`);
  // Lines from the documents into the model.
  for (const y of [300, 420, 540]) s.link(520, y, 640, 450, violet, { dashed: y !== 420 });
  s.add(`<circle cx="660" cy="450" r="48" fill="${s.linear([[violet], [fuchsia]])}"/>`);
  s.sparkle(660, 450, 26, '#fff');
  s.link(708, 450, 780, 450, fuchsia);
  // The chat that answers with its sources.
  s.panel(780, 120, 680, 660, { chrome: true });
  const bubble = (x: number, y: number, w: number, h: number, mine: boolean) => {
    s.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="20" fill="${mine ? indigo : '#fff'}" fill-opacity="${mine ? 0.55 : 0.07}"/>`);
    s.lines(x + 24, y + 24, w - 48, Math.max(1, Math.round((h - 30) / 26)), { gap: 24, heading: false });
  };
  bubble(1060, 200, 360, 70, true);
  s.add(`<circle cx="832" cy="316" r="22" fill="${s.linear([[violet], [fuchsia]])}"/>`);
  s.sparkle(832, 316, 11, '#fff');
  bubble(870, 296, 520, 190, false);
  for (let i = 0; i < 3; i++) {
    s.pill(894 + i * 130, 500, 116, 34, violet, 0.25);
    s.pill(910 + i * 130, 513, 70, 8, '#fff', 0.7);
  }
  bubble(1130, 560, 290, 70, true);
  s.panel(810, 690, 620, 60, { radius: 30, opacity: 0.05 });
  s.pill(840, 715, 220, 10, '#fff', 0.2);
  s.add(`<circle cx="1396" cy="720" r="20" fill="${fuchsia}"/>`);
};

const salesAutomation: Draw = (s) => {
  const accent = { primary: indigo, secondary: amber, highlight: violet };
  backdrop(s, accent);
  // The pipeline: four stages of deals.
  s.panel(150, 120, 940, 660, { chrome: true });
  const stages = [indigo, violet, sky, emerald];
  stages.forEach((color, column) => {
    const x = 180 + column * 224;
    s.pill(x, 196, 120, 10, '#fff', 0.55);
    s.pill(x + 140, 192, 40, 18, color, 0.3);
    const cards = 4 - Math.floor(column / 1.5);
    for (let i = 0; i < cards; i++) {
      const y = 236 + i * 130;
      s.panel(x, y, 204, 112, { radius: 14, tint: color, opacity: 0.08 });
      s.add(`<rect x="${x}" y="${y + 16}" width="4" height="80" rx="2" fill="${color}"/>`);
      s.pill(x + 20, y + 22, s.between(100, 150), 10, '#fff', 0.55);
      s.pill(x + 20, y + 44, s.between(60, 110), 8, '#fff', 0.18);
      s.add(`<circle cx="${x + 34}" cy="${y + 84}" r="12" fill="${color}" fill-opacity="0.6"/>`);
      s.pill(x + 130, y + 78, 56, 12, '#fff', 0.35);
    }
  });
  // Revenue going up, and the funnel.
  s.panel(1040, 180, 420, 300, { radius: 20 });
  s.pill(1070, 210, 120, 10, '#fff', 0.4);
  s.pill(1070, 232, 170, 22, '#fff', 0.85);
  s.lineChart(1070, 290, 360, 160, trend(s, 10, 0.15, 0.9, 0.07), amber);
  s.panel(1120, 520, 340, 250, { radius: 20 });
  [0.92, 0.7, 0.48, 0.3].forEach((share, i) => {
    const w = 280 * share;
    s.pill(1150 + (280 - w) / 2, 556 + i * 48, w, 34, [indigo, violet, amber, emerald][i]!, 0.75);
  });
};

const teletherapy: Draw = (s) => {
  const accent = { primary: sky, secondary: violet, highlight: rose };
  backdrop(s, accent);
  // A video session.
  const call = s.phone(300, 120, 320, 660);
  s.gradientRect(call.x, call.y, call.w, call.h, { rx: 40, from: [violet, 0.55], to: [sky, 0.35], x2: 0.3, y2: 1 });
  s.person(call.x + call.w / 2, call.y + 300, 130, 'none');
  s.panel(call.x + call.w - 130, call.y + 70, 100, 140, { radius: 16, tint: sky, opacity: 0.3 });
  s.person(call.x + call.w - 80, call.y + 140, 38, 'none');
  [rose, '#ffffff', '#ffffff'].forEach((color, i) =>
    s.add(`<circle cx="${call.x + call.w / 2 + (i - 1) * 76}" cy="${call.y + call.h - 70}" r="28" fill="${color}" fill-opacity="${i === 0 ? 0.95 : 0.16}"/>`),
  );
  // Mood over the weeks.
  const mood = s.phone(680, 150, 300, 640);
  s.pill(mood.x + 30, mood.y + 70, 150, 12, '#fff', 0.7);
  s.pill(mood.x + 30, mood.y + 94, 100, 8, '#fff', 0.25);
  s.lineChart(mood.x + 30, mood.y + 140, mood.w - 60, 170, trend(s, 8, 0.3, 0.85, 0.1), sky);
  for (let i = 0; i < 5; i++) {
    const color = [rose, amber, sky, emerald, violet][i]!;
    s.add(`<circle cx="${mood.x + 44 + i * 46}" cy="${mood.y + 380}" r="17" fill="${color}" fill-opacity="${i === 3 ? 0.95 : 0.25}"/>`);
  }
  for (let i = 0; i < 3; i++) {
    s.panel(mood.x + 24, mood.y + 430 + i * 62, mood.w - 48, 50, { radius: 14, opacity: 0.05 });
    s.pill(mood.x + 44, mood.y + 450 + i * 62, s.between(110, 180), 9, '#fff', 0.4);
  }
  // The next appointments.
  s.panel(1080, 220, 380, 420, { radius: 22 });
  s.pill(1110, 252, 140, 11, '#fff', 0.6);
  for (let week = 0; week < 5; week++) {
    for (let day = 0; day < 7; day++) {
      const booked = (week * 7 + day) % 9 === 4 || (week * 7 + day) % 11 === 2;
      s.add(
        `<rect x="${1110 + day * 46}" y="${296 + week * 46}" width="36" height="36" rx="10" fill="${booked ? sky : '#fff'}" fill-opacity="${booked ? 0.85 : 0.06}"/>`,
      );
    }
  }
  s.pill(1110, 546, 320, 60, rose, 0.18);
  s.add(
    `<path d="M1130 576 h40 l12 -18 l16 36 l14 -26 l10 8 h40" fill="none" stroke="${rose}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  s.pill(1290, 570, 110, 10, '#fff', 0.6);
};

const realEstate: Draw = (s) => {
  const accent = { primary: sky, secondary: indigo, highlight: cyan };
  backdrop(s, accent);
  // The map, with the listings on it.
  s.panel(130, 120, 820, 660, { chrome: true });
  s.add(`<rect x="131" y="168" width="818" height="611" rx="0" fill="${COLORS.night}" fill-opacity="0.5"/>`);
  for (let i = 0; i < 9; i++)
    s.add(
      `<rect x="131" y="${210 + i * 64}" width="818" height="${i % 3 ? 2 : 6}" fill="#fff" fill-opacity="${i % 3 ? 0.05 : 0.09}" transform="rotate(${i % 2 ? 3 : -2} 540 450)"/>`,
    );
  for (let i = 0; i < 11; i++)
    s.add(`<rect x="${170 + i * 74}" y="169" width="${i % 4 ? 2 : 6}" height="610" fill="#fff" fill-opacity="${i % 4 ? 0.05 : 0.09}"/>`);
  s.add(`<path d="M131 640 C300 560 420 700 600 600 S850 520 949 560 V779 H131 Z" fill="${cyan}" fill-opacity="0.08"/>`);
  const pins = [
    [300, 330],
    [520, 260],
    [640, 420],
    [420, 520],
    [760, 310],
    [820, 600],
  ] as const;
  pins.forEach(([x, y], i) => {
    const color = i === 2 ? sky : indigo;
    s.add(
      `<path d="M${x} ${y + 34} C${x - 30} ${y} ${x - 24} ${y - 30} ${x} ${y - 30} C${x + 24} ${y - 30} ${x + 30} ${y} ${x} ${y + 34} Z" fill="${color}"/>`,
      `<circle cx="${x}" cy="${y - 6}" r="9" fill="#fff"/>`,
    );
    if (i === 2) s.add(`<circle cx="${x}" cy="${y + 34}" r="40" fill="${sky}" fill-opacity="0.18"/>`);
  });
  s.panel(170, 200, 420, 56, { radius: 28, opacity: 0.1 });
  s.add(`<circle cx="204" cy="228" r="10" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>`);
  s.pill(230, 223, 190, 10, '#fff', 0.35);
  // Two listings.
  [0, 1].forEach((i) => {
    const x = 1000;
    const y = 150 + i * 320;
    s.panel(x, y, 460, 290, { radius: 20 });
    s.gradientRect(x + 16, y + 16, 428, 160, { rx: 14, from: [i ? indigo : sky, 0.6], to: [violet, 0.35] });
    // A house, drawn in lines.
    const hx = x + 230;
    const hy = y + 112;
    s.add(
      `<path d="M${hx - 70} ${hy} L${hx} ${hy - 56} L${hx + 70} ${hy} V${hy + 50} H${hx - 70} Z" fill="#fff" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.7" stroke-width="3" stroke-linejoin="round"/>`,
    );
    s.add(`<rect x="${hx - 16}" y="${hy + 12}" width="32" height="38" rx="4" fill="#fff" fill-opacity="0.6"/>`);
    s.pill(x + 24, y + 198, 200, 12, '#fff', 0.7);
    s.pill(x + 24, y + 224, 140, 8, '#fff', 0.25);
    s.pill(x + 320, y + 196, 120, 30, i ? indigo : sky, 0.9);
    for (let k = 0; k < 3; k++) s.pill(x + 24 + k * 74, y + 252, 60, 16, '#fff', 0.1);
  });
};

// --- Services ----------------------------------------------------------------------------------

const aiAutomationService: Draw = (s) => {
  const accent = { primary: violet, secondary: cyan, highlight: indigo };
  backdrop(s, accent);
  // A workflow: sources -> the model -> actions.
  const sources = [250, 450, 650];
  const actions = [300, 450, 600];
  sources.forEach((y, i) => {
    s.node(260, y, 110, [indigo, sky, violet][i]!);
    s.link(315, y, 690, 450, violet, { dashed: i === 1 });
  });
  s.add(`<circle cx="800" cy="450" r="130" fill="none" stroke="${violet}" stroke-opacity="0.3" stroke-width="2" stroke-dasharray="6 10"/>`);
  s.add(`<circle cx="800" cy="450" r="96" fill="${s.linear([[violet], [indigo]])}"/>`);
  s.sparkle(800, 450, 48, '#fff');
  s.sparkle(872, 372, 16, cyan);
  actions.forEach((y, i) => {
    s.link(910, 450, 1080, y, cyan, { dashed: i === 2 });
    s.node(1130, y, 96, [cyan, emerald, cyan][i]!);
  });
  s.panel(1230, 220, 250, 460, { radius: 20 });
  for (let i = 0; i < 6; i++) {
    s.check(1268, 270 + i * 70, 14, i < 5 ? emerald : amber);
    s.pill(1294, 262 + i * 70, s.between(100, 150), 9, '#fff', 0.45);
    s.pill(1294, 280 + i * 70, s.between(60, 100), 7, '#fff', 0.15);
  }
};

const webDevelopment: Draw = (s) => {
  const accent = { primary: indigo, secondary: sky, highlight: fuchsia };
  backdrop(s, accent);
  // The site being built.
  s.panel(160, 110, 900, 640, { chrome: true });
  s.pill(260, 128, 520, 26, '#fff', 0.06);
  s.gradientRect(190, 190, 840, 250, { rx: 16, from: [indigo, 0.55], to: [fuchsia, 0.25], x2: 1, y2: 0.6 });
  s.lines(230, 240, 420, 3, { gap: 34, height: 12 });
  s.pill(230, 360, 150, 44, '#fff', 0.9);
  s.pill(396, 360, 150, 44, '#fff', 0.15);
  for (let i = 0; i < 3; i++) {
    s.panel(190 + i * 286, 470, 268, 250, { radius: 16, opacity: 0.04 });
    s.add(`<rect x="${214 + i * 286}" y="494" width="48" height="48" rx="12" fill="${[indigo, sky, fuchsia][i]}" fill-opacity="0.7"/>`);
    s.lines(214 + i * 286, 566, 220, 4, { gap: 28 });
  }
  // Its code.
  s.panel(900, 300, 560, 470, { radius: 20, chrome: true });
  const palette = [violet, sky, '#ffffff', emerald, amber, fuchsia];
  for (let i = 0; i < 12; i++) {
    let x = 940 + (i % 4 === 0 ? 0 : (i % 3) * 28);
    s.add(`<rect x="902" y="${372 + i * 30}" width="22" height="8" rx="4" fill="#fff" fill-opacity="0.12"/>`);
    for (let k = 0; k < 3; k++) {
      const w = s.between(40, 130);
      if (x + w > 1420) break;
      s.pill(x, 370 + i * 30, w, 10, palette[(i + k * 2) % palette.length]!, k === 0 ? 0.8 : 0.45);
      x += w + 14;
    }
  }
  // Scores above 95.
  for (const [i, share] of [0.99, 0.97, 1].entries()) {
    s.donut(1230 + i * 90, 200, 32, share, emerald, { thickness: 7 });
  }
};

const mobileDevelopment: Draw = (s) => {
  const accent = { primary: violet, secondary: sky, highlight: emerald };
  backdrop(s, accent);
  const left = s.phone(330, 170, 300, 620);
  s.pill(left.x + 28, left.y + 66, 140, 12, '#fff', 0.7);
  for (let i = 0; i < 5; i++) {
    s.panel(left.x + 20, left.y + 110 + i * 84, left.w - 40, 70, { radius: 14, opacity: 0.05 });
    s.add(`<circle cx="${left.x + 56}" cy="${left.y + 145 + i * 84}" r="18" fill="${[violet, sky, emerald, amber, fuchsia][i]}" fill-opacity="0.7"/>`);
    s.pill(left.x + 88, left.y + 134 + i * 84, s.between(90, 140), 9, '#fff', 0.5);
    s.pill(left.x + 88, left.y + 152 + i * 84, s.between(50, 90), 7, '#fff', 0.18);
  }
  const middle = s.phone(650, 110, 330, 680);
  s.gradientRect(middle.x, middle.y, middle.w, 260, { rx: 36, from: [violet, 0.75], to: [sky, 0.45] });
  s.pill(middle.x + 30, middle.y + 80, 120, 10, '#fff', 0.6);
  s.pill(middle.x + 30, middle.y + 104, 190, 26, '#fff', 0.95);
  s.lineChart(middle.x + 30, middle.y + 160, middle.w - 60, 80, trend(s, 8, 0.3, 0.8, 0.1), '#ffffff');
  s.barChart(middle.x + 30, middle.y + 310, middle.w - 60, 150, trend(s, 7, 0.4, 0.9, 0.15), [sky, violet]);
  for (let i = 0; i < 2; i++) {
    s.panel(middle.x + 20, middle.y + 500 + i * 76, middle.w - 40, 62, { radius: 14, opacity: 0.05 });
    s.pill(middle.x + 44, middle.y + 522 + i * 76, 150, 9, '#fff', 0.45);
  }
  const right = s.phone(1000, 210, 280, 580);
  s.add(`<circle cx="${right.x + right.w / 2}" cy="${right.y + 200}" r="86" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="18"/>`);
  s.donut(right.x + right.w / 2, right.y + 200, 86, 0.72, emerald, { thickness: 18 });
  s.pill(right.x + right.w / 2 - 44, right.y + 190, 88, 20, '#fff', 0.85);
  s.lines(right.x + 30, right.y + 340, right.w - 60, 4, { gap: 30 });
  // A notification arriving.
  s.panel(1090, 130, 370, 96, { radius: 22, tint: sky, opacity: 0.12 });
  s.add(`<rect x="1112" y="152" width="52" height="52" rx="14" fill="${s.linear([[violet], [sky]])}"/>`);
  s.pill(1184, 160, 190, 11, '#fff', 0.7);
  s.pill(1184, 184, 140, 8, '#fff', 0.25);
};

const staffAugmentation: Draw = (s) => {
  const accent = { primary: indigo, secondary: cyan, highlight: violet };
  backdrop(s, accent);
  // The client's team, with the engineers who joined it highlighted.
  const colors = [indigo, violet, sky, cyan, emerald, fuchsia];
  s.panel(140, 150, 640, 600, { radius: 24 });
  s.pill(180, 190, 200, 12, '#fff', 0.6);
  for (let i = 0; i < 6; i++) {
    const x = 180 + (i % 3) * 196;
    const y = 240 + Math.floor(i / 3) * 240;
    const joined = i === 2 || i === 4;
    s.panel(x, y, 176, 216, { radius: 18, tint: joined ? cyan : '#ffffff', opacity: joined ? 0.14 : 0.04 });
    s.person(x + 88, y + 78, 48, colors[i]!);
    s.pill(x + 34, y + 148, 108, 10, '#fff', 0.6);
    s.pill(x + 50, y + 170, 76, 16, joined ? cyan : '#fff', joined ? 0.5 : 0.12);
    if (joined) s.check(x + 150, y + 26, 14, cyan);
  }
  // The sprint board they work on.
  s.panel(840, 150, 620, 360, { radius: 24, chrome: true });
  for (let column = 0; column < 3; column++) {
    for (let i = 0; i < 3 - (column === 2 ? 1 : 0); i++) {
      const x = 868 + column * 196;
      const y = 218 + i * 92;
      s.panel(x, y, 178, 76, { radius: 12, opacity: 0.05 });
      s.pill(x + 16, y + 18, s.between(90, 140), 9, '#fff', 0.5);
      s.add(`<circle cx="${x + 150}" cy="${y + 52}" r="12" fill="${colors[(column * 3 + i) % 6]}" fill-opacity="0.8"/>`);
    }
  }
  // Velocity, going up once the team grew.
  s.panel(840, 540, 620, 210, { radius: 24 });
  s.barChart(880, 590, 540, 130, [0.35, 0.4, 0.38, 0.45, 0.62, 0.7, 0.78, 0.85], [cyan, indigo]);
};

// --- Home hero slides (4:3) ---------------------------------------------------------------------

const heroCustomSoftware: Draw = (s) => {
  const accent = { primary: indigo, secondary: violet, highlight: cyan };
  backdrop(s, accent);
  // The layers of a platform: data, services, the apps on top, lifted apart.
  const layer = (y: number, color: string, label: number) => {
    const top = `M800 ${y - 150} L1240 ${y} L800 ${y + 150} L360 ${y} Z`;
    s.add(`<path d="M360 ${y} V${y + 40} L800 ${y + 190} L1240 ${y + 40} V${y} L800 ${y + 150} Z" fill="${color}" fill-opacity="0.35"/>`);
    s.add(
      `<path d="${top}" fill="${s.linear([
        [color, 0.55],
        [COLORS.deep, 0.9],
      ])}" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`,
    );
    for (let i = 0; i < label; i++) {
      const cx = 660 + i * 90;
      const cy = y - 30 + i * 30;
      s.add(`<path d="M${cx} ${cy - 26} L${cx + 60} ${cy} L${cx} ${cy + 26} L${cx - 60} ${cy} Z" fill="#fff" fill-opacity="0.18"/>`);
    }
  };
  layer(860, cyan, 2);
  layer(620, violet, 3);
  layer(380, indigo, 4);
  for (const x of [560, 800, 1040]) s.add(`<path d="M${x} 300 V900" stroke="#fff" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="4 10"/>`);
  s.kpi(110, 140, 300, 130, emerald);
  s.kpi(1190, 960, 300, 130, cyan);
  s.check(1390, 200, 30, emerald);
  s.sparkle(200, 1000, 30, '#fff', 0.8);
};

const heroAiAutomation: Draw = (s) => {
  const accent = { primary: violet, secondary: fuchsia, highlight: cyan };
  backdrop(s, accent);
  // A network converging on the model.
  const layers = [[300, 470, 640, 810, 980].map((y) => [260, y] as const), [380, 560, 740, 920].map((y) => [540, y] as const)];
  const core = [860, 640] as const;
  for (const [x, y] of layers[0]!)
    for (const [x2, y2] of layers[1]!) s.add(`<path d="M${x} ${y} L${x2} ${y2}" stroke="${violet}" stroke-opacity="0.25" stroke-width="2"/>`);
  for (const [x, y] of layers[1]!) s.link(x, y, core[0] - 150, core[1], fuchsia, { opacity: 0.55 });
  for (const [x, y] of [...layers[0]!, ...layers[1]!]) s.add(`<circle cx="${x}" cy="${y}" r="22" fill="${COLORS.deep}" stroke="${violet}" stroke-width="4"/>`);
  for (const radius of [230, 180])
    s.add(
      `<circle cx="${core[0]}" cy="${core[1]}" r="${radius}" fill="none" stroke="#fff" stroke-opacity="${radius === 230 ? 0.08 : 0.16}" stroke-width="2" stroke-dasharray="${radius === 230 ? '3 12' : '0'}"/>`,
    );
  s.add(`<circle cx="${core[0]}" cy="${core[1]}" r="140" fill="${s.linear([[violet], [fuchsia]])}"/>`);
  s.sparkle(core[0], core[1], 70, '#fff');
  s.sparkle(core[0] + 110, core[1] - 120, 22, cyan);
  // What comes out: finished tasks.
  s.panel(1140, 400, 340, 480, { radius: 24 });
  for (let i = 0; i < 5; i++) {
    s.check(1186, 460 + i * 86, 18, i < 4 ? emerald : amber);
    s.pill(1220, 450 + i * 86, s.between(140, 200), 10, '#fff', 0.55);
    s.pill(1220, 472 + i * 86, s.between(80, 140), 8, '#fff', 0.18);
  }
  s.link(core[0] + 140, core[1], 1140, 640, cyan);
};

const heroKyc: Draw = (s) => {
  const accent = { primary: cyan, secondary: violet, highlight: emerald };
  backdrop(s, accent);
  const cx = 760;
  const cy = 600;
  for (const radius of [420, 340])
    s.add(
      `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${cyan}" stroke-opacity="${radius === 420 ? 0.12 : 0.22}" stroke-width="2" stroke-dasharray="${radius === 420 ? '2 14' : '40 18'}"/>`,
    );
  s.add(
    `<circle cx="${cx}" cy="${cy}" r="270" fill="${s.linear([
      [violet, 0.45],
      [cyan, 0.25],
    ])}"/>`,
  );
  s.person(cx, cy + 10, 230, 'none');
  scanCorners(s, cx, cy, { spanX: 300, spanY: 300, arm: 70, width: 10 });
  s.add(`<rect x="${cx - 320}" y="${cy - 60}" width="640" height="6" rx="3" fill="${cyan}"/>`);
  s.gradientRect(cx - 320, cy - 120, 640, 60, { from: [cyan, 0], to: [cyan, 0.25], x2: 0, y2: 1 });
  s.shield(1290, 310, 200, s.linear([[cyan], [violet]]));
  s.panel(1100, 820, 400, 220, { radius: 24 });
  for (let i = 0; i < 3; i++) {
    s.check(1144, 870 + i * 62, 16, emerald);
    s.pill(1176, 862 + i * 62, s.between(150, 220), 10, '#fff', 0.55);
  }
  s.add(`<g transform="rotate(-8 300 940)">`);
  s.panel(110, 830, 380, 230, { radius: 22, tint: cyan, opacity: 0.08 });
  s.gradientRect(140, 864, 110, 140, { rx: 12, from: [cyan, 0.5], to: [violet, 0.5] });
  s.lines(276, 876, 180, 4, { gap: 30 });
  s.add('</g>');
};

const heroStaff: Draw = (s) => {
  const accent = { primary: indigo, secondary: cyan, highlight: violet };
  backdrop(s, accent);
  const cx = 800;
  const cy = 620;
  for (const radius of [250, 420]) s.add(`<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="2"/>`);
  s.add(`<circle cx="${cx}" cy="${cy}" r="150" fill="${s.linear([[indigo], [violet]])}"/>`);
  // The code the team shares, as brackets.
  s.add(
    `<path d="M${cx - 30} ${cy - 50} L${cx - 80} ${cy} L${cx - 30} ${cy + 50} M${cx + 30} ${cy - 50} L${cx + 80} ${cy} L${cx + 30} ${cy + 50}" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  const colors = [indigo, violet, sky, cyan, emerald, fuchsia, indigo, sky];
  for (let i = 0; i < 8; i++) {
    const angle = (i / 8) * Math.PI * 2 - Math.PI / 2;
    const radius = i % 2 ? 250 : 420;
    const x = cx + Math.cos(angle) * radius;
    const y = cy + Math.sin(angle) * radius;
    s.add(`<path d="M${cx} ${cy} L${x.toFixed(1)} ${y.toFixed(1)}" stroke="${cyan}" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="6 8"/>`);
    s.person(x, y, i % 2 ? 56 : 70, colors[i]!);
    if (i === 1 || i === 5) s.check(x + 50, y - 48, 18, cyan);
  }
  s.kpi(1150, 150, 330, 140, cyan);
  s.kpi(120, 940, 330, 140, emerald);
};

// --- SaaS products (16:10, with their wordmarks) -------------------------------------------------

function productFrame(s: Scene, name: string, accent: Accent) {
  backdrop(s, accent);
  s.panel(110, 90, 1380, 820, { chrome: true });
  s.add(`<rect x="111" y="138" width="300" height="771" fill="#fff" fill-opacity="0.025"/>`);
  s.add(`<rect x="150" y="170" width="44" height="44" rx="12" fill="${s.linear([[accent.primary], [accent.secondary]])}"/>`);
  s.sparkle(172, 192, 12, '#fff');
  s.add(lettering(name, 212, 181, { size: 22, color: '#ffffff', weight: 13, tracking: 26 }));
  sidebar(s, 410, 230, 600, accent.primary, 7);
}

const invoxa: Draw = (s) => {
  const accent = { primary: indigo, secondary: emerald, highlight: violet };
  productFrame(s, 'Invoxa', accent);
  s.lines(450, 180, 400, 1);
  s.pill(1290, 170, 170, 40, indigo, 0.95);
  s.pill(1320, 186, 110, 8, '#fff', 0.9);
  [emerald, indigo, amber].forEach((color, i) => s.kpi(450 + i * 340, 240, 320, 130, color));
  s.panel(450, 400, 660, 480, { radius: 18 });
  s.pill(480, 430, 160, 10, '#fff', 0.5);
  s.barChart(480, 480, 600, 220, trend(s, 12, 0.3, 0.85, 0.12), [indigo, violet]);
  s.lineChart(480, 480, 600, 220, trend(s, 12, 0.2, 0.7, 0.05), emerald, { gridLines: 0 });
  for (let i = 0; i < 3; i++) s.pill(480 + i * 140, 730 + 40, 110, 10, '#fff', 0.15);
  s.panel(1130, 400, 330, 480, { radius: 18 });
  s.pill(1160, 430, 140, 10, '#fff', 0.5);
  [emerald, emerald, amber, emerald, indigo].forEach((color, i) => {
    s.add(`<circle cx="${1176}" cy="${490 + i * 76}" r="16" fill="${color}" fill-opacity="0.3"/>`);
    s.pill(1204, 480 + i * 76, 120, 9, '#fff', 0.5);
    s.pill(1204, 498 + i * 76, 80, 7, '#fff', 0.18);
    s.pill(1380, 484 + i * 76, 56, 14, color, 0.7);
  });
};

const teamlytic: Draw = (s) => {
  const accent = { primary: violet, secondary: cyan, highlight: fuchsia };
  productFrame(s, 'Teamlytic', accent);
  s.lines(450, 180, 400, 1);
  // Who works on what this week: a workload grid.
  s.panel(450, 240, 700, 640, { radius: 18 });
  s.pill(480, 270, 180, 10, '#fff', 0.5);
  const people = [indigo, violet, sky, cyan, emerald, fuchsia, amber];
  people.forEach((color, i) => {
    const y = 320 + i * 78;
    s.person(500, y + 24, 24, color);
    s.pill(536, y + 14, 90, 9, '#fff', 0.5);
    for (let day = 0; day < 5; day++) {
      const load = s.random();
      const over = i === 3 && day > 1;
      s.add(
        `<rect x="${680 + day * 92}" y="${y}" width="80" height="48" rx="10" fill="${over ? COLORS.rose : load > 0.5 ? violet : cyan}" fill-opacity="${over ? 0.75 : 0.15 + load * 0.5}"/>`,
      );
    }
  });
  // The status report it wrote.
  s.panel(1170, 240, 290, 380, { radius: 18, tint: violet, opacity: 0.1 });
  s.add(`<circle cx="1206" cy="280" r="18" fill="${s.linear([[violet], [cyan]])}"/>`);
  s.sparkle(1206, 280, 9, '#fff');
  s.pill(1236, 274, 120, 10, '#fff', 0.6);
  s.lines(1196, 330, 240, 8, { gap: 30, heading: false });
  s.panel(1170, 640, 290, 240, { radius: 18 });
  s.donut(1315, 760, 70, 0.82, cyan, { thickness: 16 });
};

// --- Insights posts -------------------------------------------------------------------------------

/** A ring cut into coloured arcs, one per share (the shares add up to 1 or less). */
function segmentedRing(s: Scene, cx: number, cy: number, radius: number, shares: [number, string][], thickness: number) {
  const circumference = 2 * Math.PI * radius;
  s.add(`<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="${thickness}"/>`);
  let start = 0;
  for (const [share, color] of shares) {
    const length = Math.max(0, circumference * share - 6);
    s.add(
      `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${color}" stroke-width="${thickness}" stroke-dasharray="${length.toFixed(1)} ${circumference.toFixed(1)}" stroke-dashoffset="${(-circumference * start).toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`,
    );
    start += share;
  }
}

/** A slider: a track, its filled part and the knob at `value` (0 to 1). */
function slider(s: Scene, x: number, y: number, w: number, value: number, color: string) {
  s.pill(x, y - 4, w, 8, '#fff', 0.1);
  s.pill(x, y - 4, w * value, 8, color, 0.85);
  s.add(`<circle cx="${x + w * value}" cy="${y}" r="14" fill="#fff"/><circle cx="${x + w * value}" cy="${y}" r="6" fill="${color}"/>`);
}

/** How We Estimate: the breakdown by role (hours x rate = cost), the choices that move it and the total by role. */
const postEstimate: Draw = (s) => {
  const accent = { primary: indigo, secondary: amber, highlight: emerald };
  backdrop(s, accent);
  const roles = [violet, sky, indigo, cyan, amber, emerald, fuchsia];
  const costs = [0.55, 0.8, 0.95, 0.4, 0.3, 0.45, 0.25];
  s.panel(150, 120, 800, 660, { chrome: true });
  s.lines(190, 196, 360, 1);
  s.pill(790, 190, 120, 30, indigo, 0.25);
  s.pill(812, 201, 76, 8, '#fff', 0.7);
  roles.forEach((color, i) => {
    const y = 256 + i * 58;
    s.add(`<rect x="190" y="${y}" width="14" height="14" rx="4" fill="${color}"/>`);
    s.pill(220, y + 2, s.between(90, 130), 10, '#fff', 0.5);
    // hours x rate, then the cost as a bar
    s.pill(380, y + 1, 44, 12, '#fff', 0.3);
    s.add(`<path d="M440 ${y + 3} l8 8 M448 ${y + 3} l-8 8" stroke="#fff" stroke-opacity="0.45" stroke-width="2.5" stroke-linecap="round"/>`);
    s.pill(464, y + 1, 36, 12, '#fff', 0.3);
    s.pill(530, y - 2, 380 * costs[i]!, 18, color, 0.75);
    s.add(`<rect x="190" y="${y + 36}" width="720" height="1" fill="#fff" fill-opacity="0.06"/>`);
  });
  s.add('<rect x="190" y="666" width="720" height="2" fill="#fff" fill-opacity="0.25"/>');
  s.pill(190, 700, 120, 14, '#fff', 0.6);
  s.pill(700, 690, 210, 34, '#fff', 0.9);
  // The choices: scale, design level, timeline.
  s.panel(1000, 120, 450, 300, { radius: 22 });
  s.pill(1036, 156, 150, 11, '#fff', 0.6);
  [
    [0.35, indigo],
    [0.7, amber],
    [0.5, emerald],
  ].forEach(([value, color], i) => {
    s.pill(1036, 214 + i * 66, 90, 8, '#fff', 0.3);
    slider(s, 1036, 242 + i * 66, 380, value as number, color as string);
  });
  // The total, by role.
  s.panel(1000, 450, 450, 330, { radius: 22 });
  const total = costs.reduce((sum, cost) => sum + cost, 0);
  segmentedRing(
    s,
    1130,
    615,
    86,
    roles.map((color, i) => [costs[i]! / total, color]),
    26,
  );
  s.pill(1098, 604, 64, 20, '#fff', 0.85);
  s.pill(1260, 540, 150, 12, '#fff', 0.55);
  s.pill(1260, 566, 110, 8, '#fff', 0.2);
  s.pill(1260, 610, 160, 26, amber, 0.9);
  // The expected range around it.
  s.add(`<path d="M1260 676 v14 h160 v-14" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`);
  s.pill(1300, 706, 80, 8, '#fff', 0.3);
  s.check(1410, 160, 20, emerald);
};

/** Fixed price or time and materials: a balance weighing fixed-price milestones against hours worked. */
const postFixedVsTimeAndMaterials: Draw = (s) => {
  const accent = { primary: sky, secondary: fuchsia, highlight: violet };
  backdrop(s, accent);
  // The balance: a post, a beam tilted towards the fixed price, and the two pans hanging from it.
  const beam = s.linear([[sky], [fuchsia]], { x2: 1, y2: 0 });
  s.gradientRect(790, 190, 20, 570, { rx: 6, from: ['#ffffff', 0.3], to: ['#ffffff', 0.08], x2: 0, y2: 1 });
  s.pill(700, 752, 200, 20, '#fff', 0.2);
  const tilt = Math.tan((4 * Math.PI) / 180);
  const ends = [
    [410, 190 + 390 * tilt, 360],
    [1190, 190 - 390 * tilt, 310],
  ] as const;
  for (const [x, y, top] of ends)
    s.add(`<path d="M${x - 200} ${top} L${x} ${y.toFixed(1)} L${x + 200} ${top}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`);
  s.add(`<rect x="400" y="182" width="800" height="16" rx="8" fill="${beam}" transform="rotate(-4 800 190)"/>`);
  for (const [x, y] of ends) s.add(`<circle cx="${x}" cy="${y.toFixed(1)}" r="9" fill="#fff"/>`);
  s.add(
    `<circle cx="800" cy="190" r="26" fill="${COLORS.deep}" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/><circle cx="800" cy="190" r="8" fill="#fff"/>`,
  );
  // Left: fixed price, as milestones, each with its price and a lock.
  const left = { x: 150, y: 360, w: 520, h: 400 };
  s.panel(left.x, left.y, left.w, left.h, { radius: 24, tint: sky, opacity: 0.08 });
  s.pill(left.x + 32, left.y + 36, 170, 12, '#fff', 0.6);
  s.pill(left.x + 32, left.y + 60, 110, 8, '#fff', 0.2);
  // The agreed price, fixed.
  s.pill(left.x + 32, left.y + 96, 200, 34, '#fff', 0.9);
  const lockX = left.x + left.w - 70;
  s.add(`<path d="M${lockX - 16} ${left.y + 50} v-12 a16 16 0 0 1 32 0 v12" fill="none" stroke="${sky}" stroke-width="5"/>`);
  s.add(`<rect x="${lockX - 24}" y="${left.y + 48}" width="48" height="38" rx="8" fill="${sky}"/>`);
  s.add(`<rect x="${left.x + 60}" y="${left.y + 206}" width="${left.w - 120}" height="4" rx="2" fill="#fff" fill-opacity="0.2"/>`);
  [0, 1, 2, 3].forEach((i) => {
    const cx = left.x + 60 + (i * (left.w - 120)) / 3;
    const done = i < 2;
    s.add(
      `<rect x="${cx - 18}" y="${left.y + 190}" width="36" height="36" rx="6" transform="rotate(45 ${cx} ${left.y + 208})" fill="${done ? sky : COLORS.deep}" stroke="${sky}" stroke-width="3"/>`,
    );
    s.pill(cx - 40, left.y + 256, 80, 26, done ? sky : '#fff', done ? 0.25 : 0.08);
    s.pill(cx - 24, left.y + 265, 48, 8, '#fff', done ? 0.8 : 0.3);
  });
  s.pill(left.x + 32, left.y + 320, left.w - 64, 48, emerald, 0.14);
  s.check(left.x + 62, left.y + 344, 14, emerald);
  s.pill(left.x + 90, left.y + 339, 200, 10, emerald, 0.85);
  // Right: time and materials, as hours by week and a clock.
  const right = { x: 930, y: 310, w: 520, h: 400 };
  s.panel(right.x, right.y, right.w, right.h, { radius: 24, tint: fuchsia, opacity: 0.08 });
  s.pill(right.x + 32, right.y + 36, 190, 12, '#fff', 0.6);
  const cx = right.x + right.w - 70;
  const cy = right.y + 66;
  s.add(
    `<circle cx="${cx}" cy="${cy}" r="30" fill="none" stroke="${fuchsia}" stroke-width="5"/><path d="M${cx} ${cy - 16} V${cy} L${cx + 12} ${cy + 8}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  s.barChart(right.x + 40, right.y + 130, right.w - 80, 190, [0.55, 0.7, 0.62, 0.8, 0.74, 0.9, 0.68, 0.85], [fuchsia, violet]);
  s.lineChart(right.x + 40, right.y + 130, right.w - 80, 190, [0.12, 0.24, 0.35, 0.48, 0.6, 0.72, 0.82, 0.92], '#ffffff', { gridLines: 0 });
  s.pill(right.x + 40, right.y + 346, 140, 9, '#fff', 0.3);
  s.pill(right.x + right.w - 180, right.y + 340, 140, 20, fuchsia, 0.8);
};

/** A discovery phase: notes from the workshops sorted into groups, becoming a prioritised backlog and a plan. */
const postDiscovery: Draw = (s) => {
  const accent = { primary: amber, secondary: violet, highlight: rose };
  backdrop(s, accent);
  // The workshop wall: sticky notes in three clusters.
  s.panel(130, 130, 700, 640, { radius: 24 });
  s.pill(170, 168, 180, 12, '#fff', 0.55);
  const clusters = [
    { x: 190, y: 230, columns: 2, notes: 4, color: amber },
    { x: 490, y: 230, columns: 2, notes: 3, color: violet },
    { x: 260, y: 520, columns: 3, notes: 5, color: rose },
  ];
  for (const { x, y, columns, notes, color } of clusters) {
    const rows = Math.ceil(notes / columns);
    s.add(
      `<rect x="${x - 24}" y="${y - 24}" width="${columns * 116 + 32}" height="${rows * 96 + 36}" rx="26" fill="none" stroke="${color}" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="8 8"/>`,
    );
    for (let i = 0; i < notes; i++) {
      const nx = x + (i % columns) * 116;
      const ny = y + Math.floor(i / columns) * 96;
      s.add(`<g transform="rotate(${s.between(-5, 5).toFixed(1)} ${nx + 50} ${ny + 42})">`);
      s.add(`<rect x="${nx}" y="${ny}" width="100" height="84" rx="6" fill="${color}" fill-opacity="${0.55 + (i % 2) * 0.2}"/>`);
      s.pill(nx + 14, ny + 20, s.between(48, 70), 8, COLORS.night, 0.45);
      s.pill(nx + 14, ny + 36, s.between(30, 56), 8, COLORS.night, 0.3);
      s.add('</g>');
    }
  }
  // A user and the journey drawn from the notes.
  s.person(730, 530, 40, violet);
  s.add(`<path d="M730 578 V700" stroke="#fff" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="6 8"/>`);
  for (const [i, y] of [610, 655, 700].entries())
    s.add(`<circle cx="730" cy="${y}" r="10" fill="${i === 2 ? emerald : '#fff'}" fill-opacity="${i === 2 ? 1 : 0.5}"/>`);
  s.link(830, 450, 910, 300, amber, { opacity: 0.7 });
  s.link(830, 450, 910, 620, violet, { opacity: 0.7 });
  // What it produces: a prioritised backlog...
  s.panel(910, 130, 540, 330, { radius: 22, chrome: true });
  [0.95, 0.75, 0.6, 0.4].forEach((priority, i) => {
    const y = 200 + i * 62;
    s.panel(940, y, 480, 50, { radius: 12, opacity: 0.05 });
    s.add(`<rect x="956" y="${y + 12}" width="26" height="26" rx="7" fill="${i < 2 ? amber : violet}" fill-opacity="${0.35 + priority * 0.6}"/>`);
    s.pill(1000, y + 15, s.between(170, 250), 9, '#fff', 0.55);
    s.pill(1000, y + 31, s.between(80, 140), 7, '#fff', 0.18);
    s.pill(1330, y + 17, 70, 16, i < 2 ? amber : '#fff', i < 2 ? 0.8 : 0.15);
  });
  // ...and a plan by milestone.
  s.panel(910, 490, 540, 280, { radius: 22 });
  s.pill(940, 522, 150, 11, '#fff', 0.55);
  for (let w = 0; w < 7; w++) s.add(`<rect x="${1000 + w * 60}" y="560" width="1" height="180" fill="#fff" fill-opacity="0.08"/>`);
  [
    [0, 2.2, amber],
    [1.6, 2.6, violet],
    [3.4, 2.2, rose],
    [4.8, 2.2, sky],
  ].forEach(([start, length, color], i) => {
    s.pill(1000 + (start as number) * 60, 574 + i * 40, (length as number) * 60, 22, color as string, 0.75);
    s.pill(940, 581 + i * 40, 40, 8, '#fff', 0.25);
  });
  // The first release.
  s.add(`<rect x="1239" y="556" width="2" height="190" fill="${emerald}" fill-opacity="0.7"/>`);
  s.add(`<rect x="1229" y="534" width="22" height="22" rx="4" transform="rotate(45 1240 545)" fill="${emerald}"/>`);
};

/** KYC without losing conversions: a funnel that stays wide, the capture screen that keeps it so, and the risk gauge. */
const postKyc: Draw = (s) => {
  const accent = { primary: emerald, secondary: cyan, highlight: sky };
  backdrop(s, accent);
  // The onboarding funnel, step by step: completion now (wide bars) over the steep drop-off it replaced (thin bars).
  s.panel(140, 130, 760, 640, { radius: 24 });
  s.pill(180, 170, 200, 12, '#fff', 0.6);
  s.pill(180, 194, 130, 8, '#fff', 0.2);
  const before = [1, 0.68, 0.46, 0.3];
  const after = [1, 0.96, 0.93, 0.9];
  const full = 560;
  before.forEach((share, i) => {
    const y = 250 + i * 124;
    s.add(`<circle cx="214" cy="${y + 24}" r="22" fill="#fff" fill-opacity="0.08"/>`);
    s.check(214, y + 24, 16, emerald);
    s.pill(260, y, full, 48, '#fff', 0.05);
    s.pill(260, y, full * after[i]!, 48, s.linear([[emerald], [cyan]], { x2: 1, y2: 0 }), 0.85);
    s.pill(280, y + 19, s.between(90, 140), 10, COLORS.night, 0.5);
    s.pill(260, y + 62, full * share, 10, rose, 0.55);
  });
  // The capture screen: a document in the frame, a progress of three steps.
  const screen = s.phone(960, 110, 300, 640);
  const cx = screen.x + screen.w / 2;
  [0, 1, 2].forEach((i) => {
    s.add(`<circle cx="${cx - 70 + i * 70}" cy="${screen.y + 74}" r="12" fill="${i < 2 ? emerald : '#fff'}" fill-opacity="${i < 2 ? 1 : 0.2}"/>`);
    if (i < 2) s.add(`<rect x="${cx - 58 + i * 70}" y="${screen.y + 72}" width="46" height="4" rx="2" fill="${emerald}"/>`);
  });
  s.pill(screen.x + 40, screen.y + 116, 170, 12, '#fff', 0.7);
  s.pill(screen.x + 40, screen.y + 140, 120, 8, '#fff', 0.25);
  const frame = { x: screen.x + 28, y: screen.y + 190, w: screen.w - 56, h: 170 };
  s.gradientRect(frame.x + 14, frame.y + 14, frame.w - 28, frame.h - 28, { rx: 12, from: [cyan, 0.35], to: [emerald, 0.2] });
  s.add(`<rect x="${frame.x + 30}" y="${frame.y + 34}" width="64" height="84" rx="8" fill="#fff" fill-opacity="0.25"/>`);
  s.person(frame.x + 62, frame.y + 76, 30, 'none');
  s.lines(frame.x + 110, frame.y + 40, frame.w - 150, 4, { gap: 22, height: 8 });
  for (const [dx, dy] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ] as const) {
    const x = frame.x + dx * frame.w;
    const y = frame.y + dy * frame.h;
    s.add(
      `<path d="M${x} ${y + (dy ? -30 : 30)} L${x} ${y} L${x + (dx ? -30 : 30)} ${y}" fill="none" stroke="${emerald}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  s.pill(screen.x + 40, screen.y + 400, screen.w - 80, 44, emerald, 0.14);
  s.check(screen.x + 66, screen.y + 422, 12, emerald);
  s.pill(screen.x + 88, screen.y + 417, 120, 9, emerald, 0.9);
  s.add(
    `<circle cx="${cx}" cy="${screen.y + screen.h - 70}" r="34" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/><circle cx="${cx}" cy="${screen.y + screen.h - 70}" r="24" fill="#fff" fill-opacity="0.9"/>`,
  );
  // The risk score: low.
  s.panel(1300, 470, 170, 300, { radius: 22 });
  const gx = 1385;
  const gy = 610;
  for (const [from, to, color] of [
    [180, 240, emerald],
    [240, 300, amber],
    [300, 360, rose],
  ] as const) {
    const a = (deg: number) => [gx + 60 * Math.cos((deg * Math.PI) / 180), gy + 60 * Math.sin((deg * Math.PI) / 180)].map((n) => n.toFixed(1)).join(' ');
    s.add(`<path d="M${a(from + 3)} A60 60 0 0 1 ${a(to - 3)}" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round"/>`);
  }
  s.add(
    `<path d="M${gx} ${gy} L${gx - 40} ${gy - 34}" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="${gx}" cy="${gy}" r="9" fill="#fff"/>`,
  );
  s.pill(1330, 660, 110, 10, '#fff', 0.5);
  s.pill(1330, 684, 80, 8, '#fff', 0.2);
  s.shield(1385, 300, 130, s.linear([[emerald], [cyan]]));
};

/** A RAG answer that cites its sources: each marked sentence tied to the highlighted passage it came from, and the evaluation scores. */
const postRag: Draw = (s) => {
  const accent = { primary: violet, secondary: cyan, highlight: fuchsia };
  backdrop(s, accent);
  const sources = [cyan, fuchsia, amber];
  // The question and the answer.
  s.panel(130, 120, 720, 90, { radius: 45, opacity: 0.08 });
  s.add(
    `<circle cx="182" cy="165" r="16" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="4"/><path d="M194 177 l14 14" stroke="#fff" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>`,
  );
  s.pill(226, 158, 380, 12, '#fff', 0.55);
  s.pill(760, 140, 70, 50, violet, 0.9);
  s.sparkle(795, 165, 13, '#fff');
  s.panel(130, 240, 720, 380, { radius: 24, tint: violet, opacity: 0.08 });
  s.add(`<circle cx="180" cy="290" r="22" fill="${s.linear([[violet], [cyan]])}"/>`);
  s.sparkle(180, 290, 11, '#fff');
  s.pill(216, 284, 160, 11, '#fff', 0.6);
  const markers: [number, number][] = [];
  // Each line of the answer: its width, and the source it cites (-1: none).
  (
    [
      [0.92, 0],
      [0.7, -1],
      [0.85, 1],
      [0.6, -1],
      [0.88, 2],
      [0.5, -1],
    ] as const
  ).forEach(([width, source], i) => {
    const y = 350 + i * 40;
    const w = 560 * width;
    s.pill(170, y, w, 12, '#fff', 0.22);
    if (source >= 0) {
      const color = sources[source]!;
      s.pill(170, y - 5, w, 22, color, 0.12);
      s.add(`<circle cx="${170 + w + 24}" cy="${y + 6}" r="13" fill="${color}"/>`);
      s.add(`<circle cx="${170 + w + 24}" cy="${y + 6}" r="4" fill="${COLORS.night}"/>`);
      markers.push([170 + w + 37, y + 6]);
    }
  });
  // The sources, each with the passage the answer used.
  sources.forEach((color, i) => {
    const x = 1020;
    const y = 120 + i * 225;
    s.panel(x, y, 430, 200, { radius: 18 });
    s.add(
      `<rect x="${x + 24}" y="${y + 24}" width="36" height="44" rx="6" fill="${color}" fill-opacity="0.3"/><path d="M${x + 46} ${y + 24} v12 h14" fill="none" stroke="${color}" stroke-width="3"/>`,
    );
    s.pill(x + 76, y + 30, s.between(170, 230), 11, '#fff', 0.6);
    s.pill(x + 76, y + 52, s.between(90, 130), 8, '#fff', 0.2);
    s.add(
      `<rect x="${x + 24}" y="${y + 92 + (i % 2) * 28}" width="382" height="46" rx="8" fill="${color}" fill-opacity="0.16"/><rect x="${x + 24}" y="${y + 92 + (i % 2) * 28}" width="5" height="46" rx="2" fill="${color}"/>`,
    );
    s.lines(x + 44, y + 98, 350, 4, { gap: 23, heading: false, height: 8 });
    const [mx, my] = markers[i]!;
    s.link(mx, my, x - 4, y + 115 + (i % 2) * 28, color, { opacity: 0.75 });
  });
  // The evaluation: retrieval, faithfulness, correctness, refusals.
  s.panel(130, 650, 720, 130, { radius: 22 });
  [0.94, 0.97, 0.9, 0.86].forEach((share, i) => {
    const cx = 196 + i * 168;
    s.donut(cx, 715, 34, share, i === 3 ? cyan : emerald, { thickness: 9 });
    s.pill(cx + 48, 700, 62, 9, '#fff', 0.45);
    s.pill(cx + 48, 718, 40, 7, '#fff', 0.2);
  });
};

/** The first two weeks of an augmented engineer: ten working days with their milestones, the first merged change and the checklist. */
const postOnboarding: Draw = (s) => {
  const accent = { primary: cyan, secondary: rose, highlight: indigo };
  backdrop(s, accent);
  // Two weeks, day by day: access, first change, merged, a feature demoed.
  s.panel(130, 120, 900, 300, { radius: 24, chrome: true });
  for (let week = 0; week < 2; week++) {
    s.pill(160, 190 + week * 112, 60, 10, '#fff', 0.45);
    for (let day = 0; day < 5; day++) {
      const index = week * 5 + day;
      const x = 250 + day * 152;
      const y = 174 + week * 112;
      const done = index < 7;
      s.add(
        `<rect x="${x}" y="${y}" width="136" height="96" rx="14" fill="${done ? cyan : '#fff'}" fill-opacity="${done ? 0.1 + index * 0.03 : 0.04}" stroke="#fff" stroke-opacity="0.08"/>`,
      );
      s.pill(x + 16, y + 16, 30, 8, '#fff', done ? 0.5 : 0.2);
      if (index === 0) {
        // A key: the accounts are ready.
        s.add(
          `<circle cx="${x + 50}" cy="${y + 60}" r="14" fill="none" stroke="${amber}" stroke-width="5"/><path d="M${x + 64} ${y + 60} h42 m-12 0 v12 m-14 -12 v9" fill="none" stroke="${amber}" stroke-width="5" stroke-linecap="round"/>`,
        );
      }
      if (index === 2 || index === 4) s.check(x + 68, y + 60, 18, emerald);
      if (index === 6) s.add(`<circle cx="${x + 68}" cy="${y + 60}" r="18" fill="none" stroke="${cyan}" stroke-width="4" stroke-dasharray="6 6"/>`);
      if (index === 9) s.sparkle(x + 68, y + 60, 22, rose);
    }
  }
  // The first change: the new engineer and their buddy, a branch off main, reviewed and merged back.
  s.panel(130, 450, 900, 330, { radius: 24 });
  s.person(200, 530, 36, cyan);
  s.person(280, 530, 36, rose);
  s.pill(336, 516, 200, 10, '#fff', 0.5);
  s.pill(336, 536, 130, 8, '#fff', 0.2);
  const mainY = 705;
  s.add(`<rect x="180" y="${mainY - 3}" width="800" height="6" rx="3" fill="#fff" fill-opacity="0.3"/>`);
  s.add(
    `<path d="M330 ${mainY} C400 ${mainY} 400 610 470 610 H700 C770 610 770 ${mainY} 840 ${mainY}" fill="none" stroke="${cyan}" stroke-width="6" stroke-linecap="round"/>`,
  );
  for (const x of [220, 330, 940]) s.add(`<circle cx="${x}" cy="${mainY}" r="14" fill="${COLORS.deep}" stroke="#fff" stroke-opacity="0.7" stroke-width="5"/>`);
  for (const x of [490, 590, 680]) s.add(`<circle cx="${x}" cy="610" r="14" fill="${COLORS.deep}" stroke="${cyan}" stroke-width="5"/>`);
  s.add(`<circle cx="840" cy="${mainY}" r="28" fill="${emerald}" fill-opacity="0.25"/>`);
  s.check(840, mainY, 16, emerald);
  // What to prepare before day one.
  s.panel(1070, 120, 390, 660, { radius: 24, tint: cyan, opacity: 0.06 });
  s.pill(1106, 160, 190, 12, '#fff', 0.6);
  s.pill(1106, 184, 120, 8, '#fff', 0.2);
  for (let i = 0; i < 6; i++) {
    const y = 250 + i * 84;
    s.panel(1096, y - 28, 338, 62, { radius: 14, opacity: 0.04 });
    if (i < 5) s.check(1130, y + 3, 15, i < 4 ? emerald : cyan);
    else s.add(`<circle cx="1130" cy="${y + 3}" r="15" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>`);
    s.pill(1160, y - 6, s.between(150, 230), 10, '#fff', 0.55);
    s.pill(1160, y + 12, s.between(80, 130), 7, '#fff', 0.18);
  }
};

export const DRAWINGS = {
  caseStudies: {
    'ai-invoicing-automation': invoicing,
    'kyc-identity-verification': kyc,
    'enterprise-ai-knowledge-platform': knowledge,
    'b2b-sales-automation': salesAutomation,
    'mental-health-teletherapy-app': teletherapy,
    'real-estate-property-platform': realEstate,
  } as Record<string, Draw>,
  services: {
    'ai-automation': aiAutomationService,
    'web-development': webDevelopment,
    'mobile-development': mobileDevelopment,
    'staff-augmentation': staffAugmentation,
  } as Record<string, Draw>,
  hero: {
    'custom-software': heroCustomSoftware,
    'ai-automation': heroAiAutomation,
    'kyc-verification': heroKyc,
    'staff-augmentation': heroStaff,
  } as Record<string, Draw>,
  saas: { invoxa, teamlytic } as Record<string, Draw>,
  posts: {
    'how-we-estimate-software-projects': postEstimate,
    'fixed-price-vs-time-and-materials': postFixedVsTimeAndMaterials,
    'what-a-discovery-phase-should-produce': postDiscovery,
    'identity-verification-without-losing-conversions': postKyc,
    'rag-assistant-that-cites-its-sources': postRag,
    'onboarding-augmented-engineers': postOnboarding,
  } as Record<string, Draw>,
};

/** A study added later, not drawn here: an abstract dashboard in colours of its own. */
export const genericCover: Draw = (s) => {
  const palettes = [
    { primary: indigo, secondary: cyan, highlight: violet },
    { primary: violet, secondary: fuchsia, highlight: indigo },
    { primary: sky, secondary: indigo, highlight: emerald },
  ];
  const accent = palettes[Math.floor(s.random() * palettes.length)]!;
  backdrop(s, accent);
  s.panel(200, 130, 1200, 640, { chrome: true });
  sidebar(s, 400, 180, 560, accent.primary);
  [accent.primary, accent.secondary, emerald].forEach((color, i) => s.kpi(440 + i * 310, 210, 290, 130, color));
  s.panel(440, 370, 600, 370, { radius: 18 });
  s.lineChart(470, 420, 540, 280, trend(s, 10, 0.2, 0.85), accent.secondary);
  s.panel(1060, 370, 310, 370, { radius: 18 });
  s.donut(1215, 555, 90, s.between(0.6, 0.9), accent.primary, { thickness: 20 });
};
