import { loadSharp } from '../images/sharp';

/** Width and height, in pixels, of every rendered demo picture. */
export const DEMO_IMAGE_SIZE = 800;

export interface DemoImageInput {
  slug: string;
  name: string;
  brand: string;
  category: string;
  /** 0-based picture number of the product; varies the composition. */
  index: number;
}

/**
 * Renders the index-th (0-based) demo picture of a catalogue product as a WebP buffer (800x800, or `size`
 * square: 400 for the card size).
 * Deterministic for the same inputs.
 */
export async function renderDemoProductImage(input: DemoImageInput, size: number = DEMO_IMAGE_SIZE): Promise<Buffer> {
  // Drawn at `size` directly (the SVG's density scaled): a 400 px card costs far less than the 800 px one.
  // effort 2 halves the encoding time of the default (4) for flat artwork, at about the same file size.
  return loadSharp()(Buffer.from(demoProductSvg(input)), { density: (72 * size) / DEMO_IMAGE_SIZE })
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}

/**
 * The SVG markup behind a demo picture (exported for tests). Pure shapes only: no text, no fonts,
 * no external resources, so it renders identically on machines without any fonts installed.
 */
export function demoProductSvg(input: DemoImageInput): string {
  const seed = hash(input.slug);
  const palette = BRAND_PALETTES[input.brand] ?? DEFAULT_PALETTE;
  const body = pickBody(palette, input, seed);
  const glyph = (GLYPHS[input.category] ?? drawBox)({ body, palette, brand: input.brand, name: input.name, seed });
  const shot = composition(Math.max(0, Math.floor(input.index)) % 3, seed);

  const S = DEMO_IMAGE_SIZE;
  const cx = S / 2;
  const cy = S / 2 + shot.dy;
  const floorY = cy + glyph.floor * shot.scale;
  const shadowW = glyph.width * shot.scale * 0.5;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">`,
    '<defs>',
    linear('bg', palette.bg[0], palette.bg[1], shot.bgAngle),
    `<radialGradient id="halo" cx="50%" cy="45%" r="50%"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.95"/><stop offset="0.6" stop-color="${palette.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${shade(palette.bg[1], 0.55)}" stop-opacity="0.55"/><stop offset="0.55" stop-color="${shade(palette.bg[1], 0.45)}" stop-opacity="0.22"/><stop offset="1" stop-color="${shade(palette.bg[1], 0.4)}" stop-opacity="0"/></radialGradient>`,
    linear('body', tint(body, 0.28), shade(body, 0.16), 60),
    linear('bodyV', tint(body, 0.22), shade(body, 0.2), 90),
    linear('acc', tint(palette.accent, 0.18), shade(palette.accent, 0.18), 60),
    linear('metal', '#f4f6f8', '#9aa3ad', 75),
    linear('ink', '#3a3f4b', '#0f1117', 70),
    linear('screen', '#262c3d', '#07090f', 60),
    linear('wall', tint(palette.accent, 0.35), shade(palette.accent, 0.35), 55),
    `<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.08"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="cyl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.38"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.04"/><stop offset="0.7" stop-color="#000" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></linearGradient>`,
    `<pattern id="mesh" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="1.7" fill="#000" fill-opacity="0.22"/></pattern>`,
    glyph.defs ?? '',
    '</defs>',
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    backdrop(shot.variant, palette, seed),
    `<ellipse cx="${cx}" cy="${f(floorY)}" rx="${f(shadowW)}" ry="${f(Math.max(18, shadowW * 0.14))}" fill="url(#shadow)"/>`,
    `<g transform="translate(${f(cx + shot.dx)} ${f(cy)}) rotate(${f(shot.rotate)}) scale(${f(shot.scale * glyph.scale)})">`,
    glyph.svg,
    '</g>',
    '</svg>',
  ].join('');
}

// ───────────────────────────── palettes ─────────────────────────────

interface Palette {
  bg: [string, string];
  glow: string;
  accent: string;
  /** Product body colours; one is picked per product. */
  bodies: string[];
}

