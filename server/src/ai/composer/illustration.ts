/**
 * Draws a recipe's illustration as a standalone SVG: the dish's vessel seen from above (plate,
 * bowl, tray, pan, board or baking dish) with coloured shapes for its main ingredients, shaped
 * by how each is cut. Deterministic for a title and ingredient list; no scripts, no external
 * references, no text (so no fonts are needed).
 */
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { hashString, seededRandom } from '#server/src/ai/seed.ts';
import type { Vessel } from './dish.ts';

export interface IllustrationInput {
  readonly title: string;
  readonly vessel: Vessel;
  /** Ingredients to show, most important first. */
  readonly items: readonly CatalogueItem[];
  /** Whether the dish is served hot (draws steam). */
  readonly hot: boolean;
}

const SIZE = 512;
const CENTER = SIZE / 2;
const BACKGROUNDS = ['#fde8d7', '#e8f3e4', '#e6eef8', '#fbefd0', '#f3e6f2', '#e4f2f1', '#f6e3df'];

function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

function safeColor(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color : '#999999';
}

/** Mixes a colour with white (amount > 0) or black (amount < 0). */
function shade(color: string, amount: number): string {
  const hex = safeColor(color).slice(1);
  const channels = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const target = amount >= 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

interface Area {
  readonly cx: number;
  readonly cy: number;
  readonly rx: number;
  readonly ry: number;
}

function vesselSvg(vessel: Vessel, fill: string): { svg: string; area: Area } {
  switch (vessel) {
    case 'bowl':
      return {
        svg:
          `<circle cx="${CENTER}" cy="${CENTER}" r="200" fill="#ffffff" stroke="#e2dcd3" stroke-width="6"/>` +
          `<circle cx="${CENTER}" cy="${CENTER}" r="168" fill="${fill}"/>` +
          `<circle cx="${CENTER}" cy="${CENTER}" r="168" fill="none" stroke="#000000" stroke-opacity="0.08" stroke-width="10"/>`,
        area: { cx: CENTER, cy: CENTER, rx: 140, ry: 140 },
      };
    case 'tray':
      return {
        svg:
          `<rect x="56" y="106" width="400" height="300" rx="28" fill="#5b6068"/>` +
          `<rect x="74" y="124" width="364" height="264" rx="18" fill="#efe4cf"/>`,
        area: { cx: CENTER, cy: CENTER, rx: 160, ry: 110 },
      };
    case 'pan':
      return {
        svg:
          `<rect x="400" y="238" width="100" height="36" rx="14" fill="#2c2e33"/>` +
          `<circle cx="236" cy="${CENTER}" r="178" fill="#2c2e33"/>` +
          `<circle cx="236" cy="${CENTER}" r="156" fill="${fill}"/>`,
        area: { cx: 236, cy: CENTER, rx: 128, ry: 128 },
      };
    case 'board':
      return {
        svg:
          `<rect x="46" y="96" width="420" height="320" rx="36" fill="#c8965c"/>` +
          `<path d="M80 170 C200 150 320 190 440 165 M70 260 C190 240 330 280 440 255 M90 350 C210 330 320 370 430 345" stroke="#b07f48" stroke-width="4" fill="none"/>` +
          `<ellipse cx="170" cy="250" rx="105" ry="90" fill="#f1dcab"/>` +
          `<ellipse cx="342" cy="262" rx="105" ry="90" fill="#f1dcab"/>`,
        area: { cx: CENTER, cy: 256, rx: 170, ry: 70 },
      };
    case 'dish':
      return {
        svg:
          `<ellipse cx="${CENTER}" cy="${CENTER}" rx="222" ry="172" fill="#c9553a"/>` +
          `<ellipse cx="${CENTER}" cy="${CENTER}" rx="196" ry="148" fill="${fill}"/>`,
        area: { cx: CENTER, cy: CENTER, rx: 165, ry: 118 },
      };
    case 'plate':
    default:
      return {
        svg:
          `<circle cx="${CENTER}" cy="${CENTER}" r="205" fill="#ffffff" stroke="#e2dcd3" stroke-width="5"/>` +
          `<circle cx="${CENTER}" cy="${CENTER}" r="162" fill="#fbf7f1"/>`,
        area: { cx: CENTER, cy: CENTER, rx: 135, ry: 135 },
      };
  }
}

function pointIn(area: Area, random: () => number): [number, number] {
  const angle = random() * Math.PI * 2;
  const radius = Math.sqrt(random()) * 0.92;
  return [
    area.cx + Math.cos(angle) * area.rx * radius,
    area.cy + Math.sin(angle) * area.ry * radius,
  ];
}

/** One piece of an ingredient, shaped by how it is prepared. */
function pieceSvg(item: CatalogueItem, x: number, y: number, random: () => number): string {
  const color = safeColor(item.color);
  const rotate = Math.round(random() * 180);
  const outline = `stroke="${shade(color, -0.25)}" stroke-width="2"`;
  const transform = `transform="rotate(${rotate} ${n(x)} ${n(y)})"`;
  if (item.tags.has('leafy') || item.group === 'herb') {
    const length = item.group === 'herb' ? 10 + random() * 5 : 22 + random() * 10;
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(length)}" ry="${n(length * 0.45)}" fill="${color}" ${outline} ${transform}/>`;
  }
  const small =
    item.tags.has('berry') ||
    item.group === 'legume' ||
    ['peas', 'corn', 'grape', 'cherry', 'edamame', 'pomegranate'].includes(item.id);
  if (small) {
    return [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${n(x + (i - 1) * 13)}" cy="${n(y + ((i % 2) * 2 - 1) * 6)}" r="${n(6 + random() * 3)}" fill="${color}" ${outline}/>`,
      )
      .join('');
  }
  switch (item.prep) {
    case 'slice':
    case 'juice':
    case 'segment': {
      const r = 13 + random() * 8;
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" ${outline}/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.55)}" fill="${shade(color, 0.35)}"/>`;
    }
    case 'dice':
    case 'cube':
    case 'crumble': {
      const size = item.prep === 'crumble' ? 10 + random() * 5 : 17 + random() * 7;
      return `<rect x="${n(x - size / 2)}" y="${n(y - size / 2)}" width="${n(size)}" height="${n(size)}" rx="4" fill="${color}" ${outline} ${transform}/>`;
    }
    case 'mince':
    case 'grate':
    case 'measure':
      return [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${n(x + (i - 1) * 7)}" cy="${n(y + (i % 2) * 6)}" r="${n(3 + random() * 2)}" fill="${color}"/>`,
        )
        .join('');
    case 'halve':
    case 'pit': {
      const r = 12 + random() * 6;
      return `<path d="M${n(x - r)} ${n(y)} A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)} Z" fill="${color}" ${outline} ${transform}/>`;
    }
    case 'trim':
    case 'peel':
    case 'shred':
    case 'tear':
    default: {
      const w = 34 + random() * 14;
      const h = 12 + random() * 6;
      return `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${color}" ${outline} ${transform}/>`;
    }
  }
}

