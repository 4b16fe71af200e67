/**
 * Logos, covers and product pictures as small, deterministic SVG strings. Colours and shapes come
 * from a hash of the name, tints from the industry; product pictures show the drawing of the
 * product's category family (drawings.ts). The wiring step rasterises them with sharp
 * (`sharp(Buffer.from(svg)).webp()`); nothing is written to disk here.
 */
import { drawings } from './drawings.ts';
import { allPlaces, familyOf } from './generate/families.ts';
import { hash128 } from './random.ts';
import type { DemoBusiness, DemoProduct, DemoUser } from './types.ts';
import type { FamilyId } from './words/families.ts';

/** Base hue per industry key, spread around the colour wheel. */
const industryHues: Record<string, number> = {
  '0001': 210,
  '0002': 250,
  '0003': 45,
  '0004': 20,
  '0005': 0,
  '0006': 190,
  '0007': 320,
  '0008': 175,
  '0009': 340,
  '0010': 280,
  '0011': 110,
  '0012': 30,
  '0013': 160,
  '0014': 15,
  '0015': 225,
};

const hueOf = (industryKey: string) => industryHues[industryKey] ?? 200;
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Words that say nothing about the company and make poor initials. */
const skipWords = new Set([
  'industrias',
  'grupo',
  'group',
  'comercializadora',
  'distribuidora',
  'manufacturas',
  'corporación',
  'importadora',
  'exportadora',
  'talleres',
  'fábrica',
  'de',
  'indústria',
  'comercial',
  'metalúrgica',
  'companhia',
  'officine',
  'industrie',
  'gruppo',
  'fratelli',
  'ateliers',
  'établissements',
  'société',
  'groupe',
  'manufacture',
  'the',
  'al',
  'gebrüder',
  'and',
  '&',
]);

/** Up to two initials: "Velmar Automation GmbH" → "VA", "Grupo Tecnova S.A." → "T". */
export function initials(name: string): string {
  const words = name
    .replace(/[(),.]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && /^\p{L}/u.test(w) && !skipWords.has(w.toLowerCase()));
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || name.trim().slice(0, 1).toUpperCase() || '?';
}

/** Name without the legal form, for initials ("Co., Ltd.", "S.A. de C.V."…). */
function coreName(name: string): string {
  return name.replace(
    /\s+(Co\.,.*|S\.A\..*|S\.r\.l\.|S\.p\.A\.|GmbH.*|AG|KG|Inc\.|LLC|Ltd\.?|Limited|PLC|Pvt\..*|Private Limited|Pty.*|\(Pty\).*|Ltda\.|SAS|SARL|SpA|S\.L\.U?\.|S\.A\.C\.|C\.A\.|Corp\.|K\.K\.|A\.Ş\.|.*Şti\.|Sdn\..*|Pte.*|LLP|FZE|FZCO|CC|ULC|Eireli|Lda\.|SRL|NV|BV|SASU|DAC|Teoranta|Berhad|Enterprises)$/,
    '',
  );
}

function nameHash(name: string): [number, number, number, number] {
  return hash128(name);
}

function fontSize(text: string, base: number): number {
  return text.length > 1 ? Math.round(base * 0.78) : base;
}