const BRAND_PALETTES: Record<string, Palette> = {
  Apple: { bg: ['#fbfbfd', '#dfe2ea'], glow: '#ffffff', accent: '#0071e3', bodies: ['#f5f5f7', '#eceef2', '#d4dae4'] },
  Samsung: {
    bg: ['#f0f4ff', '#c3d2fa'],
    glow: '#fafcff',
    accent: '#1428a0',
    bodies: ['#2b2e36', '#eceef3', '#7d8799', '#cbbba7'],
  },
  Sony: { bg: ['#f6f3ec', '#d6cebd'], glow: '#fffdf8', accent: '#a7834c', bodies: ['#2a2a2d', '#ddd7cb', '#3b4658'] },
  JBL: {
    bg: ['#fff5ee', '#ffc59c'],
    glow: '#fffaf6',
    accent: '#ff5a1f',
    bodies: ['#ff6a13', '#23272e', '#2f6fd6', '#e03a3e'],
  },
  Anker: { bg: ['#ecf8ff', '#acdcf6'], glow: '#f8fdff', accent: '#00a2e0', bodies: ['#1f2b3a', '#f1f3f6', '#2f80c4'] },
  Belkin: { bg: ['#eefaf7', '#b9e1da'], glow: '#f9fffd', accent: '#0b8a7d', bodies: ['#f4f6f6', '#1f2a2e', '#79b3aa'] },
  Ugreen: { bg: ['#effaf3', '#b8e4c8'], glow: '#f9fffb', accent: '#17a058', bodies: ['#2a2f36', '#f1f3f2', '#65788a'] },
  Baseus: { bg: ['#f5f2ff', '#d1c6fa'], glow: '#fcfbff', accent: '#6a4cdb', bodies: ['#25262c', '#ecebf3', '#4a5aa8'] },
};

const DEFAULT_PALETTE: Palette = {
  bg: ['#f6f7f9', '#d5d9e0'],
  glow: '#ffffff',
  accent: '#3730a3',
  bodies: ['#2d3038', '#eef0f3'],
};

/** Categories whose products are nearly always light-coloured when made by Apple. */
function pickBody(palette: Palette, input: DemoImageInput, seed: number): string {
  if (input.brand === 'Apple' && ['Earbuds', 'Chargers', 'Cables', 'Adapters'].includes(input.category))
    return '#f7f7f9';
  return palette.bodies[seed % palette.bodies.length];
}

// ─────────────────────────── composition ────────────────────────────

interface Shot {
  variant: number;
  scale: number;
  rotate: number;
  dx: number;
  dy: number;
  bgAngle: number;
}

function composition(index: number, seed: number): Shot {
  const jitter = ((seed >> 8) % 7) - 3; // -3..3 degrees of per-product variety
  switch (index) {
    case 1:
      return { variant: 1, scale: 1.04, rotate: -12 + jitter, dx: -6, dy: 4, bgAngle: 120 };
    case 2:
      return { variant: 2, scale: 1.28, rotate: 9 + jitter, dx: 8, dy: -6, bgAngle: 30 };
    default:
      return { variant: 0, scale: 1.2, rotate: jitter * 0.5, dx: 0, dy: -6, bgAngle: 90 };
  }
}