/** A base layer for starches: rice grains, pasta strands or potato chunks. */
function baseSvg(item: CatalogueItem, area: Area, random: () => number): string {
  const color = safeColor(item.color);
  if (item.tags.has('pasta') || item.tags.has('noodles')) {
    const strands: string[] = [];
    for (let i = 0; i < 9; i++) {
      const [x, y] = pointIn({ ...area, rx: area.rx * 0.7, ry: area.ry * 0.7 }, random);
      strands.push(
        `<path d="M${n(x - 40)} ${n(y)} q20 -18 40 0 t40 0" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round"/>`,
      );
    }
    return strands.join('');
  }
  if (item.tags.has('rice') || item.tags.has('grain')) {
    const grains: string[] = [
      `<ellipse cx="${n(area.cx)}" cy="${n(area.cy)}" rx="${n(area.rx * 0.75)}" ry="${n(area.ry * 0.7)}" fill="${color}"/>`,
    ];
    for (let i = 0; i < 26; i++) {
      const [x, y] = pointIn({ ...area, rx: area.rx * 0.7, ry: area.ry * 0.65 }, random);
      grains.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="5" ry="2.4" fill="${shade(color, -0.12)}" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})"/>`,
      );
    }
    return grains.join('');
  }
  return '';
}

function steamSvg(area: Area): string {
  return [-40, 0, 40]
    .map(
      (dx) =>
        `<path d="M${n(area.cx + dx)} ${n(area.cy - area.ry - 40)} q-12 -18 0 -36 t0 -36" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join('');
}

export function drawIllustration(input: IllustrationInput): string {
  const random = seededRandom(
    hashString(`${input.title}|${input.items.map((item) => item.id).join(',')}`),
  );
  const background = BACKGROUNDS[Math.floor(random() * BACKGROUNDS.length)] ?? BACKGROUNDS[0]!;
  const liquid = input.items.find((item) => item.role === 'liquid' && !item.tags.has('minor'));
  const fill = liquid ? shade(liquid.color, 0.15) : '#f6efe2';
  const { svg: vessel, area } = vesselSvg(input.vessel, fill);
  const starch = input.items.find(
    (item) => item.role === 'starch' && !item.tags.has('tortilla') && !item.tags.has('bread'),
  );
  const shown = input.items
    .filter(
      (item) =>
        item !== starch &&
        item.role !== 'liquid' &&
        item.role !== 'spice' &&
        item.role !== 'fat' &&
        item.role !== 'baking' &&
        !item.tags.has('minor'),
    )
    .slice(0, 7);
  const pieces: string[] = [];
  shown.forEach((item, index) => {
    const count = item.group === 'herb' ? 7 : index === 0 ? 6 : 4 + Math.floor(random() * 2);
    for (let i = 0; i < count; i++) {
      const [x, y] = pointIn(area, random);
      pieces.push(pieceSvg(item, x, y, random));
    }
  });
  const title = escapeXml(input.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="48" fill="${background}"/>`,
    `<circle cx="90" cy="80" r="46" fill="#ffffff" fill-opacity="0.35"/><circle cx="440" cy="450" r="60" fill="#ffffff" fill-opacity="0.3"/>`,
    `<ellipse cx="${CENTER + 10}" cy="${CENTER + 22}" rx="220" ry="200" fill="#000000" fill-opacity="0.08"/>`,
    vessel,
    starch ? baseSvg(starch, area, random) : '',
    pieces.join(''),
    input.hot ? steamSvg(area) : '',
    '</svg>',
  ].join('');
}
