/**
 * The eleven card designs (requirements §screens.gift-cards: one per occasion), each written once as shapes over a palette
 * and drawn in the site's light and dark colours. This module is the one source:
 * scripts/gift-card-designs.ts writes it out as the static SVG files the /gift-cards preview shows
 * (images, not markup in the page's JavaScript) and as the PNG that e-mails and the PDF embed
 * (mail clients do not show SVG). No text in the art: names, amounts and messages are set beside
 * it in the reader's language and font. The top left (x < 320, y < 200) stays the plain ground,
 * where the preview and the PDF set the value in the site's text colours.
 */
import type { GiftCardOccasion } from './gift-card-rules.ts';

export type GiftCardTheme = 'light' | 'dark';
export const giftCardThemes: readonly GiftCardTheme[] = ['light', 'dark'];

/** Width and height of every design: a bank card's proportions, so the PDF prints it as one. */
export const giftCardArtSize = { width: 640, height: 400 } as const;

interface Palette {
  /** The card's ground and a softer wash over it. */
  ground: string;
  wash: string;
  /** The site's brand teal and its deeper shade (apps/web/app/styles/app.css --brand, --brand-strong). */
  brand: string;
  deep: string;
  /** Warm accents: coral, gold, rose; `paper` is what reads as white on the ground. */
  coral: string;
  gold: string;
  rose: string;
  paper: string;
  /** Snow and sparkles: a quiet dot on the ground. */
  snow: string;
}

const palettes: Record<GiftCardTheme, Palette> = {
  light: { ground: '#f6f7f9', wash: '#e3f1ef', brand: '#0b6e66', deep: '#08554f', coral: '#e8735a', gold: '#e9b949', rose: '#f2a7b8', paper: '#ffffff', snow: '#b9d9d4' },
  dark: { ground: '#182028', wash: '#1f2f33', brand: '#3cc7b6', deep: '#6fdccf', coral: '#f08a73', gold: '#f1c862', rose: '#e58ea3', paper: '#2a3642', snow: '#4a5b68' },
};

const star = (x: number, y: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};
const dots = (fill: string, spots: [number, number, number][]) => spots.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');
const heart = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 30 C-40 0 -30 -30 0 -12 C30 -30 40 0 0 30Z" fill="${fill}"/>`;
const tulip = (x: number, y: number, fill: string, stem: string) =>
  `<path d="M${x} ${y + 10} Q${x - 6} ${y + 70} ${x} ${y + 130}" stroke="${stem}" stroke-width="6" fill="none"/>` +
  `<path d="M${x - 26} ${y - 30} L${x - 13} ${y - 10} L${x} ${y - 34} L${x + 13} ${y - 10} L${x + 26} ${y - 30} Q${x + 30} ${y + 16} ${x} ${y + 16} Q${x - 30} ${y + 16} ${x - 26} ${y - 30}Z" fill="${fill}"/>`;