function backdrop(variant: number, p: Palette, seed: number): string {
  const acc = p.accent;
  if (variant === 1) {
    const r = 8 + (seed % 10);
    return [
      `<g transform="rotate(${r} 400 400)"><rect x="150" y="150" width="500" height="500" rx="120" fill="${p.glow}" fill-opacity="0.72"/></g>`,
      `<g transform="rotate(${r} 400 400)"><rect x="118" y="118" width="564" height="564" rx="140" fill="none" stroke="${acc}" stroke-opacity="0.14" stroke-width="3"/></g>`,
      dots(84, 84, acc),
      dots(626, 626, acc),
    ].join('');
  }
  if (variant === 2) {
    return [
      `<circle cx="400" cy="400" r="360" fill="none" stroke="${p.glow}" stroke-opacity="0.55" stroke-width="46"/>`,
      `<circle cx="400" cy="400" r="262" fill="none" stroke="${p.glow}" stroke-opacity="0.6" stroke-width="34"/>`,
      `<circle cx="400" cy="400" r="180" fill="${p.glow}" fill-opacity="0.7"/>`,
      `<circle cx="${618 + (seed % 40)}" cy="150" r="26" fill="${acc}" fill-opacity="0.16"/>`,
      `<circle cx="150" cy="${640 - (seed % 50)}" r="14" fill="${acc}" fill-opacity="0.2"/>`,
    ].join('');
  }
  return [
    `<circle cx="400" cy="380" r="330" fill="url(#halo)"/>`,
    `<circle cx="400" cy="380" r="268" fill="${p.glow}" fill-opacity="0.5"/>`,
    `<path d="M120 650 Q400 600 680 650" fill="none" stroke="${acc}" stroke-opacity="0.12" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
}

function dots(x: number, y: number, color: string): string {
  let out = `<g fill="${color}" fill-opacity="0.22">`;
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) out += `<circle cx="${x + i * 22}" cy="${y + j * 22}" r="3.5"/>`;
  return out + '</g>';
}

// ───────────────────────────── glyphs ───────────────────────────────
// Every glyph is drawn around the origin in a box of roughly ±220 units.

interface GlyphContext {
  body: string;
  palette: Palette;
  brand: string;
  name: string;
  seed: number;
}

interface Glyph {
  svg: string;
  /** Extra <defs> content. */
  defs?: string;
  /** y of the lowest point (local units, before glyph.scale), where the shadow sits. */
  floor: number;
  /** Approximate width of the product (local units, before glyph.scale). */
  width: number;
  /** Size correction so every product fills the frame similarly. */
  scale: number;
}

type GlyphFn = (ctx: GlyphContext) => Glyph;

const GLYPHS: Record<string, GlyphFn> = {
  Earbuds: drawEarbuds,
  Headphones: drawHeadphones,
  Speakers: drawSpeaker,
  Chargers: drawCharger,
  Cables: drawCable,
  Adapters: drawAdapter,
  'Power Banks': drawPowerBank,
  'Phone Cases': drawPhoneCase,
  'Screen Protectors': drawScreenProtector,
  'Smart Watches': drawSmartWatch,
  'Fitness Trackers': drawFitnessTracker,
  Other: drawBox,
};

function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

function edge(body: string): string {
  return shade(body, isLight(body) ? 0.2 : 0.35);
}

function drawEarbuds({ body, palette }: GlyphContext): Glyph {
  const e = edge(body);
  const tip = isLight(body) ? '#d9dce2' : shade(body, 0.25);
  const bud = (tx: number, ty: number, rot: number, flip: boolean) =>
    `<g transform="translate(${tx} ${ty}) rotate(${rot}) scale(${flip ? -1 : 1} 1)">` +
    `<rect x="-20" y="10" width="42" height="150" rx="21" fill="url(#bodyV)" stroke="${e}" stroke-width="2"/>` +
    `<rect x="-20" y="138" width="42" height="16" fill="url(#metal)"/>` +
    `<rect x="-12" y="20" width="10" height="110" rx="5" fill="#fff" fill-opacity="0.4"/>` +
    `<ellipse cx="4" cy="0" rx="62" ry="56" fill="url(#body)" stroke="${e}" stroke-width="2"/>` +
    `<ellipse cx="-34" cy="-12" rx="34" ry="38" fill="${tip}" stroke="${e}" stroke-width="2"/>` +
    `<ellipse cx="-40" cy="-14" rx="16" ry="20" fill="#2b2f38" fill-opacity="0.85"/>` +
    `<ellipse cx="30" cy="-18" rx="14" ry="8" fill="#1d2027" fill-opacity="0.75"/>` +
    `<ellipse cx="14" cy="-30" rx="20" ry="10" fill="#fff" fill-opacity="0.55"/>` +
    '</g>';
  const svg = [
    // charging case
    `<rect x="-200" y="-10" width="240" height="190" rx="80" fill="url(#body)" stroke="${e}" stroke-width="2.5"/>`,
    `<path d="M-196 44 H36" stroke="${e}" stroke-width="3"/>`,
    `<path d="M-160 14 Q-140 0 -100 0" stroke="#fff" stroke-opacity="0.8" stroke-width="10" stroke-linecap="round" fill="none"/>`,
    `<rect x="-200" y="-10" width="240" height="190" rx="80" fill="url(#cyl)" fill-opacity="0.7"/>`,
    `<circle cx="-80" cy="100" r="6" fill="${palette.accent}"/>`,
    `<circle cx="-80" cy="100" r="12" fill="${palette.accent}" fill-opacity="0.2"/>`,
    bud(110, -90, -16, false),
    bud(178, -18, 20, true),
  ].join('');
  return { svg: `<g transform="translate(-22 -18)">${svg}</g>`, floor: 164, width: 440, scale: 0.98 };
}

function drawHeadphones({ body, palette }: GlyphContext): Glyph {
  const e = edge(body);
  const dark = shade(body, 0.45);
  const cup = (x: number, flip: boolean) =>
    `<g transform="translate(${x} 0) scale(${flip ? -1 : 1} 1)">` +
    `<rect x="-22" y="-40" width="30" height="70" rx="10" fill="url(#metal)"/>` +
    `<rect x="-78" y="10" width="112" height="200" rx="52" fill="url(#body)" stroke="${e}" stroke-width="2.5"/>` +
    `<rect x="18" y="26" width="44" height="168" rx="22" fill="${isLight(body) ? '#4a4f5a' : '#14161b'}"/>` +
    `<rect x="24" y="36" width="14" height="148" rx="7" fill="#fff" fill-opacity="0.12"/>` +
    `<rect x="-60" y="40" width="16" height="120" rx="8" fill="#fff" fill-opacity="0.35"/>` +
    `<circle cx="-22" cy="152" r="9" fill="${palette.accent}"/>` +
    '</g>';
  const svg = [
    `<path d="M-166 10 C-170 -250 170 -250 166 10" fill="none" stroke="${dark}" stroke-width="40" stroke-linecap="round"/>`,
    `<path d="M-166 10 C-170 -250 170 -250 166 10" fill="none" stroke="${body}" stroke-width="30" stroke-linecap="round"/>`,
    `<path d="M-140 -110 C-100 -196 100 -196 140 -110" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M-120 -150 C-70 -206 70 -206 120 -150" fill="none" stroke="${isLight(body) ? '#5a5f6a' : '#101216'}" stroke-width="22" stroke-linecap="round"/>`,
    cup(-148, false),
    cup(148, true),
  ].join('');
  return { svg, floor: 212, width: 420, scale: 0.98 };
}

