/**
 * Logos, covers and product pictures as small, deterministic SVG strings. Colours and shapes come
 * from a hash of the name, tints from the industry. The wiring step rasterises them with sharp
 * (`sharp(Buffer.from(svg)).webp()`); nothing is written to disk here.
 */
import { hash128 } from './random.ts';
import type { DemoBusiness, DemoProduct, DemoUser } from './types.ts';

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

/** Simple line-art silhouettes per industry, drawn in a 200 × 200 box. */
const silhouettes: Record<string, string> = {
  // robot arm
  '0001':
    '<rect x="40" y="160" width="70" height="20" rx="4"/><rect x="65" y="95" width="20" height="70"/><rect x="65" y="80" width="90" height="20" transform="rotate(-30 75 90)"/><circle cx="75" cy="90" r="16"/><path d="M150 40 l20 -10 l5 12 l-18 8 z"/>',
  // chip
  '0002':
    '<rect x="55" y="55" width="90" height="90" rx="8"/><path d="M70 40v15M90 40v15M110 40v15M130 40v15M70 145v15M90 145v15M110 145v15M130 145v15M40 70h15M40 90h15M40 110h15M40 130h15M145 70h15M145 90h15M145 110h15M145 130h15" stroke-width="6"/>',
  // solar panel and sun
  '0003':
    '<circle cx="150" cy="45" r="18"/><polygon points="30,160 70,90 170,90 130,160"/><path d="M63 102h100M51 123h100M40 144h100M95 90l-25 70M128 90l-25 70" stroke-width="3"/>',
  // wrench
  '0004':
    '<path d="M150 30a30 30 0 0 0-38 38l-72 72a12 12 0 0 0 17 17l72-72a30 30 0 0 0 38-38l-18 18-15-4-4-15z"/>',
  // machine
  '0005':
    '<rect x="30" y="70" width="140" height="90" rx="6"/><rect x="45" y="85" width="60" height="45" rx="4"/><circle cx="140" cy="105" r="14"/><rect x="40" y="160" width="20" height="15"/><rect x="140" y="160" width="20" height="15"/>',
  // gear
  '0006':
    '<circle cx="100" cy="100" r="50"/><circle cx="100" cy="100" r="70" stroke-dasharray="18 14" stroke-width="22" fill="none"/><circle cx="100" cy="100" r="18" fill="#ffffff"/>',
  // shirt
  '0007': '<path d="M70 40l-40 25 18 30 20-10v80h64v-80l20 10 18-30-40-25c-6 12-18 18-30 18s-24-6-30-18z"/>',
  // bottle
  '0008':
    '<rect x="85" y="30" width="30" height="20" rx="6"/><path d="M75 60h50v100a15 15 0 0 1-15 15h-20a15 15 0 0 1-15-15z"/>',
  // cosmetic jar and dropper
  '0009':
    '<rect x="40" y="100" width="70" height="60" rx="10"/><rect x="45" y="85" width="60" height="18" rx="4"/><rect x="130" y="70" width="30" height="90" rx="8"/><rect x="138" y="40" width="14" height="30" rx="6"/>',
  // handbag
  '0010':
    '<path d="M40 80h120l-10 90h-100z"/><path d="M70 80v-15a30 30 0 0 1 60 0v15" fill="none" stroke-width="8"/>',
  // wheat ear
  '0011':
    '<path d="M100 180v-130" stroke-width="6"/><ellipse cx="85" cy="70" rx="12" ry="22" transform="rotate(-25 85 70)"/><ellipse cx="115" cy="70" rx="12" ry="22" transform="rotate(25 115 70)"/><ellipse cx="85" cy="110" rx="12" ry="22" transform="rotate(-25 85 110)"/><ellipse cx="115" cy="110" rx="12" ry="22" transform="rotate(25 115 110)"/><ellipse cx="100" cy="40" rx="10" ry="20"/>',
  // chair
  '0012':
    '<rect x="60" y="30" width="80" height="70" rx="10"/><rect x="50" y="100" width="100" height="20" rx="6"/><path d="M60 120v55M140 120v55" stroke-width="8"/>',
  // medical cross
  '0013': '<path d="M80 30h40v50h50v40h-50v50h-40v-50h-50v-40h50z"/>',
  // house
  '0014':
    '<path d="M100 30l75 65h-20v75h-110v-75h-20z"/><rect x="85" y="120" width="30" height="50" fill="#ffffff"/>',
  // globe with route
  '0015':
    '<circle cx="100" cy="100" r="65" fill="none" stroke-width="8"/><ellipse cx="100" cy="100" rx="28" ry="65" fill="none" stroke-width="5"/><path d="M35 100h130M45 65h110M45 135h110" stroke-width="5"/>',
};

/** An 800 × 800 product picture: a tinted card, the industry's silhouette and the product's initials. */
export function productImageSvg(product: Pick<DemoProduct, 'name' | 'industryId'>, variant = 0): string {
  const key = product.industryId.replace(/^i/, '');
  const [a, b] = hash128(`${product.name}:${variant}`);
  const hue = hueOf(key) + (a % 30) - 15;
  const bg = hsl(hue, 35, 92 - (b % 6));
  const ink = hsl(hue, 50, 30 + (a % 12));
  const accent = hsl(hue + 30, 60, 55);
  const shape = silhouettes[key] ?? silhouettes['0005']!;
  const label = escapeXml(initials(product.name));
  const rotate = variant % 2 ? ` rotate(${(a % 20) - 10} 100 100)` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="${bg}"/>` +
    `<circle cx="400" cy="360" r="250" fill="${accent}" fill-opacity="0.18"/>` +
    `<g transform="translate(200 160) scale(2)${rotate}" fill="${ink}" stroke="${ink}" stroke-linecap="round" stroke-linejoin="round">${shape}</g>` +
    `<rect x="40" y="680" width="${label.length > 1 ? 150 : 110}" height="80" rx="16" fill="${ink}"/>` +
    `<text x="${label.length > 1 ? 115 : 95}" y="720" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-weight="700" font-size="48" fill="#ffffff">${label}</text></svg>`
  );
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