const ring = (x: number, y: number, r: number, stroke: string) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${stroke}" stroke-width="12"/>`;
const leaf = (x: number, y: number, angle: number, fill: string) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="9" transform="rotate(${angle} ${x} ${y})" fill="${fill}"/>`;

/** Each occasion's illustration over the palette, drawn on the 640 × 400 ground. */
const illustrations: Record<GiftCardOccasion, (p: Palette) => string> = {
  'mothers-day': (p) =>
    `<circle cx="430" cy="200" r="150" fill="${p.wash}"/>` +
    tulip(370, 150, p.rose, p.brand) + tulip(430, 110, p.coral, p.brand) + tulip(490, 150, p.gold, p.brand) +
    `<path d="M360 280 L500 280 L470 340 L390 340Z" fill="${p.deep}"/>` + heart(150, 300, 0.9, p.rose) + heart(580, 340, 0.6, p.coral),
  birthday: (p) =>
    `<circle cx="420" cy="210" r="150" fill="${p.wash}"/>` +
    `<rect x="320" y="230" width="200" height="90" rx="14" fill="${p.brand}"/><rect x="340" y="170" width="160" height="66" rx="12" fill="${p.coral}"/>` +
    `<path d="M320 262 q25 18 50 0 t50 0 t50 0 t50 0" stroke="${p.paper}" stroke-width="8" fill="none"/>` +
    [380, 420, 460].map((x) => `<rect x="${x - 5}" y="128" width="10" height="42" rx="4" fill="${p.gold}"/><ellipse cx="${x}" cy="116" rx="7" ry="12" fill="${p.coral}"/>`).join('') +
    dots(p.gold, [[120, 330, 8], [200, 290, 6], [90, 250, 10], [560, 80, 7], [580, 330, 9]]) + dots(p.rose, [[170, 360, 7], [600, 200, 6], [270, 340, 5]]),
  congratulations: (p) =>
    `<circle cx="420" cy="190" r="150" fill="${p.wash}"/>` +
    `<path d="M385 250 L360 350 L395 330 L410 365 L425 265Z M455 250 L480 350 L445 330 L430 365 L415 265Z" fill="${p.coral}"/>` +
    `<circle cx="420" cy="200" r="78" fill="${p.gold}"/><circle cx="420" cy="200" r="58" fill="${p.brand}"/>` + star(420, 200, 38, p.gold) +
    star(130, 320, 22, p.gold) + star(210, 300, 14, p.rose) + star(580, 90, 16, p.coral) + star(575, 320, 12, p.gold),
  christmas: (p) =>
    `<circle cx="420" cy="210" r="150" fill="${p.wash}"/>` +
    `<path d="M420 70 L500 190 L470 190 L530 290 L310 290 L370 190 L340 190Z" fill="${p.brand}"/><rect x="405" y="290" width="30" height="40" fill="${p.deep}"/>` +
    star(420, 70, 22, p.gold) + dots(p.coral, [[395, 170, 9], [450, 230, 9], [380, 260, 8]]) + dots(p.gold, [[440, 150, 7], [410, 215, 7], [480, 270, 8]]) +
    dots(p.snow, [[120, 300, 6], [180, 350, 4], [90, 240, 5], [220, 320, 6], [590, 110, 5], [560, 330, 4], [260, 270, 4]]),
  'bon-voyage': (p) =>
    `<circle cx="430" cy="200" r="150" fill="${p.wash}"/>` +
    `<path d="M110 320 C200 330 260 250 330 240 S450 160 520 110" stroke="${p.deep}" stroke-width="4" stroke-dasharray="10 10" fill="none"/>` +
    `<g transform="translate(520 110) rotate(-30)"><path d="M-50 -8 L40 -8 Q60 0 40 8 L-50 8Z" fill="${p.brand}"/><path d="M-5 -8 L-30 -50 L-12 -50 L20 -8Z M-5 8 L-30 50 L-12 50 L20 8Z" fill="${p.coral}"/><path d="M-50 -8 L-62 -28 L-52 -28 L-38 -8Z" fill="${p.coral}"/></g>` +
    `<rect x="360" y="250" width="120" height="90" rx="14" fill="${p.coral}"/><rect x="395" y="232" width="50" height="22" rx="8" fill="none" stroke="${p.deep}" stroke-width="7"/>` +
    `<rect x="360" y="282" width="120" height="12" fill="${p.gold}"/>` + dots(p.gold, [[590, 320, 26]]),
  'thank-you': (p) =>
    `<circle cx="420" cy="210" r="150" fill="${p.wash}"/>` +
    `<rect x="310" y="170" width="220" height="150" rx="12" fill="${p.brand}"/><path d="M310 182 L420 260 L530 182" stroke="${p.deep}" stroke-width="8" fill="none"/>` +
    heart(420, 140, 1.6, p.coral) + heart(150, 320, 0.7, p.rose) + heart(240, 350, 0.5, p.gold) + heart(580, 90, 0.55, p.rose),
  anniversary: (p) =>
    `<circle cx="420" cy="200" r="150" fill="${p.wash}"/>` +
    `<g transform="rotate(-12 380 200)"><path d="M340 100 L400 100 L392 180 Q370 200 348 180Z" fill="${p.gold}"/><rect x="367" y="190" width="6" height="90" fill="${p.brand}"/><rect x="345" y="278" width="50" height="8" rx="4" fill="${p.brand}"/></g>` +
    `<g transform="rotate(12 460 200)"><path d="M430 100 L490 100 L482 180 Q460 200 438 180Z" fill="${p.gold}"/><rect x="457" y="190" width="6" height="90" fill="${p.brand}"/><rect x="435" y="278" width="50" height="8" rx="4" fill="${p.brand}"/></g>` +
    star(420, 72, 16, p.coral) + dots(p.rose, [[150, 330, 10], [230, 280, 8], [590, 120, 9], [560, 320, 7]]),
  'fathers-day': (p) =>
    `<circle cx="470" cy="130" r="46" fill="${p.gold}"/>` +
    `<path d="M230 340 L380 150 L450 240 L500 180 L620 340Z" fill="${p.brand}"/><path d="M380 150 L410 190 L390 200 L370 185 L355 182Z" fill="${p.paper}"/>` +
    `<path d="M20 340 L140 210 L240 340Z" fill="${p.deep}"/><path d="M380 150 L380 90" stroke="${p.deep}" stroke-width="5"/><path d="M380 92 L420 104 L380 116Z" fill="${p.coral}"/>` +
    `<rect x="0" y="338" width="640" height="62" fill="${p.wash}"/>`,
  'wedding-day': (p) =>
    `<circle cx="420" cy="200" r="150" fill="${p.wash}"/>` +
    ring(385, 220, 58, p.gold) + ring(455, 220, 58, p.brand) + `<path d="M370 162 L385 140 L400 162 L385 172Z" fill="${p.rose}"/>` +
    leaf(300, 320, -30, p.brand) + leaf(340, 340, -10, p.deep) + leaf(540, 320, 30, p.brand) + leaf(500, 340, 10, p.deep) +
    heart(150, 320, 0.6, p.rose) + dots(p.gold, [[230, 360, 7], [590, 90, 8]]),
  'best-wishes': (p) =>
    `<circle cx="430" cy="200" r="150" fill="${p.wash}"/>` +
    `<path d="M140 320 Q300 260 380 160" stroke="${p.gold}" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.5"/><path d="M200 310 Q320 250 380 160" stroke="${p.coral}" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.6"/>` +
    star(410, 140, 60, p.gold) + `<path d="M540 100 A60 60 0 1 0 560 210 A48 48 0 1 1 540 100Z" fill="${p.brand}"/>` +
    star(110, 360, 12, p.rose) + star(270, 350, 8, p.gold) + star(560, 320, 14, p.coral) + star(480, 330, 8, p.rose),
  'best-compliments': (p) =>
    `<circle cx="420" cy="200" r="150" fill="${p.wash}"/>` +
    [0, 1, 2, 3, 4, 5].map((i) => leaf(352 - i * 4, 300 - i * 34, -60 + i * 14, i % 2 ? p.deep : p.brand) + leaf(488 + i * 4, 300 - i * 34, 60 - i * 14, i % 2 ? p.deep : p.brand)).join('') +
    star(420, 190, 44, p.gold) + `<path d="M400 320 L420 300 L440 320 L430 350 L410 350Z" fill="${p.coral}"/>` +
    dots(p.rose, [[140, 330, 9], [230, 290, 7], [590, 100, 8], [580, 320, 10]]),
};

/** The design of `occasion` in `theme` as a standalone SVG document. */
export function giftCardSvg(occasion: GiftCardOccasion, theme: GiftCardTheme): string {
  const p = palettes[theme];
  const { width, height } = giftCardArtSize;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    // The art is clipped to the card's rounded corners, so a shape may run off its edge.
    `<clipPath id="card"><rect width="${width}" height="${height}" rx="28"/></clipPath>` +
    `<g clip-path="url(#card)"><rect width="${width}" height="${height}" fill="${p.ground}"/>${illustrations[occasion](p)}</g></svg>\n`
  );
}

/** Every design file's name: '{occasion}-{theme}.svg', and the light PNG that mail and print embed. */
export const giftCardArtFile = (occasion: GiftCardOccasion, theme: GiftCardTheme, format: 'svg' | 'png') => `${occasion}-${theme}.${format}`;