function drawSpeaker({ body, palette }: GlyphContext): Glyph {
  const e = edge(body);
  const endFace = shade(body, 0.3);
  const shell = 'M-190 -90 H190 A44 90 0 0 1 190 90 H-190 A44 90 0 0 1 -190 -90 Z';
  const svg = [
    // strap loop on the left end
    `<path d="M-214 -30 C-280 -30 -280 40 -214 40" fill="none" stroke="${shade(body, 0.35)}" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="${shell}" fill="url(#body)" stroke="${e}" stroke-width="2.5"/>`,
    `<path d="${shell}" fill="url(#mesh)"/>`,
    `<path d="${shell}" fill="url(#cyl)"/>`,
    // end face with the passive radiator
    `<ellipse cx="190" cy="0" rx="44" ry="90" fill="${endFace}" stroke="${e}" stroke-width="2"/>`,
    `<ellipse cx="192" cy="0" rx="32" ry="68" fill="url(#ink)"/>`,
    `<ellipse cx="194" cy="0" rx="18" ry="38" fill="url(#acc)"/>`,
    `<ellipse cx="186" cy="-30" rx="6" ry="16" fill="#fff" fill-opacity="0.35"/>`,
    // badge and buttons
    `<rect x="-52" y="-20" width="104" height="40" rx="12" fill="url(#acc)"/>`,
    `<rect x="-40" y="-12" width="80" height="8" rx="4" fill="#fff" fill-opacity="0.6"/>`,
    `<rect x="-40" y="2" width="52" height="8" rx="4" fill="#fff" fill-opacity="0.35"/>`,
    ...[-90, -45, 45, 90].map(
      (x) => `<rect x="${x - 12}" y="-80" width="24" height="9" rx="4.5" fill="${shade(body, 0.4)}"/>`,
    ),
    `<rect x="-14" y="-82" width="28" height="12" rx="6" fill="${palette.accent}"/>`,
  ].join('');
  return { svg, floor: 92, width: 520, scale: 0.9 };
}

function drawCharger({ body, palette }: GlyphContext): Glyph {
  const e = edge(body);
  const pin = (x: number) =>
    `<rect x="${x - 11}" y="-176" width="22" height="86" rx="11" fill="url(#metal)" stroke="#8b939c" stroke-width="1.5"/>` +
    `<ellipse cx="${x}" cy="-170" rx="9" ry="4" fill="#fff" fill-opacity="0.8"/>`;
  const svg = [
    // right side face and top face, then the front
    `<path d="M96 -74 L150 -120 Q170 -130 170 -108 L170 88 Q170 104 156 114 L104 156 Z" fill="${shade(body, isLight(body) ? 0.14 : 0.3)}" stroke="${e}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M-120 -74 L-66 -122 Q-60 -128 -48 -128 L152 -128 Q172 -126 158 -112 L100 -74 Z" fill="${tint(body, 0.2)}" stroke="${e}" stroke-width="2" stroke-linejoin="round"/>`,
    pin(-6),
    pin(64),
    `<ellipse cx="-6" cy="-98" rx="20" ry="7" fill="${shade(body, 0.2)}"/>`,
    `<ellipse cx="64" cy="-98" rx="20" ry="7" fill="${shade(body, 0.2)}"/>`,
    `<rect x="-130" y="-84" width="240" height="250" rx="34" fill="url(#body)" stroke="${e}" stroke-width="2.5"/>`,
    `<rect x="-112" y="-66" width="26" height="200" rx="13" fill="#fff" fill-opacity="0.35"/>`,
    // lightning emblem and port
    `<path d="M2 -22 L-38 44 L-8 44 L-18 96 L30 22 L0 22 L14 -22 Z" fill="url(#acc)" transform="translate(-4 -8)"/>`,
    `<rect x="-48" y="118" width="88" height="26" rx="13" fill="#15171d"/>`,
    `<rect x="-30" y="127" width="52" height="8" rx="4" fill="#8f97a3"/>`,
    `<circle cx="78" cy="131" r="5" fill="${palette.accent}"/>`,
  ].join('');
  return { svg, floor: 166, width: 330, scale: 1.08 };
}

type Plug = 'usb-c' | 'usb-a' | 'lightning' | 'micro';