/** A square 256 × 256 logo: initials in a shape, colours derived from the name. */
export function logoSvg(business: Pick<DemoBusiness, 'general'>): string {
  const name = business.general.companyName;
  const [a, b, c] = nameHash(name);
  const hue = (hueOf(business.general.industryKey) + (a % 90) - 45 + 360) % 360;
  const bg = hsl(hue, 55 + (b % 25), 32 + (c % 14));
  const accent = hsl(hue + 150 + (b % 60), 70, 62);
  const text = escapeXml(initials(coreName(name)));
  const size = fontSize(text, 118);
  const shapes = [
    `<circle cx="128" cy="128" r="112" fill="${bg}"/>`,
    `<rect x="20" y="20" width="216" height="216" rx="36" fill="${bg}"/>`,
    `<polygon points="128,14 227,71 227,185 128,242 29,185 29,71" fill="${bg}"/>`,
    `<path d="M128 16 L228 52 V124 C228 186 184 226 128 242 C72 226 28 186 28 124 V52 Z" fill="${bg}"/>`,
    `<polygon points="128,16 240,128 128,240 16,128" fill="${bg}"/>`,
  ];
  const shape = shapes[a % shapes.length]!;
  const ring =
    c % 2 === 0 ? `<circle cx="128" cy="128" r="98" fill="none" stroke="${accent}" stroke-width="6"/>` : '';
  const bar = c % 2 === 1 ? `<rect x="78" y="184" width="100" height="10" rx="5" fill="${accent}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="#ffffff"/>${shape}${ring}${bar}` +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-weight="700" font-size="${size}" fill="#ffffff">${text}</text></svg>`
  );
}

/** A 1200 × 300 cover: an abstract industrial pattern tinted per industry. */
export function coverSvg(business: Pick<DemoBusiness, 'general'>): string {
  const [a, b, c, d] = nameHash(`cover:${business.general.companyName}`);
  const hue = hueOf(business.general.industryKey);
  const from = hsl(hue, 45, 22 + (a % 10));
  const to = hsl(hue + 25, 55, 42 + (b % 12));
  const line = hsl(hue + 10, 60, 70);
  const pattern = c % 4;
  const parts: string[] = [];
  let seed = d;
  const next = () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return seed / 4294967296;
  };
  if (pattern === 0) {
    // Hexagon grid (bolt heads, honeycomb).
    for (let y = 0; y < 5; y++)
      for (let x = 0; x < 19; x++) {
        if (next() < 0.45) continue;
        const cx = x * 66 + (y % 2) * 33;
        const cy = y * 58 + 20;
        const pts = [0, 60, 120, 180, 240, 300]
          .map(
            (deg) =>
              `${Math.round(cx + 28 * Math.cos((deg * Math.PI) / 180))},${Math.round(cy + 28 * Math.sin((deg * Math.PI) / 180))}`,
          )
          .join(' ');
        parts.push(
          `<polygon points="${pts}" fill="none" stroke="${line}" stroke-opacity="${(0.15 + next() * 0.35).toFixed(2)}" stroke-width="3"/>`,
        );
      }
  } else if (pattern === 1) {
    // Gears: circles with teeth drawn as dashed strokes.
    for (let i = 0; i < 7; i++) {
      const r = 30 + Math.round(next() * 70);
      const cx = Math.round(next() * 1200);
      const cy = Math.round(next() * 300);
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${line}" stroke-opacity="0.35" stroke-width="14" stroke-dasharray="10 8"/>` +
          `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.35)}" fill="none" stroke="${line}" stroke-opacity="0.3" stroke-width="5"/>`,
      );
    }
  } else if (pattern === 2) {
    // Circuit-like traces.
    for (let i = 0; i < 22; i++) {
      const y = Math.round(next() * 280) + 10;
      const x1 = Math.round(next() * 1000);
      const x2 = x1 + 60 + Math.round(next() * 220);
      const y2 = y + (next() < 0.5 ? -40 : 40);
      parts.push(
        `<polyline points="${x1},${y} ${x2},${y} ${x2 + 40},${y2}" fill="none" stroke="${line}" stroke-opacity="0.4" stroke-width="3"/>` +
          `<circle cx="${x2 + 40}" cy="${y2}" r="6" fill="${line}" fill-opacity="0.5"/>`,
      );
    }
  } else {
    // Diagonal stripes and a skyline of blocks (warehouses, plants).
    for (let i = -4; i < 30; i++)
      parts.push(
        `<line x1="${i * 48}" y1="300" x2="${i * 48 + 300}" y2="0" stroke="${line}" stroke-opacity="0.12" stroke-width="14"/>`,
      );
    let x = 0;
    while (x < 1200) {
      const w = 40 + Math.round(next() * 90);
      const h = 40 + Math.round(next() * 120);
      parts.push(
        `<rect x="${x}" y="${300 - h}" width="${w - 6}" height="${h}" fill="${line}" fill-opacity="0.18"/>`,
      );
      x += w;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#g)"/>${parts.join('')}</svg>`
  );
}