/** Plug metal for a connector whose housing ends at y = -82 and points up. */
function plugTip(kind: Plug): string {
  switch (kind) {
    case 'usb-a':
      return `<rect x="-26" y="-140" width="52" height="58" rx="3" fill="url(#metal)" stroke="#8b939c" stroke-width="1.5"/><rect x="-18" y="-130" width="10" height="8" fill="#6b737d"/><rect x="8" y="-130" width="10" height="8" fill="#6b737d"/>`;
    case 'lightning':
      return (
        `<rect x="-13" y="-136" width="26" height="56" rx="8" fill="url(#metal)" stroke="#8b939c" stroke-width="1.5"/>` +
        [-124, -112, -100].map((y) => `<rect x="-5" y="${y}" width="10" height="6" rx="2" fill="#d9b45a"/>`).join('')
      );
    case 'micro':
      return `<path d="M-22 -82 V-112 L-14 -120 H14 L22 -112 V-82 Z" fill="url(#metal)" stroke="#8b939c" stroke-width="1.5"/><rect x="-12" y="-108" width="24" height="5" rx="2" fill="#6b737d"/>`;
    default:
      return `<rect x="-21" y="-132" width="42" height="50" rx="12" fill="url(#metal)" stroke="#8b939c" stroke-width="1.5"/><rect x="-12" y="-124" width="24" height="6" rx="3" fill="#6b737d"/>`;
  }
}

/** Which plugs a cable has, read from its name ('USB-C to Lightning', 'Micro USB', ...). */
function cablePlugs(name: string): [Plug, Plug] {
  const n = name.toLowerCase();
  const device: Plug = n.includes('lightning') ? 'lightning' : n.includes('micro usb') ? 'micro' : 'usb-c';
  const source: Plug = /usb-c to|usb-c cable/.test(n) ? 'usb-c' : 'usb-a';
  return [device, source];
}

function drawCable({ body, name }: GlyphContext): Glyph {
  const e = edge(body);
  const [device, source] = cablePlugs(name);
  const path = 'M-150 -96 C-150 40 -120 150 -10 150 C120 150 150 40 70 -10 C0 -54 -90 10 -60 80 C-36 136 80 130 150 70';
  const connector = (x: number, y: number, rot: number, kind: Plug) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})">` +
    `<rect x="-16" y="-6" width="32" height="40" rx="10" fill="${shade(body, 0.12)}" stroke="${e}" stroke-width="2"/>` +
    `<rect x="-28" y="-88" width="56" height="90" rx="16" fill="url(#body)" stroke="${e}" stroke-width="2.5"/>` +
    `<rect x="-18" y="-78" width="10" height="70" rx="5" fill="#fff" fill-opacity="0.45"/>` +
    plugTip(kind) +
    '</g>';
  const svg = [
    `<path d="${path}" fill="none" stroke="${e}" stroke-width="26" stroke-linecap="round"/>`,
    `<path d="${path}" fill="none" stroke="${body}" stroke-width="21" stroke-linecap="round"/>`,
    `<path d="${path}" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="6" stroke-linecap="round" transform="translate(-3 -4)"/>`,
    connector(-150, -110, 0, device),
    connector(164, 62, 118, source),
  ].join('');
  return { svg: `<g transform="translate(0 30)">${svg}</g>`, floor: 198, width: 400, scale: 0.98 };
}

function drawAdapter({ body, palette, name }: GlyphContext): Glyph {
  const e = edge(body);
  const svg = [
    // cable to the USB-C plug
    `<path d="M-110 -30 C-200 -30 -200 60 -196 104" fill="none" stroke="${e}" stroke-width="26" stroke-linecap="round"/>`,
    `<path d="M-110 -30 C-200 -30 -200 60 -196 104" fill="none" stroke="${body}" stroke-width="21" stroke-linecap="round"/>`,
    `<g transform="translate(-196 100)">` +
      `<g transform="rotate(180) translate(0 -2)">${plugTip(name.toLowerCase().includes('lightning') ? 'lightning' : 'usb-c')}</g>` +
      `<rect x="-28" y="0" width="56" height="84" rx="16" fill="url(#body)" stroke="${e}" stroke-width="2.5"/>` +
      '</g>',
    // hub: front face (with ports), then the top face
    `<rect x="-120" y="-40" width="320" height="140" rx="40" fill="${shade(body, isLight(body) ? 0.12 : 0.25)}" stroke="${e}" stroke-width="2.5"/>`,
    `<rect x="-120" y="-120" width="320" height="160" rx="40" fill="url(#body)" stroke="${e}" stroke-width="2.5"/>`,
    `<rect x="-96" y="-104" width="200" height="14" rx="7" fill="#fff" fill-opacity="0.4"/>`,
    `<circle cx="160" cy="-80" r="7" fill="${palette.accent}"/>`,
    // ports on the front face
    `<path d="M-90 54 H-14 V70 L-24 80 H-80 L-90 70 Z" fill="#14161b"/>`,
    `<rect x="-78" y="60" width="52" height="7" rx="2" fill="#6b737d"/>`,
    `<rect x="10" y="54" width="64" height="26" rx="4" fill="#14161b"/><rect x="18" y="60" width="48" height="8" rx="2" fill="${palette.accent}"/>`,
    `<rect x="96" y="54" width="64" height="26" rx="4" fill="#14161b"/><rect x="104" y="60" width="48" height="8" rx="2" fill="${palette.accent}"/>`,
  ].join('');
  return { svg, floor: 200, width: 440, scale: 0.98 };
}

function drawPowerBank({ body, palette }: GlyphContext): Glyph {
  const e = edge(body);
  const svg = [
    `<rect x="-96" y="-184" width="236" height="380" rx="46" fill="${shade(body, isLight(body) ? 0.16 : 0.35)}" stroke="${e}" stroke-width="2"/>`,
    `<rect x="-124" y="-196" width="236" height="380" rx="46" fill="url(#body)" stroke="${e}" stroke-width="2.5"/>`,
    `<rect x="-124" y="-196" width="236" height="380" rx="46" fill="url(#gloss)" fill-opacity="0.6"/>`,
    `<rect x="-102" y="-170" width="18" height="300" rx="9" fill="#fff" fill-opacity="0.3"/>`,
    // lightning emblem in a ring
    `<circle cx="-6" cy="-30" r="74" fill="none" stroke="${palette.accent}" stroke-opacity="0.25" stroke-width="10"/>`,
    `<path d="M6 -96 L-46 -14 L-10 -14 L-22 40 L36 -46 L0 -46 L16 -96 Z" fill="url(#acc)" transform="translate(-4 6)"/>`,
    // charge level LEDs
    ...[0, 1, 2, 3].map(
      (i) =>
        `<circle cx="${-51 + i * 30}" cy="112" r="8" fill="${i < 3 ? palette.accent : shade(body, 0.25)}"${i < 3 ? '' : ' fill-opacity="0.8"'}/>`,
    ),
    `<circle cx="-51" cy="112" r="16" fill="${palette.accent}" fill-opacity="0.15"/>`,
    // top ports
    `<rect x="-50" y="-198" width="40" height="8" rx="4" fill="#14161b"/>`,
    `<rect x="6" y="-198" width="48" height="8" rx="2" fill="#14161b"/>`,
  ].join('');
  return { svg, floor: 196, width: 300, scale: 0.98 };
}

function drawPhoneCase({ body, palette }: GlyphContext): Glyph {
  const e = edge(body);
  const lens = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="26" fill="url(#metal)"/><circle cx="${x}" cy="${y}" r="19" fill="url(#ink)"/><circle cx="${x}" cy="${y}" r="8" fill="#2d3b5a"/><circle cx="${x - 6}" cy="${y - 6}" r="4" fill="#fff" fill-opacity="0.7"/>`;
  const svg = [
    // phone edge peeking out at the side buttons, then the case
    `<rect x="-124" y="-236" width="252" height="472" rx="52" fill="${shade(body, isLight(body) ? 0.18 : 0.3)}"/>`,
    `<rect x="-130" y="-240" width="252" height="472" rx="52" fill="url(#body)" stroke="${e}" stroke-width="2.5"/>`,
    `<rect x="120" y="-130" width="10" height="70" rx="5" fill="${shade(body, 0.25)}"/>`,
    `<rect x="-136" y="-150" width="8" height="44" rx="4" fill="${shade(body, 0.25)}"/>`,
    `<rect x="-136" y="-94" width="8" height="44" rx="4" fill="${shade(body, 0.25)}"/>`,
    // camera cut-out
    `<rect x="-110" y="-220" width="132" height="132" rx="34" fill="${shade(body, isLight(body) ? 0.22 : 0.4)}"/>`,
    `<rect x="-104" y="-214" width="120" height="120" rx="30" fill="#2a2e37"/>`,
    lens(-72, -182),
    lens(-72, -126),
    lens(-20, -154),
    `<circle cx="-20" cy="-198" r="7" fill="#f5e6b8"/>`,
    // MagSafe ring and brand dot
    `<circle cx="-4" cy="40" r="78" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="8"/>`,
    `<circle cx="-4" cy="40" r="78" fill="none" stroke="${shade(body, 0.2)}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<rect x="-30" y="120" width="52" height="8" rx="4" fill="${shade(body, 0.18)}" fill-opacity="0.55"/>`,
    `<circle cx="-4" cy="40" r="14" fill="${palette.accent}" fill-opacity="0.85"/>`,
    `<rect x="-130" y="-240" width="252" height="472" rx="52" fill="url(#gloss)" fill-opacity="0.55"/>`,
  ].join('');
  return { svg, floor: 234, width: 270, scale: 0.8 };
}