/** The industry whose hue tints a family's pictures: the first that sells it. */
let familyIndustry: Map<FamilyId, string> | undefined;
function familyHue(family: FamilyId): number {
  if (!familyIndustry) {
    familyIndustry = new Map();
    for (const place of allPlaces())
      if (!familyIndustry.has(place.family)) familyIndustry.set(place.family, place.industryKey);
  }
  const [a] = hash128(`family:${family}`);
  return hueOf(familyIndustry.get(family) ?? '0005') + (a % 41) - 20;
}

/** Picture variants of a family: the first are main images, the rest further photos. */
export const familyPictureVariants = 7;

/**
 * An 800 × 800 picture of what a category family sells: the family's drawing (drawings.ts) on a
 * card tinted like its industry. Variants 0–3 differ in backdrop and tint (main images); 4–6 are
 * closer, turned views (further photos).
 */
export function familyPictureSvg(family: FamilyId, variant = 0): string {
  const drawing = drawings[family];
  if (!drawing) throw new Error(`no drawing for family ${family}`);
  const v = ((variant % familyPictureVariants) + familyPictureVariants) % familyPictureVariants;
  const hue = familyHue(family) + [0, 14, -14, 28, 0, 10, -10][v]!;
  const bg = hsl(hue, 38, [93, 90, 95, 91, 94, 92, 90][v]!);
  const ink = hsl(hue, 45, [26, 30, 24, 32, 28, 26, 30][v]!);
  const accent = hsl(hue + 150, 70, 52);
  const soft = hsl(hue, 45, 80);
  const backdrop = [
    `<circle cx="400" cy="400" r="300" fill="${soft}"/>`,
    `<rect x="110" y="110" width="580" height="580" rx="90" fill="${soft}"/>`,
    `<circle cx="330" cy="360" r="250" fill="${soft}"/><circle cx="560" cy="560" r="150" fill="${soft}" opacity="0.6"/>`,
    `<path d="M0 560L800 240V800H0z" fill="${soft}"/>`,
    `<rect width="800" height="230" y="570" fill="${soft}"/>`,
    `<circle cx="560" cy="260" r="210" fill="${soft}"/>`,
    `<path d="M0 0H520L0 520z" fill="${soft}"/>`,
  ][v]!;
  const place = [
    'translate(140 140) scale(2.6)',
    'translate(160 150) scale(2.4)',
    'translate(130 120) scale(2.7)',
    'translate(150 130) scale(2.5) rotate(-6 100 100)',
    'translate(90 80) scale(3.1)',
    'translate(40 60) scale(3.6) rotate(8 100 100)',
    'translate(160 170) scale(2.3) rotate(-10 100 100)',
  ][v]!;
  const art = drawing.replaceAll('"#bg"', `"${bg}"`).replaceAll('"#ac"', `"${accent}"`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="${bg}"/>${backdrop}` +
    `<g transform="${place}" fill="${ink}" stroke="${ink}" stroke-linecap="round" stroke-linejoin="round">${art}</g></svg>`
  );
}

/** A product's picture: its family's drawing (the family comes from its subcategory). */
export function productImageSvg(product: Pick<DemoProduct, 'subCategoryId'>, variant = 0): string {
  return familyPictureSvg(familyOf(product), variant);
}

/** A 256 × 256 profile picture for a user: initials on a soft colour from the name. */
export function avatarSvg(user: Pick<DemoUser, 'firstName' | 'lastName'>): string {
  const [a, b] = hash128(`${user.firstName} ${user.lastName}`);
  const bg = hsl(a % 360, 45 + (b % 20), 45);
  const text = escapeXml(`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() || '?');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="${bg}"/>` +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-weight="700" font-size="104" fill="#ffffff">${text}</text></svg>`
  );
}