function drawScreenProtector({ palette }: GlyphContext): Glyph {
  const defs =
    `<clipPath id="glassClip"><rect x="-118" y="-232" width="236" height="456" rx="46"/></clipPath>` +
    `<linearGradient id="wallLight" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(palette.accent, 0.55)}"/><stop offset="1" stop-color="${shade(palette.accent, 0.3)}"/></linearGradient>`;
  const svg = [
    // phone front
    `<g transform="translate(-36 24)">` +
      `<rect x="-124" y="-236" width="248" height="472" rx="50" fill="#1b1e26"/>` +
      `<rect x="-124" y="-236" width="248" height="472" rx="50" fill="none" stroke="url(#metal)" stroke-width="6"/>` +
      `<rect x="-110" y="-222" width="220" height="444" rx="38" fill="url(#wallLight)"/>` +
      `<circle cx="-30" cy="-40" r="120" fill="#fff" fill-opacity="0.14"/>` +
      `<circle cx="60" cy="90" r="90" fill="#000" fill-opacity="0.1"/>` +
      `<rect x="-36" y="-208" width="72" height="20" rx="10" fill="#0d0f14"/>` +
      '</g>',
    // glass sheet lifted off the screen
    `<g transform="translate(44 -22) rotate(7)">` +
      `<rect x="-118" y="-232" width="236" height="456" rx="46" fill="#eef7ff" fill-opacity="0.22" stroke="#fff" stroke-opacity="0.95" stroke-width="4"/>` +
      `<g clip-path="url(#glassClip)"><path d="M-200 60 L60 -240 L130 -240 L-130 60 Z" fill="#fff" fill-opacity="0.5"/><path d="M-120 200 L160 -120 L180 -90 L-90 230 Z" fill="#fff" fill-opacity="0.3"/></g>` +
      `<rect x="-32" y="-212" width="64" height="10" rx="5" fill="#fff" fill-opacity="0.6"/>` +
      '</g>',
    // shield badge
    `<g transform="translate(150 170)">` +
      `<path d="M0 -62 L52 -42 V4 C52 38 28 58 0 70 C-28 58 -52 38 -52 4 V-42 Z" fill="url(#acc)" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M-22 4 L-5 22 L26 -14" fill="none" stroke="#fff" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>` +
      '</g>',
  ].join('');
  return { svg, defs, floor: 260, width: 330, scale: 0.8 };
}

function drawSmartWatch({ body, palette, brand }: GlyphContext): Glyph {
  const strap = body;
  const e = edge(strap);
  const caseFill = isLight(body) ? 'url(#metal)' : '#3b3f48';
  const round = brand !== 'Apple';
  const rings =
    `<g transform="rotate(-90)" fill="none" stroke-linecap="round" stroke-width="15">` +
    `<circle r="74" stroke="#fa114f" stroke-opacity="0.25"/><circle r="74" stroke="#fa114f" stroke-dasharray="360 500"/>` +
    `<circle r="55" stroke="#a6ff00" stroke-opacity="0.22"/><circle r="55" stroke="#a6ff00" stroke-dasharray="250 500"/>` +
    `<circle r="36" stroke="#00d8ff" stroke-opacity="0.22"/><circle r="36" stroke="#00d8ff" stroke-dasharray="170 500"/>` +
    '</g>';
  const straps =
    `<path d="M-84 -120 L-72 -250 Q-70 -262 -56 -262 H56 Q70 -262 72 -250 L84 -120 Z" fill="url(#bodyV)" stroke="${e}" stroke-width="2.5"/>` +
    `<path d="M-84 120 L-72 250 Q-70 262 -56 262 H56 Q70 262 72 250 L84 120 Z" fill="url(#bodyV)" stroke="${e}" stroke-width="2.5"/>` +
    [170, 200, 230].map((y) => `<ellipse cx="0" cy="${y}" rx="8" ry="6" fill="${shade(strap, 0.35)}"/>`).join('') +
    `<rect x="-58" y="-250" width="12" height="110" rx="6" fill="#fff" fill-opacity="0.25"/>`;
  const head = round
    ? `<rect x="128" y="-58" width="20" height="40" rx="8" fill="url(#metal)"/><rect x="128" y="22" width="20" height="40" rx="8" fill="url(#metal)"/>` +
      `<circle r="146" fill="${caseFill}" stroke="#6d737d" stroke-width="2"/>` +
      `<circle r="128" fill="#15171d"/>` +
      `<circle r="112" fill="url(#screen)"/>` +
      rings +
      `<circle r="146" fill="url(#gloss)" fill-opacity="0.5"/>`
    : `<rect x="114" y="-72" width="26" height="54" rx="10" fill="url(#metal)" stroke="#7b838d" stroke-width="1.5"/>` +
      [-64, -54, -44, -34, -24].map((y) => `<rect x="128" y="${y}" width="10" height="3" fill="#7b838d"/>`).join('') +
      `<rect x="118" y="8" width="12" height="64" rx="6" fill="url(#metal)"/>` +
      `<rect x="-124" y="-150" width="248" height="300" rx="70" fill="${caseFill}" stroke="#6d737d" stroke-width="2"/>` +
      `<rect x="-110" y="-136" width="220" height="272" rx="58" fill="#0b0c10"/>` +
      `<rect x="-100" y="-126" width="200" height="252" rx="50" fill="url(#screen)"/>` +
      rings +
      `<rect x="-124" y="-150" width="248" height="300" rx="70" fill="url(#gloss)" fill-opacity="0.45"/>`;
  const svg = straps + head + `<circle cx="0" cy="${round ? -96 : -104}" r="5" fill="${palette.accent}"/>`;
  return { svg, floor: 262, width: 300, scale: 0.8 };
}

function drawFitnessTracker({ body, palette }: GlyphContext): Glyph {
  const e = edge(body);
  const svg = [
    `<path d="M-62 -100 C-66 -180 -60 -236 -44 -252 H44 C60 -236 66 -180 62 -100 Z" fill="url(#bodyV)" stroke="${e}" stroke-width="2.5"/>`,
    `<path d="M-62 100 C-66 180 -60 236 -44 252 H44 C60 236 66 180 62 100 Z" fill="url(#bodyV)" stroke="${e}" stroke-width="2.5"/>`,
    ...[150, 180, 210].map((y) => `<ellipse cx="0" cy="${y}" rx="7" ry="5" fill="${shade(body, 0.35)}"/>`),
    `<rect x="-46" y="-240" width="10" height="120" rx="5" fill="#fff" fill-opacity="0.25"/>`,
    // capsule
    `<rect x="-74" y="-150" width="148" height="300" rx="70" fill="url(#ink)" stroke="#6d737d" stroke-width="2"/>`,
    `<rect x="-60" y="-134" width="120" height="268" rx="58" fill="url(#screen)"/>`,
    // heart
    `<path d="M0 -48 C-10 -66 -44 -66 -44 -38 C-44 -16 -18 0 0 14 C18 0 44 -16 44 -38 C44 -66 10 -66 0 -48 Z" fill="#ff4d6d"/>`,
    `<path d="M-40 -24 H-16 L-8 -40 L4 -8 L12 -24 H40" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" stroke-opacity="0.85"/>`,
    // step bars
    ...[18, 30, 24, 40, 34].map(
      (h, i) =>
        `<rect x="${-38 + i * 16}" y="${96 - h}" width="10" height="${h}" rx="4" fill="${palette.accent === '#1428a0' ? '#4f7bff' : tint(palette.accent, 0.15)}"/>`,
    ),
    `<rect x="-34" y="-104" width="68" height="10" rx="5" fill="#fff" fill-opacity="0.7"/>`,
    `<rect x="-74" y="-150" width="148" height="300" rx="70" fill="url(#gloss)" fill-opacity="0.5"/>`,
  ].join('');
  return { svg, floor: 254, width: 200, scale: 0.82 };
}

function drawBox({ body, palette }: GlyphContext): Glyph {
  const kraft = '#d9b582';
  const e = '#a8834f';
  const svg = [
    // left face, right face, top
    `<path d="M-180 -60 L0 20 L0 230 L-180 150 Z" fill="${shade(kraft, 0.08)}" stroke="${e}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M180 -60 L0 20 L0 230 L180 150 Z" fill="${shade(kraft, 0.2)}" stroke="${e}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M-180 -60 L0 -140 L180 -60 L0 20 Z" fill="${tint(kraft, 0.2)}" stroke="${e}" stroke-width="2.5" stroke-linejoin="round"/>`,
    // tape
    `<path d="M-112 -90 L68 -10 L112 -30 L-68 -110 Z" fill="url(#acc)" fill-opacity="0.9"/>`,
    `<path d="M68 -10 L112 -30 L112 40 L68 60 Z" fill="${shade(palette.accent, 0.25)}" fill-opacity="0.9"/>`,
    // emblem on the left face
    `<g transform="translate(-92 92) skewY(24)"><circle r="44" fill="${body === '#f7f7f9' ? palette.accent : palette.accent}" fill-opacity="0.9"/>` +
      `<path d="M6 -30 L-20 6 L-2 6 L-8 32 L20 -6 L2 -6 L10 -30 Z" fill="#fff"/></g>`,
    `<path d="M-160 -50 L-10 16" stroke="#fff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
  return { svg, floor: 228, width: 380, scale: 0.95 };
}

// ───────────────────────────── helpers ──────────────────────────────

function linear(id: string, from: string, to: string, angleDeg: number): string {
  const a = (angleDeg * Math.PI) / 180;
  const x = Math.cos(a) / 2;
  const y = Math.sin(a) / 2;
  return `<linearGradient id="${id}" x1="${f(0.5 - x)}" y1="${f(0.5 - y)}" x2="${f(0.5 + x)}" y2="${f(0.5 + y)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function f(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function rgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const n = m ? parseInt(m[1], 16) : 0x808080;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return (
    '#' +
    ca
      .map((v, i) =>
        Math.round(v + (cb[i] - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function tint(hex: string, t: number): string {
  return mix(hex, '#ffffff', t);
}

function shade(hex: string, t: number): string {
  return mix(hex, '#000000', t);
}
